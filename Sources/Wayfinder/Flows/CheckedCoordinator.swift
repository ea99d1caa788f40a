/// A coordinator's calls that throw: for code that handles a refused change itself.
///
/// Reach it through ``Coordinator/checked``. Each call does what the coordinator's call of the
/// same name does, but instead of reporting a mistake as an issue it throws and changes
/// nothing.
///
/// ```swift
/// do {
///   try checked.show(CheckoutFlow(cart: cart), pushing: .checkout)
/// } catch {
///   log.error("checkout could not start: \(error)")
/// }
/// ```
@MainActor
public struct CheckedCoordinator<Route: Hashable & Codable & Sendable, Result: Sendable> {
  let coordinator: Coordinator<Route, Result>

  /// Pushes `child` onto the coordinator's stack at `route` without waiting for it.
  ///
  /// - Throws: ``FlowError/alreadyStarted(flow:)`` when `child` already runs,
  ///   ``FlowError/parentEnded(flow:)`` when the coordinator has ended, and
  ///   ``FlowError/navigation(_:)`` when the push is refused (in a tab flow).
  @discardableResult
  public func show(_ child: Flow, pushing route: Route, animated: Bool = true)
    throws(FlowError) -> NavigationChange
  {
    let slot = Slot.pushed(coordinator.router.state.path.count, route)
    return try coordinator.place(child, at: slot) { () throws(NavigationError) in
      try coordinator.router.checked.push(route, animated: animated)
    }
  }

  /// Presents `child` at `route` without waiting for it.
  ///
  /// - Throws: ``FlowError/alreadyStarted(flow:)`` when `child` already runs, and
  ///   ``FlowError/parentEnded(flow:)`` when the coordinator has ended.
  @discardableResult
  public func show(
    _ child: Flow, presenting route: Route, style: PresentationStyle = .sheet,
    animated: Bool = true
  ) throws(FlowError) -> NavigationChange {
    let slot = Slot.presented(coordinator.router.state.presented.count, route)
    return try coordinator.place(child, at: slot) { () throws(NavigationError) in
      try coordinator.router.checked.present(route, style: style, animated: animated)
    }
  }

  /// Returns every tab's flow to its first screen.
  ///
  /// - Throws: ``NavigationError`` when a flow on the way out refuses to leave; nothing
  ///   changes then.
  @discardableResult
  public func resetTabs(animated: Bool = true) throws(NavigationError) -> NavigationChange {
    try coordinator.resetAll(animated: animated)
  }
}

extension Coordinator {
  /// The calls of this coordinator that throw instead of reporting a mistake.
  public var checked: CheckedCoordinator<Route, Result> { CheckedCoordinator(coordinator: self) }

  /// Runs a checked call; when it throws, reports the mistake as an issue (a guard's refusal
  /// is an answer, not a mistake) and returns the refusal.
  func reporting(
    _ call: () throws(FlowError) -> NavigationChange,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> NavigationChange {
    do {
      return try call()
    } catch {
      let navigation: NavigationError
      if case .navigation(let error) = error {
        navigation = error
      } else {
        navigation = NavigationError(.childCannotRun(error), flow: name)
      }
      return NavigationChange(
        reporting: navigation, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
