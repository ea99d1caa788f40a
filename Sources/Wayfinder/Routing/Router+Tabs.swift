extension Router {
  /// The tabs of a tab flow, in order; empty for a stack flow.
  var tabs: [Route] { state.tabs }

  /// What each tab shows in the tab bar beyond its screen's own.
  var tabItems: [Route: TabItem] { state.tabItems }

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
    changeReporting(
      animated: animated, completion: completion, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.select(tab) }
  }

  /// Replaces the tabs of a tab flow and selects `selected`; flows of removed tabs end.
  @discardableResult
  public func setTabs(
    _ tabs: [Route], selected: Route, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    changeReporting(
      animated: animated, completion: completion, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.setTabs(tabs, selected: selected) }
  }

  /// Changes what `tab` shows in the tab bar: its badge, title or image.
  ///
  /// ```swift
  /// router.updateTabItem(for: .chats) { $0.badge = .count(unread) }
  /// ```
  ///
  /// The items are part of the state (those of its ``FlowState/TabLayout``):
  /// a test reads them, a snapshot keeps them, and the renderers draw them. When this is not a
  /// tab flow, or `tab` is not one of its tabs, it changes nothing and reports an issue.
  @discardableResult
  public func updateTabItem(
    for tab: Route, _ body: (inout TabItem) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    changeReporting(
      animated: false, completion: nil, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.updateTabItem(for: tab, body) }
  }

  /// Groups the tabs of a tab flow into sections, shown under their titles in a sidebar, as
  /// ``FlowState/setTabSections(_:)`` does.
  ///
  /// ```swift
  /// router.setTabSections([.init(id: "library", title: "Library", tabs: [.albums, .artists])])
  /// ```
  ///
  /// When this is not a tab flow, or the sections do not fit its tabs, it changes nothing and
  /// reports an issue.
  @discardableResult
  public func setTabSections(
    _ sections: [FlowState<Route>.TabSection], animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    changeReporting(
      animated: animated, completion: nil, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.setTabSections(sections) }
  }

  /// Shows the tabs of a tab flow as a tab bar, or as a sidebar where there is room.
  ///
  /// ```swift
  /// router.setTabStyle(.sidebarAdaptable)
  /// ```
  ///
  /// When this is not a tab flow, it changes nothing and reports an issue.
  @discardableResult
  public func setTabStyle(
    _ style: TabStyle, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    changeReporting(
      animated: animated, completion: nil, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.setTabStyle(style) }
  }

  /// Makes the tab bar of a tab flow shrink as the content scrolls, where the system minimizes
  /// tab bars, as ``FlowState/setTabBarMinimizing(_:)`` does.
  ///
  /// When this is not a tab flow, it changes nothing and reports an issue.
  @discardableResult
  public func setTabBarMinimizing(
    _ minimizing: TabBarMinimizing, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    changeReporting(
      animated: animated, completion: nil, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.setTabBarMinimizing(minimizing) }
  }

  /// Shows `route` in an accessory above the tab bar of a tab flow, or none when it is `nil`,
  /// as ``FlowState/setBottomAccessory(_:)`` does.
  ///
  /// ```swift
  /// main.router.setBottomAccessory(.nowPlaying)  // a song started
  /// ```
  ///
  /// When this is not a tab flow, it changes nothing and reports an issue.
  @discardableResult
  public func setBottomAccessory(
    _ route: Route?, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    changeReporting(
      animated: animated, completion: nil, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.setBottomAccessory(route) }
  }

  /// Changes how the tabs of a tab flow are reordered and hidden, as
  /// ``FlowState/customizeTabs(_:)`` does. The user's own changes arrive from the renderer.
  ///
  /// ```swift
  /// router.customizeTabs { $0 = .init() }  // "Reset tabs": the tabs as the app gives them
  /// ```
  ///
  /// When this is not a tab flow, or the customization names a tab it does not have, it
  /// changes nothing and reports an issue.
  @discardableResult
  public func customizeTabs(
    animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    _ body: (inout FlowState<Route>.TabCustomization) -> Void
  ) -> NavigationChange {
    changeReporting(
      animated: animated, completion: nil, fileID: fileID, filePath: filePath, line: line,
      column: column
    ) { (state) throws(NavigationError) in try state.customizeTabs(body) }
  }

  /// Applies `body`'s changes to this router as one change, with one list of steps for the
  /// renderer; the throwing form of every router call.
  ///
  /// `body` changes a copy of the state. When it throws, the state is left as it was and the
  /// error reaches the caller as `body` threw it. A body that can throw a ``NavigationError``
  /// (one that throws `NavigationError` or `any Error`) makes this the throwing form: a change
  /// that cannot be made for another reason (the flow has ended, a flow on the way out refuses
  /// to leave, a refused change earlier in the transaction) is thrown too, and nothing is
  /// reported. Any other body (one that cannot throw, which needs no `try`, or one that throws
  /// an error type of its own) has such a change handled as the ordinary calls handle it:
  /// reported when it is a mistake, and returned in ``NavigationChange/error``.
  ///
  /// ```swift
  /// router.update { state in  // one change: the renderer draws a single step
  ///   state.dismissAll()
  ///   state.present(.newChat)
  /// }
  ///
  /// do {
  ///   try router.update { try $0.pop(to: .inbox) }  // the pop that throws
  /// } catch {
  ///   // A NavigationError: .inbox was not in the stack, or a flow refused to leave.
  ///   router.setRoot(.inbox)
  /// }
  /// ```
  @discardableResult
  public func update<Failure: Error>(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    _ body: (inout FlowState<Route>) throws(Failure) -> Void
  ) throws(Failure) -> NavigationChange {
    // NB: after a refused change of a navigator's transaction, the body would see a state
    // without the skipped changes.
    if let refusal = Transaction.current?.refusal {
      if let thrown = refusal as? Failure { throw thrown }
      return NavigationChange(refused: refusal)
    }
    var new = storage
    do {
      try body(&new)
    } catch {
      // NB: a state's own error says which flow refused, like the ordinary calls' errors.
      if let named = (error as? NavigationError)?.inFlow(flowName) as? Failure { throw named }
      throw error
    }
    do {
      return try change(animated: animated, reach: .anywhere, completion: completion) { $0 = new }
    } catch {
      // NB: the throwing form (a body that can throw a NavigationError) throws every refusal;
      // only a body that cannot throw has it reported and returned.
      if let thrown = error as? Failure { throw thrown }
      return NavigationChange(
        reporting: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Makes the change `body` makes to the state as an ordinary call: a mistake is reported and
  /// returned in the change, and nothing changes.
  private func changeReporting(
    animated: Bool, completion: (@MainActor () -> Void)?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, completion: completion, body)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
