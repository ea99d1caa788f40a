extension FlowState {
  /// The routes `column` of a split flow shows, bottom first: the root in the sidebar, the first
  /// route of the path in a content column, the rest in the detail. Empty for a column with
  /// nothing shown yet, and for every column of a flow that is not a split flow.
  public func routes(in column: SplitColumn) -> ArraySlice<Route> {
    guard let split, let first = split.firstDepth(of: column) else { return [] }
    if first == 0 { return [root] }
    let start = min(first - 1, path.count)
    let end = column == .detail ? path.count : min(first, path.count)
    return path[start..<end]
  }

  /// The column of a split flow that shows the top of the stack: what a narrow window shows
  /// when the columns collapse into one stack. `nil` when this is not a split flow.
  public var topColumn: SplitColumn? {
    split?.column(atDepth: path.count)
  }

  /// Shows `route` in `column` of a split flow, as a selection in the column before it does:
  /// the routes of that column and of those after it are replaced.
  ///
  /// ```swift
  /// try state.show(.thread(id: 7), in: .detail)  // path: [.thread(id: 7)]
  /// try state.show(.thread(id: 8), in: .detail)  // path: [.thread(id: 8)]
  /// ```
  ///
  /// Showing a route in the sidebar makes it the root, with nothing in the other columns.
  ///
  /// - Throws: ``NavigationError`` when this is not a split flow, when it has no content
  ///   column and `column` is `.content`, or when `column` is the detail of a three-column
  ///   layout whose content column shows nothing yet.
  public mutating func show(_ route: Route, in column: SplitColumn) throws(NavigationError) {
    guard let split else { throw NavigationError(.notASplitFlow) }
    guard let first = split.firstDepth(of: column) else {
      throw NavigationError(.noContentColumn(route: describe(route)))
    }
    guard first > 0 else { return try setRoot(route, hidesBar: isBarHidden) }
    guard path.count >= first - 1 else {
      throw NavigationError(.contentColumnEmpty(route: describe(route)))
    }
    path.removeSubrange((first - 1)...)
    path.append(route)
  }

  /// Shows `route` in `column` of a split flow, as ``show(_:in:)`` does, arriving with
  /// `transition`: a zoom out of the row the column before it marks with the transition's
  /// source.
  ///
  /// ```swift
  /// try state.show(.thread(id: 7), in: .detail, transition: .zoom(from: "chat-7"))
  /// ```
  ///
  /// The transition is kept with the route while it stays where it is, as a pushed route's
  /// (``pathTransitions``). The adapters draw it where the columns are collapsed into one
  /// stack, where the route's screen comes in over the column before it; beside that column,
  /// the screen replaces the column's the standard way.
  ///
  /// - Throws: as ``show(_:in:)``, or ``NavigationError/Reason/sidebarHasNoTransition(route:)``
  ///   for a transition to the sidebar, whose route is the root: it arrives with none.
  public mutating func show(
    _ route: Route, in column: SplitColumn, transition: ScreenTransition
  ) throws(NavigationError) {
    guard let split else { throw NavigationError(.notASplitFlow) }
    guard split.firstDepth(of: column) != 0 || transition.isStandard else {
      throw NavigationError(.sidebarHasNoTransition(route: describe(route)))
    }
    try show(route, in: column)
    // NB: the route shown last is the path's top (a route shown again arrives the new way).
    if !path.isEmpty { _pathTransitions[path.count - 1] = transition.isStandard ? nil : transition }
  }

  /// Changes which columns of a split flow show where there is room for several.
  ///
  /// - Throws: ``NavigationError`` when this is not a split flow.
  public mutating func setColumnVisibility(_ visibility: ColumnVisibility) throws(NavigationError) {
    guard case .split(var layout) = shape else { throw NavigationError(.notASplitFlow) }
    layout.columnVisibility = visibility
    shape = .split(layout)
  }
}
