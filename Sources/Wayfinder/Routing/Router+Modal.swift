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
        try presentChange(route, style: style, animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Changes the style of the topmost presentation of `route` in place: the renderer moves a
  /// sheet to another detent, or lets the user swipe it down or not, without presenting it
  /// again.
  ///
  /// ```swift
  /// router.updateStyle(of: .filters) { $0.selectedDetent = .large }
  /// ```
  ///
  /// When `route` is not presented, or `body` changes the kind of presentation, it changes
  /// nothing and reports an issue.
  @discardableResult
  public func updateStyle(
    of route: Route, animated: Bool = true, _ body: (inout PresentationStyle) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, reach: .anywhere, completion: nil) {
          (state) throws(NavigationError) in try state.updateStyle(of: route, body)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Dismisses the top presentation.
  ///
  /// With nothing presented it changes nothing and reports an issue: check `state.isPresenting`
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
        try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
          try state.dismiss()
        }
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
        try change(animated: animated, completion: completion) { state in state.dismissAll() }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Router {
  /// Presents `route`, refusing it when it is already presented on top (a second tap while
  /// the first presentation appears).
  @discardableResult
  func presentChange(
    _ route: Route, style: PresentationStyle, transition: ScreenTransition = .standard,
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      if state.presented.last?.route == route {
        throw NavigationError(.alreadyPresented(route: describe(route)))
      }
      state.present(route, style: style, transition: transition)
    }
  }
}
