extension Router {
  /// Pushes `route` on top of the stack.
  ///
  /// - Throws: ``NavigationError`` in a tab flow, or when the flow has ended.
  public func push(
    _ route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.push(route)
    }
  }

  /// Pushes `route` and returns once it is on screen.
  public func push(_ route: Route, animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try push(route, animated: animated, completion: done)
    }
  }

  /// Pops the top route of the stack.
  ///
  /// - Throws: ``NavigationError/Reason/popAtRoot(root:)`` at the root; nothing changes.
  public func pop(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError)
  {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.pop()
    }
  }

  /// Pops the top route and returns once the screen is gone.
  public func pop(animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try pop(animated: animated, completion: done)
    }
  }

  /// Pops the routes above the topmost `route`.
  ///
  /// - Throws: ``NavigationError/Reason/routeNotInStack(route:stack:)`` when `route` is not in
  ///   the stack; nothing changes.
  public func pop(
    to route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.pop(to: route)
    }
  }

  /// Pops to `route` and returns once the screens are gone.
  public func pop(to route: Route, animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try pop(to: route, animated: animated, completion: done)
    }
  }

  /// Pops every route above the root; does nothing at the root.
  public func popToRoot(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError)
  {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.popToRoot()
    }
  }

  /// Pops to the root and returns once the screens are gone.
  public func popToRoot(animated: Bool = true) async throws(NavigationError) {
    try await rendered { (done) throws(NavigationError) in
      try popToRoot(animated: animated, completion: done)
    }
  }

  /// Replaces the whole stack with `root`, hiding the navigation bar when `hidesBar` is true.
  ///
  /// A child flow shown at the old root ends; one for the new root starts when the coordinator
  /// makes one (``Coordinator/makeChild(for:)``).
  public func setRoot(
    _ root: Route, hidesBar: Bool = false, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.setRoot(root, hidesBar: hidesBar)
    }
  }

  /// Replaces the stack with `root` and returns once it is on screen.
  public func setRoot(_ root: Route, hidesBar: Bool = false, animated: Bool = true)
    async throws(NavigationError)
  {
    try await rendered { (done) throws(NavigationError) in
      try setRoot(root, hidesBar: hidesBar, animated: animated, completion: done)
    }
  }
}
