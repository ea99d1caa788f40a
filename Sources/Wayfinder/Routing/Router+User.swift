extension Router {
  /// The one entry point for changes the user made through the UI.
  ///
  /// Depths and counts are those of ``screens``, the container's flat stack: a back swipe past
  /// the first screen of a pushed child flow ends that flow. Renderers call it after a back swipe, a tap on the back button, a sheet swiped down or a
  /// tab tap. The state then matches the screens, and flows whose screens went away end with
  /// ``CancellationReason/dismissedByUser``.
  ///
  /// ```swift
  /// // In a UINavigationControllerDelegate, after a back swipe finished:
  /// router.userDidNavigate(.poppedTo(depth: navigationController.viewControllers.count - 1))
  /// ```
  ///
  /// - Returns: ``UserNavigationResult/rejected(_:)`` when a flow refused to leave or the report
  ///   does not fit the state; the state is unchanged and the renderer should restore its
  ///   screens.
  @discardableResult
  public func userDidNavigate(_ change: UserNavigation<Route>) -> UserNavigationResult {
    do throws(NavigationError) {
      switch change {
      case .poppedTo(let depth):
        guard let flow = host?.hostFlow else {
          try userChange { (state) throws(NavigationError) in
            guard depth >= 0, depth < state.path.count else {
              throw NavigationError(
                .popCountTooLarge(requested: state.path.count - depth, available: state.path.count))
            }
            try state.setPath(Array(state.path.prefix(depth)))
          }
          break
        }
        try apply(try flow.planUserPop(toDepth: depth))
      case .path(let path):
        try userChange { (state) throws(NavigationError) in try state.setPath(path) }
      case .dismissedTo(let count):
        guard let flow = host?.hostFlow else {
          try userChange { (state) throws(NavigationError) in
            try state.dismiss(count: state.presented.count - count)
          }
          break
        }
        try apply(try flow.planUserDismiss(toCount: count))
      case .selectedTab(let tab):
        try userChange { (state) throws(NavigationError) in try state.select(tab) }
      case .reselectedTab(let tab):
        if state.selectedTab == tab {
          try host?.userReselected(tab)
        } else {
          try userChange { (state) throws(NavigationError) in try state.select(tab) }
        }
      }
      return .applied
    } catch {
      return .rejected(error.inFlow(flowName))
    }
  }

  /// Why the user may not dismiss the presentations from index `count` up of ``screens``, or
  /// `nil` when they may: a flow shown there refuses to leave or asks for confirmation.
  ///
  /// Renderers ask before the user can start an interactive dismissal (SwiftUI's
  /// `interactiveDismissDisabled`, UIKit's `presentationControllerShouldDismiss`). Asking uses
  /// no confirmation up.
  public func userDismissalBlocker(downTo count: Int) -> NavigationError? {
    guard let flow = host?.hostFlow else { return nil }
    do throws(NavigationError) {
      for step in try flow.planUserDismiss(toCount: count) { try step.check() }
      return nil
    } catch {
      switch error.reason {
      case .leaveRefused, .leaveNeedsConfirmation: return error
      default: return nil
      }
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
  /// if router.userConfirmedDismissal(downTo: 0) == .applied { sheet.dismiss(animated: true) }
  /// ```
  @discardableResult
  public func userConfirmedDismissal(downTo count: Int) -> UserNavigationResult {
    if let flow = host?.hostFlow {
      Flow.confirming = []
      defer { Flow.confirming = nil }
      do throws(NavigationError) {
        for step in try flow.planUserDismiss(toCount: count) { try step.check() }
      } catch {
        for asked in Flow.confirming ?? [] { asked.leaveConfirmed = false }
        return .rejected(error.inFlow(flowName))
      }
    }
    return userDidNavigate(.dismissedTo(count: count))
  }

  /// Makes the changes of `plan` as one change the user made.
  private func apply(_ plan: [UserPlanStep]) throws(NavigationError) {
    try Transaction.run(origin: .user, animated: false) { _ throws(NavigationError) in
      for step in plan { try step.apply() }
    }
  }

  private func userChange(
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try self.change(animated: false, origin: .user, reach: .anywhere, completion: nil, body)
  }
}
