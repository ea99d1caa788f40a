extension Router {
  /// Presents `route` over everything shown, in `style`.
  ///
  /// When the coordinator makes a child flow for `route` (``Coordinator/makeChild(for:)``),
  /// that flow starts and lives as long as the presentation.
  public func present(
    _ route: Route, style: PresentationStyle = .sheet, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      state.present(route, style: style)
    }
  }

  /// Presents `route` and returns once it is on screen.
  public func present(_ route: Route, style: PresentationStyle = .sheet, animated: Bool = true)
    async throws(NavigationError)
  {
    try await rendered { (done) throws(NavigationError) in
      try present(route, style: style, animated: animated, completion: done)
    }
  }

  /// Dismisses the top presentation.
  ///
  /// - Throws: ``NavigationError/Reason/nothingPresented`` when nothing is presented, and
  ///   ``NavigationError/Reason/leaveRefused(flow:reason:)`` when a flow on the way out refuses
  ///   to leave; nothing changes then.
  public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError)
  {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.dismiss()
    }
  }

  /// Dismisses the top presentation and returns once it is gone.
  public func dismiss(animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try dismiss(animated: animated, completion: done)
    }
  }

  /// Dismisses every presentation; does nothing when nothing is presented.
  public func dismissAll(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError)
  {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      state.dismissAll()
    }
  }

  /// Dismisses every presentation and returns once they are gone.
  public func dismissAll(animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try dismissAll(animated: animated, completion: done)
    }
  }
}
