extension Router {
  /// The child flow shown at `screen`, one of this router's ``screens`` (its root, a pushed
  /// route or a presentation), whichever flow of the container holds it; `nil` for a plain
  /// screen or a screen of another container.
  ///
  /// For renderers, which receive screens rather than typed routes: the flow to draw for a
  /// presented screen, whatever flow of the container presented it.
  ///
  /// ```swift
  /// let shown = router.screens.presented.last
  /// let flow = shown.flatMap { router.childFlow(showing: $0.route) }  // e.g. a NewChatFlow
  /// ```
  @_spi(Rendering)
  public func childFlow(showing screen: ScreenRoute) -> Flow? {
    host?.hostFlow.containerFlow(withID: screen.flow)?.child(showing: screen.route)
  }
}

extension Router {
  /// The flow whose route `screen` is: this router's flow, or a child flow pushed onto its
  /// stack (or onto theirs); `nil` for a screen of another container.
  ///
  /// For renderers that draw their own flow's routes and let each pushed child flow draw its
  /// own: the flow to ask for a screen that is not one of this router's routes.
  @_spi(Rendering)
  public func flow(holding screen: ScreenRoute) -> Flow? {
    host?.hostFlow.containerFlow(withID: screen.flow)
  }
}

extension Flow {
  /// This flow, or a child flow pushed onto its stack (or onto theirs), whose id is `id`.
  fileprivate func containerFlow(withID id: FlowID?) -> Flow? {
    if self.id == id { return self }
    for child in children where child.isPushed {
      if let found = child.containerFlow(withID: id) { return found }
    }
    return nil
  }
}
