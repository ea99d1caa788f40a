extension Router {
  /// The tabs of a tab flow, in order; empty for a stack flow.
  public var tabs: [Route] { state.tabs }

  /// Selects `tab` in a tab flow.
  ///
  /// When this is not a tab flow, or `tab` is not one of its tabs, it changes nothing and
  /// reports an issue.
  @discardableResult
  public func select(
    _ tab: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try checked.select(tab, animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Replaces the tabs of a tab flow and selects `selected`; flows of removed tabs end.
  @discardableResult
  public func setTabs(
    _ tabs: [Route], selected: Route, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try checked.setTabs(tabs, selected: selected, animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Applies several changes to this router as one, with one list of steps for the renderer.
  ///
  /// When `body` throws, nothing changes and the error is reported as an issue.
  ///
  /// ```swift
  /// router.update { (state) throws(NavigationError) in
  ///   state.dismissAll()
  ///   try state.popToRoot()
  ///   try state.push(contentsOf: [.thread(id: 1), .info(id: 1)])
  /// }
  /// ```
  @discardableResult
  public func update(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try checked.update(animated: animated, completion: completion, body)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
