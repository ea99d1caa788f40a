extension Router {
  /// Pushes `route` on top of the stack.
  ///
  /// A call that makes no sense here (in a tab flow, or after the flow has ended) changes
  /// nothing and is reported as an issue. ``update(animated:completion:fileID:filePath:line:column:_:)``
  /// with `try $0.push(route)` is the form that throws instead.
  @inlinable
  @discardableResult
  public func push(
    _ route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    if let change = pushInPlace(route, animated: animated, completion: completion) { return change }
    return reporting(
      { () throws(NavigationError) in
        try pushChange(route, animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Pops the top route of the stack.
  ///
  /// At the root it changes nothing and reports an issue: check `state.canPop` first, or use
  /// ``popToRoot(animated:completion:fileID:filePath:line:column:)``.
  @inlinable
  @discardableResult
  public func pop(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    if let change = popInPlace(animated: animated, completion: completion) { return change }
    return reporting(
      { () throws(NavigationError) in
        try popChange(animated: animated, completion: completion)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Pops the routes above the topmost `route`.
  ///
  /// When `route` is not in the stack it changes nothing and reports an issue.
  @discardableResult
  public func pop(
    to route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
          try state.pop(to: route)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Pops the routes above the topmost route that meets `isTarget` (the root when no pushed
  /// route does), as a back to "the last thread, whichever it is".
  ///
  /// ```swift
  /// router.pop(toLastWhere: { if case .thread = $0 { true } else { false } })
  /// ```
  ///
  /// When no route of the stack meets it, it changes nothing and reports an issue.
  @discardableResult
  public func pop(
    toLastWhere isTarget: (Route) -> Bool, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
          try state.pop(toLastWhere: isTarget)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Pops every route above the root; does nothing at the root.
  @discardableResult
  public func popToRoot(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
          try state.popToRoot()
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Replaces the whole stack with `root`, hiding the navigation bar when `hidesBar` is true.
  ///
  /// A child flow shown at the old root ends; one for the new root starts when the coordinator
  /// makes one (``Coordinator/makeChild(for:)``).
  @discardableResult
  public func setRoot(
    _ root: Route, hidesBar: Bool = false, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
          try state.setRoot(root, hidesBar: hidesBar)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Router {
  /// Pushes `route` through the general path: a push that is refused (in a tab flow, after a
  /// refusal in the transaction, before the flow started or after it ended), or one on a router
  /// no flow owns that draws or is in a transaction.
  @usableFromInline
  func pushChange(_ route: Route, animated: Bool, completion: (@MainActor () -> Void)?)
    throws(NavigationError) -> NavigationChange
  {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.push(route)
    }
  }

  /// Pops the top route through the general path: a pop that ends the child flow pushed at the
  /// top route (whose guard is asked), one that is refused, or one on a router no flow owns
  /// that draws or is in a transaction.
  @usableFromInline
  func popChange(animated: Bool, completion: (@MainActor () -> Void)?)
    throws(NavigationError) -> NavigationChange
  {
    try change(animated: animated, completion: completion) { (state) throws(NavigationError) in
      try state.pop()
    }
  }
}
