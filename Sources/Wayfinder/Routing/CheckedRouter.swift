/// A router's calls that throw: for code that handles a refused change itself.
///
/// Reach it through ``Router/checked``. Each call does what the router's call of the same name
/// does, but instead of reporting a mistake as an issue it throws a ``NavigationError`` and
/// changes nothing. Inside ``Navigator/transaction(animated:_:)``, a thrown error undoes every
/// change of the transaction.
///
/// ```swift
/// do {
///   try router.checked.pop(to: .inbox)
/// } catch {
///   router.setRoot(.inbox)
/// }
/// ```
@MainActor
public struct CheckedRouter<Route: Hashable & Codable & Sendable> {
  let router: Router<Route>

  /// Pushes `route` on top of the stack.
  ///
  /// - Throws: ``NavigationError`` in a tab flow, or when the flow has ended.
  @discardableResult
  public func push(
    _ route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    if completion == nil, let change = router.pushInPlace(route, animated: animated) {
      return change
    }
    return try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.push(route)
    }
  }

  /// Pops the top route of the stack.
  ///
  /// - Throws: ``NavigationError/Reason/popAtRoot(root:)`` at the root.
  @discardableResult
  public func pop(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError) -> NavigationChange
  {
    if completion == nil, let change = router.popInPlace(animated: animated) { return change }
    return try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.pop()
    }
  }

  /// Pops the routes above the topmost `route`.
  ///
  /// - Throws: ``NavigationError/Reason/routeNotInStack(route:stack:)`` when `route` is not in
  ///   the stack.
  @discardableResult
  public func pop(
    to route: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.pop(to: route)
    }
  }

  /// Pops every route above the root; does nothing at the root.
  ///
  /// - Throws: ``NavigationError`` in a tab flow, or when a flow on the way out refuses.
  @discardableResult
  public func popToRoot(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.popToRoot()
    }
  }

  /// Replaces the whole stack with `root`, hiding the navigation bar when `hidesBar` is true.
  ///
  /// - Throws: ``NavigationError`` in a tab flow, or when a flow on the way out refuses.
  @discardableResult
  public func setRoot(
    _ root: Route, hidesBar: Bool = false, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.setRoot(root, hidesBar: hidesBar)
    }
  }

  /// Presents `route` over everything shown, in `style`.
  ///
  /// - Throws: ``NavigationError`` when the flow has ended, or when `route` is already
  ///   presented on top.
  @discardableResult
  public func present(
    _ route: Route, style: PresentationStyle = .sheet, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      if state.presented.last?.route == route {
        throw NavigationError(.alreadyPresented(route: describe(route)))
      }
      state.present(route, style: style)
    }
  }

  /// Dismisses the top presentation.
  ///
  /// - Throws: ``NavigationError/Reason/nothingPresented`` when nothing is presented, and
  ///   ``NavigationError/Reason/leaveRefused(flow:reason:)`` when a flow on the way out refuses.
  @discardableResult
  public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.dismiss()
    }
  }

  /// Dismisses every presentation; does nothing when nothing is presented.
  ///
  /// - Throws: ``NavigationError`` when a flow on the way out refuses.
  @discardableResult
  public func dismissAll(animated: Bool = true, completion: (@MainActor () -> Void)? = nil)
    throws(NavigationError) -> NavigationChange
  {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      state.dismissAll()
    }
  }

  /// Selects `tab` in a tab flow.
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow or `tab` is not one of its tabs.
  @discardableResult
  public func select(
    _ tab: Route, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.select(tab)
    }
  }

  /// Replaces the tabs of a tab flow and selects `selected`; flows of removed tabs end.
  ///
  /// - Throws: ``NavigationError`` when the tabs are empty, repeat a tab or leave out
  ///   `selected`.
  @discardableResult
  public func setTabs(
    _ tabs: [Route], selected: Route, animated: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) -> NavigationChange {
    try router.change(animated: animated, completion: completion) {
      (state) throws(NavigationError) in
      try state.setTabs(tabs, selected: selected)
    }
  }

  /// Applies several changes to the router as one, with one list of steps for the renderer.
  ///
  /// - Throws: what `body` throws, or ``NavigationError`` when a flow on the way out refuses.
  @discardableResult
  public func update(
    animated: Bool = true, completion: (@MainActor () -> Void)? = nil,
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> NavigationChange {
    try router.change(animated: animated, reach: .anywhere, completion: completion, body)
  }
}

extension Router {
  /// The calls of this router that throw a ``NavigationError`` instead of reporting it.
  public var checked: CheckedRouter<Route> { CheckedRouter(router: self) }
}
