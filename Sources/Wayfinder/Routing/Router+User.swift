extension Router {
  /// The one entry point for changes the user made through the UI.
  ///
  /// Renderers call it after a back swipe, a tap on the back button, a sheet swiped down or a
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
        try userChange { (state) throws(NavigationError) in
          guard depth >= 0, depth < state.path.count else {
            throw NavigationError(
              .popCountTooLarge(requested: state.path.count - depth, available: state.path.count))
          }
          try state.setPath(Array(state.path.prefix(depth)))
        }
      case .path(let path):
        try userChange { (state) throws(NavigationError) in try state.setPath(path) }
      case .dismissedTo(let count):
        try userChange { (state) throws(NavigationError) in
          try state.dismiss(count: state.presented.count - count)
        }
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
      return .rejected(error)
    }
  }

  /// Why the user may not dismiss the presentations from index `count` up, or `nil` when they
  /// may: a flow shown there refuses to leave or asks for confirmation.
  ///
  /// Renderers ask before the user can start an interactive dismissal (SwiftUI's
  /// `interactiveDismissDisabled`, UIKit's `presentationControllerShouldDismiss`). Asking uses
  /// no confirmation up.
  public func userDismissalBlocker(downTo count: Int) -> NavigationError? {
    guard count >= 0, count < storage.presented.count else { return nil }
    var remaining = storage
    remaining.presented.removeSubrange(count...)
    do throws(NavigationError) {
      try host?.checkLeave(from: storage, to: remaining, consumingConfirmation: false)
      return nil
    } catch {
      return error.inFlow(flowName)
    }
  }

  private func userChange(
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try self.change(animated: false, origin: .user, reach: .anywhere, completion: nil, body)
  }
}
