extension Router {
  /// Pushes `route` on top of the stack, arriving with `transition`: a zoom out of the view
  /// the screen below marks with the transition's source, and back into it when the route is
  /// popped.
  ///
  /// ```swift
  /// router.push(.thread(id: chat.id), transition: .zoom(from: "chat-\(chat.id)"))
  /// ```
  ///
  /// The state keeps the transition with the route (``FlowState/pathTransitions``) while the
  /// route stays where it is, and snapshots restore it. A call that makes no sense here (in a
  /// tab flow, or after the flow has ended) changes nothing and is reported as an issue.
  @discardableResult
  public func push(
    _ route: Route, transition: ScreenTransition, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
          try state.push(route, transition: transition)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presents `route` over everything shown, in `style`, arriving with `transition`: a zoom
  /// out of the view the screen below marks with the transition's source, and back into it
  /// when the presentation is dismissed.
  ///
  /// ```swift
  /// router.present(
  ///   .photo(id: photo.id), style: .fullScreenCover, transition: .zoom(from: "photo-\(photo.id)"))
  /// ```
  ///
  /// Otherwise as ``present(_:style:animated:completion:fileID:filePath:line:column:)``.
  @discardableResult
  public func present(
    _ route: Route, style: PresentationStyle = .sheet, transition: ScreenTransition,
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try presentChange(
          route, style: style, transition: transition, animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
