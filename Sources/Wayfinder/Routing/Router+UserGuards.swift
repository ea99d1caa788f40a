// What renderers ask before the user's gesture takes screens away, and how they report that
// the user confirmed leaving after a flow asked (``LeaveDecision/confirm(_:)``).

extension Router {
  /// Why the user may not go back to `depth` routes above the root of ``screens``, or `nil`
  /// when they may: a flow whose screens would go refuses to leave or asks for confirmation.
  ///
  /// Renderers ask before the user can start going back, to hide or replace the back button
  /// and to stop the edge swipe (a pushed child flow with unsaved changes). Asking uses no
  /// confirmation up.
  ///
  /// ```swift
  /// let depth = router.screens.path.count - 1
  /// if let blocker = router.userPopBlocker(toDepth: depth) {
  ///   // Show a back button that asks, instead of the system one.
  /// }
  /// ```
  @_spi(Rendering)
  public func userPopBlocker(toDepth depth: Int) -> NavigationError? {
    guardAnswer { (flow) throws(NavigationError) in try flow.planUserPop(toDepth: depth) }
  }

  /// Why the user may not dismiss the presentations from index `count` up of ``screens``, or
  /// `nil` when they may: a flow shown there refuses to leave or asks for confirmation.
  ///
  /// Renderers ask before the user can start an interactive dismissal (SwiftUI's
  /// `interactiveDismissDisabled`, UIKit's `presentationControllerShouldDismiss`). Asking uses
  /// no confirmation up.
  @_spi(Rendering)
  public func userDismissalBlocker(downTo count: Int) -> NavigationError? {
    guardAnswer { (flow) throws(NavigationError) in try flow.planUserDismiss(toCount: count) }
  }

  /// The user confirmed going back to `depth` routes above the root of ``screens``, after a
  /// flow whose screens go asked first (``LeaveDecision/confirm(_:)``): every flow there that
  /// asks is confirmed, and the screens are popped as the user's change.
  ///
  /// A renderer calls it when the user answers the prompt that ``userPopBlocker(toDepth:)``
  /// returned, then pops the screens itself. A flow that refuses still refuses, and then no
  /// flow stays confirmed.
  ///
  /// ```swift
  /// // The user tapped "Discard" in the prompt shown by the back button:
  /// if router.userConfirmedPop(toDepth: depth).isApplied {
  ///   navigationController.popViewController(animated: true)
  /// }
  /// ```
  @discardableResult
  @_spi(Rendering)
  public func userConfirmedPop(toDepth depth: Int) -> NavigationChange {
    confirmed(.poppedTo(depth: depth)) { (flow) throws(NavigationError) in
      try flow.planUserPop(toDepth: depth)
    }
  }

  /// The user confirmed leaving the presentations from index `count` up of ``screens``, after
  /// a flow shown there asked first (``LeaveDecision/confirm(_:)``): every flow there that asks
  /// is confirmed, and the presentations are dismissed as the user's change.
  ///
  /// A renderer calls it when the user answers the prompt that
  /// ``userDismissalBlocker(downTo:)`` returned, and then takes the screens away itself, as
  /// after a swipe-down. A flow that refuses (``LeaveDecision/refuse(_:)``) still refuses, and
  /// then no flow stays confirmed.
  ///
  /// ```swift
  /// // The user tapped "Discard" in the prompt shown for a sheet at level 0:
  /// if router.userConfirmedDismissal(downTo: 0).isApplied { sheet.dismiss(animated: true) }
  /// ```
  @discardableResult
  @_spi(Rendering)
  public func userConfirmedDismissal(downTo count: Int) -> NavigationChange {
    confirmed(.dismissedTo(count: count)) { (flow) throws(NavigationError) in
      try flow.planUserDismiss(toCount: count)
    }
  }

  /// A guard's answer to the plan `plan` makes: asked without changing anything or using a
  /// confirmation up; `nil` when every guard lets it through or the plan does not fit.
  private func guardAnswer(_ plan: (Flow) throws(NavigationError) -> [UserPlanStep])
    -> NavigationError?
  {
    guard let flow = host?.hostFlow else { return nil }
    do throws(NavigationError) {
      for step in try plan(flow) { try step.check() }
      return nil
    } catch {
      return error.isGuardAnswer ? error : nil
    }
  }

  /// Confirms every flow that asks on the way of `plan`, then makes `change` as the user's.
  private func confirmed(
    _ change: UserNavigation<Route>, _ plan: (Flow) throws(NavigationError) -> [UserPlanStep]
  ) -> NavigationChange {
    if let flow = host?.hostFlow {
      Flow.confirming = []
      defer { Flow.confirming = nil }
      do throws(NavigationError) {
        for step in try plan(flow) { try step.check() }
      } catch {
        for asked in Flow.confirming ?? [] { asked.leaveConfirmed = false }
        return NavigationChange(refused: error.inFlow(flowName))
      }
    }
    return userDidNavigate(change, confirmed: true)
  }
}
