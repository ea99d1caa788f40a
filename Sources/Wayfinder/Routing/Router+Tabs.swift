extension Router {
  /// The tabs of a tab flow, in order; empty for a stack flow.
  public var tabs: [Route] { state.tabs }

  /// Selects `tab` in a tab flow.
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow or `tab` is not one of its tabs.
  public func select(
    _ tab: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.select(tab)
    }
  }

  /// Selects `tab` and returns once it is on screen.
  public func select(_ tab: Route, animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try select(tab, animated: animated, completion: done)
    }
  }

  /// Replaces the tabs of a tab flow and selects `selected`; flows of removed tabs end.
  public func setTabs(
    _ tabs: [Route], selected: Route, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.setTabs(tabs, selected: selected)
    }
  }

  /// Applies several changes to this router as one, with one list of steps for the renderer.
  ///
  /// ```swift
  /// try router.update { (state) throws(NavigationError) in
  ///   state.dismissAll()
  ///   try state.popToRoot()
  ///   try state.push(contentsOf: [.thread(id: 1), .info(id: 1)])
  /// }
  /// ```
  public func update(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try change(animated: animated, reach: .anywhere, completion: completion, body)
  }
}
