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
