import IssueReporting

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
  /// What a view or renderer made with a function for this router's routes (`own`) draws for
  /// `screen`, one of its ``screens``: a child flow pushed onto the stack draws its own screens
  /// (`byPushedFlow`, `nil` when it draws none), whatever the type of its routes; the rest go to
  /// `own`, and a screen neither draws gives `nil`.
  ///
  /// A pushed flow that draws none of a screen whose route is not a `Route` is reported, with
  /// the message `unprovided` makes for it (a runtime warning in an app, a failure in tests). A
  /// screen of a flow that has ended (one still drawn while it slides away) gives `nil`, and is
  /// not reported.
  ///
  /// ```swift
  /// let view = router.drawn(shown, own: { AnyView(screen($0)) }, byPushedFlow: { flow in
  ///   (flow as? any FlowScreensProviding)?.drawnScreen(shown)
  /// }, unprovided: { "conform \($0.name) to FlowScreensProviding" })
  /// ```
  @_spi(Rendering)
  public func drawn<Drawn>(
    _ screen: ScreenRoute, own: (Route) -> Drawn?, byPushedFlow: (Flow) -> Drawn?,
    unprovided: ((Flow) -> String)? = nil
  ) -> Drawn? {
    if let pushed = pushedFlow(holding: screen) {
      if let drawn = byPushedFlow(pushed) { return drawn }
      if let route = screen.as(Route.self) { return own(route) }
      if let unprovided { reportIssue(unprovided(pushed)) }
      return nil
    }
    return screen.as(Route.self).flatMap(own)
  }

  /// The child flow pushed onto this router's stack (or onto theirs) whose route `screen` is;
  /// `nil` for this router's own screens, and for a flow that has ended.
  func pushedFlow(holding screen: ScreenRoute) -> Flow? {
    guard let host = host?.hostFlow, screen.flow != host.id else { return nil }
    return host.containerFlow(withID: screen.flow)
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
