extension Router {
  /// Presents `route` over everything shown, in `style`.
  ///
  /// When the coordinator makes a child flow for `route` (``Coordinator/makeChild(for:)``),
  /// that flow starts and lives as long as the presentation.
  @discardableResult
  public func present(
    _ route: Route, style: PresentationStyle = .sheet, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try checked.present(route, style: style, animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Dismisses the top presentation.
  ///
  /// With nothing presented it changes nothing and reports an issue: check ``isPresenting``
  /// first, or use ``dismissAll(animated:completion:fileID:filePath:line:column:)``. When a
  /// flow on the way out refuses to leave, nothing changes and the refusal is in
  /// ``NavigationChange/error``.
  @discardableResult
  public func dismiss(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try checked.dismiss(animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Dismisses every presentation; does nothing when nothing is presented.
  @discardableResult
  public func dismissAll(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try checked.dismissAll(animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
