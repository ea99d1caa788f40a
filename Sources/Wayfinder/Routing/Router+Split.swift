extension Router {
  /// Shows `route` in `column` of a split flow, as a selection in the column before it does:
  /// the routes of that column and of the columns after it are replaced.
  ///
  /// ```swift
  /// // The sidebar's row was tapped: the detail shows the thread, wide or narrow.
  /// router.show(.thread(id: 7), in: .detail)
  /// ```
  ///
  /// A child flow shown at a replaced route ends; one for `route` starts when the coordinator
  /// makes one (``Coordinator/makeChild(for:)``). When this is not a split flow, it has no
  /// content column and `column` is `.content`, or the content column of a three-column layout
  /// shows nothing and `column` is `.detail`, it changes nothing and reports an issue
  /// (``FlowState/show(_:in:)``).
  @discardableResult
  public func show(
    _ route: Route, in column: SplitColumn, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column sourceColumn: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        // NB: the routes replaced may be the path's first, which a change of the tail alone
        // trusts to stay.
        try change(animated: animated, reach: .anywhere, completion: completion) {
          (state) throws(NavigationError) in try state.show(route, in: column)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: sourceColumn)
  }

  /// Shows `route` in `column` of a split flow, as ``show(_:in:animated:completion:fileID:filePath:line:column:)``
  /// does, arriving with `transition`: a zoom out of the row the column before it marks with
  /// the transition's source.
  ///
  /// ```swift
  /// router.show(.thread(id: chat.id), in: .detail, transition: .zoom(from: "chat-\(chat.id)"))
  /// ```
  ///
  /// The adapters draw the zoom where the columns are collapsed into one stack (an iPhone, a
  /// narrow window), where the route's screen comes in over the column before it; beside that
  /// column, it replaces the column's screen the standard way. The state keeps the transition with the route while it stays where it
  /// is (``FlowState/pathTransitions``), and snapshots restore it. A call that makes no sense
  /// here, and a transition to the sidebar, change nothing and are reported as an issue
  /// (``FlowState/show(_:in:transition:)``).
  @discardableResult
  public func show(
    _ route: Route, in column: SplitColumn, transition: ScreenTransition, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column sourceColumn: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, reach: .anywhere, completion: completion) {
          (state) throws(NavigationError) in
          try state.show(route, in: column, transition: transition)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: sourceColumn)
  }

  /// Changes which columns of a split flow show where there is room for several.
  ///
  /// ```swift
  /// router.setColumnVisibility(.detailOnly)  // reading: the sidebar slides away
  /// ```
  ///
  /// When this is not a split flow, it changes nothing and reports an issue.
  @discardableResult
  public func setColumnVisibility(
    _ visibility: ColumnVisibility, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, reach: .anywhere, completion: completion) {
          (state) throws(NavigationError) in try state.setColumnVisibility(visibility)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
