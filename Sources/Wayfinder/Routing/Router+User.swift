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
  /// - Returns: The change, applied when the state now matches the UI. When a flow refused to
  ///   leave or the report does not fit the state, ``NavigationChange/error`` says why: the
  ///   state is unchanged, nothing is reported as a mistake, and the renderer should put its
  ///   screens back.
  @discardableResult
  @_spi(Rendering)
  public func userDidNavigate(_ change: UserNavigation<Route>) -> NavigationChange {
    userDidNavigate(change, confirmed: false)
  }

  /// Makes the user's `change`, which the user `confirmed` after a flow asked when the
  /// renderer reports it through a confirmation.
  func userDidNavigate(_ change: UserNavigation<Route>, confirmed: Bool) -> NavigationChange {
    // NB: the change it makes carries it in the recording, which a replay reports again.
    let noted = noteForRecording(change, confirmed: confirmed)
    defer { noted?.recorder.user = noted?.previous }
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
      case .closedPresentation(let level):
        guard let flow = host?.hostFlow else {
          try userChange { (state) throws(NavigationError) in
            try state.removePresentation(at: level)
          }
          break
        }
        try apply(try flow.planUser(.close, level: level))
      case .selectedDetent(let level, let detent):
        guard let flow = host?.hostFlow else {
          try userChange { (state) throws(NavigationError) in
            try state.selectDetent(detent, at: level)
          }
          break
        }
        try apply(try flow.planUser(.selectDetent(detent), level: level))
      case .columnVisibility(let visibility):
        try userChange { (state) throws(NavigationError) in
          try state.setColumnVisibility(visibility)
        }
      case .selectedTab(let tab):
        try userChange { (state) throws(NavigationError) in try state.select(tab) }
      case .reselectedTab(let tab):
        if state.selectedTab == tab {
          try host?.userReselected(tab)
        } else {
          try userChange { (state) throws(NavigationError) in try state.select(tab) }
        }
      case .customizedTabs(let customization):
        try userChange { (state) throws(NavigationError) in
          // NB: a tab code removed while the user edited is no longer the user's to place.
          let tabs = Set(state.tabs)
          try state.customizeTabs {
            $0 = FlowState.TabCustomization(
              order: customization.order.filter(tabs.contains),
              hidden: customization.hidden.filter(tabs.contains))
          }
        }
      }
      return .applied
    } catch {
      return NavigationChange(refused: error.inFlow(flowName))
    }
  }

  /// Makes the changes of `plan` as one change the user made.
  func apply(_ plan: [UserPlanStep]) throws(NavigationError) {
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
