// The user acting on one presentation level alone: closing it (an alert's button) while the app
// presented more above it, so that the level goes and what is above it stays and moves down,
// child flows included; or dragging a sheet to another height.

/// What the user did to one presentation level.
enum UserPresentationAction {
  /// Closed it alone.
  case close
  /// Dragged the sheet to rest at another height.
  case selectDetent(SheetDetent)
}

extension Flow {
  /// The router change that makes `action` on the presentation at `level` of this flow's
  /// container's screens, keeping the presentations above it.
  func planUser(
    _ action: UserPresentationAction, level: Int
  ) throws(NavigationError) -> [UserPlanStep] {
    let container = stackContainer
    let presented = container.containerScreens?.presented.count ?? 0
    guard level >= 0, level < presented else {
      throw NavigationError(.noPresentationAtLevel(level: level, presented: presented))
    }
    var remaining = level
    var plan: [UserPlanStep] = []
    _ = container.planPresented(action, level: &remaining, into: &plan)
    return plan
  }
}

extension Coordinator {
  /// Finds the level among the presentations of pushed children, in stack order, then this
  /// flow's own, and plans `action` on it.
  func planOwnPresented(
    _ action: UserPresentationAction, level: inout Int, into plan: inout [UserPlanStep]
  ) -> Bool {
    for (_, child) in pushedChildren.sorted(by: { $0.key < $1.key }) {
      if child.planPresented(action, level: &level, into: &plan) { return true }
    }
    let own = router.storage.presented.count
    guard level < own else {
      level -= own
      return false
    }
    let index = level
    if case .selectDetent(let detent) = action {
      plan.append(
        UserPlanStep(
          apply: { [self] () throws(NavigationError) in
            try router.change(
              animated: false, origin: .user, reach: .anywhere, guarded: false, completion: nil
            ) { (state) throws(NavigationError) in try state.selectDetent(detent, at: index) }
          }, check: {}))
      return true
    }
    plan.append(
      UserPlanStep(
        apply: { [self] () throws(NavigationError) in try closePresentation(at: index) },
        check: { [self] () throws(NavigationError) in
          do throws(NavigationError) {
            try presentedChild(at: index)?.checkLeaveSubtree(consumingConfirmation: false)
          } catch {
            throw error.inFlow(flowName)
          }
        }))
    return true
  }

  private func presentedChild(at index: Int) -> Flow? {
    let presented = router.storage.presented
    guard presented.indices.contains(index) else { return nil }
    return places.flow(at: .presented(index, presented[index].route))
  }

  /// Removes the presentation at `index` as the user's change: its child flow ends, and the
  /// child flows above it keep running at their new levels.
  private func closePresentation(at index: Int) throws(NavigationError) {
    try Transaction.run(origin: .user, animated: false) { transaction throws(NavigationError) in
      do throws(NavigationError) {
        try presentedChild(at: index)?.checkLeaveSubtree()
      } catch {
        throw error.inFlow(flowName)
      }
      // NB: enlisted before the slots move, so that a rollback puts them back.
      enlist(in: transaction)
      let presented = router.storage.presented
      if presented.indices.contains(index) {
        if let child = places.closePresentation(at: index, route: presented[index].route) {
          children.removeAll { $0 === child }
          transaction.end(child, .cancelled(.dismissedByUser))
        }
      }
      try router.change(
        animated: false, origin: .user, reach: .anywhere, guarded: false, completion: nil
      ) { (state) throws(NavigationError) in
        try state.removePresentation(at: index)
      }
    }
  }
}

extension Slot {
  /// This slot once the presentation at `index` is gone: a presentation above it moves down.
  func closingPresentation(at index: Int) -> Slot {
    if case .presented(let level, let route) = self, level > index {
      return .presented(level - 1, route)
    }
    return self
  }
}
