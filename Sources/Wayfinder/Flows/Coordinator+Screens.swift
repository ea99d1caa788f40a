/// One router change of a change the user made on a container's screens, which may reach
/// several flows of that container.
@MainActor
struct UserPlanStep {
  /// Makes the change, asking the guards of the flows it takes away.
  let apply: () throws(NavigationError) -> Void
  /// Asks those guards without making the change or using up a confirmation.
  let check: () throws(NavigationError) -> Void
}

extension Coordinator {
  /// The children pushed onto this flow's stack, by path index.
  var pushedChildren: [Int: Flow] {
    var pushed: [Int: Flow] = [:]
    guard places.hasPushedFlows else { return pushed }
    for (slot, child) in places.shownFlows {
      if case .pushed(let index, _) = slot { pushed[index] = child }
    }
    return pushed
  }

  /// The screens of the container this flow heads: its own state with the screens of pushed
  /// children in place of the routes they were pushed at.
  var flattenedScreens: FlowState<ScreenRoute> {
    let state = router.storage
    var screens = FlowState<ScreenRoute>(
      root: ScreenRoute(state.root, flow: id), isBarHidden: state.isBarHidden)
    screens.shape = state.shape.map { ScreenRoute($0, flow: id) }
    appendScreens(above: state, path: &screens._path, presented: &screens.presented)
    return screens
  }

  /// Appends the screens of `state`'s path, with pushed children's in place, then the
  /// presentations: pushed children's first, in stack order, and this flow's over them.
  func appendScreens(
    above state: FlowState<Route>, path: inout [ScreenRoute],
    presented: inout [Presentation<ScreenRoute>]
  ) {
    let pushed = pushedChildren
    for (index, route) in state.path.enumerated() {
      let transition = state.pathTransition(at: index)
      if let child = pushed[index] {
        child.appendPushedScreens(
          arriving: transition ?? .standard, path: &path, presented: &presented)
      } else if let transition {
        path.append(ScreenRoute(route, flow: id, transition: transition))
      } else {
        path.append(ScreenRoute(route, flow: id))
      }
    }
    for presentation in state.presented {
      presented.append(presentation.map { ScreenRoute($0, flow: id) })
    }
  }

  /// Walks this flow's path, keeping `depth` screens, and plans the cuts.
  func planPathPop(keeping depth: inout Int, into plan: inout [UserPlanStep]) -> Bool {
    let pushed = pushedChildren
    let count = router.storage.path.count
    for index in 0..<count {
      if depth == 0 {
        plan.append(
          userStep { (state) throws(NavigationError) in
            try state.setPath(Array(state.path.prefix(index)))
          })
        return true
      }
      depth -= 1
      if let child = pushed[index], child.planPop(keeping: &depth, into: &plan) {
        if index + 1 < count {
          plan.append(
            userStep { (state) throws(NavigationError) in
              try state.setPath(Array(state.path.prefix(index + 1)))
            })
        }
        return true
      }
    }
    return depth == 0
  }

  /// Keeps `count` of the presentations this flow and its pushed children add, and plans the
  /// dismissals.
  func planPresentedDismiss(keeping count: inout Int, into plan: inout [UserPlanStep]) {
    for (_, child) in pushedChildren.sorted(by: { $0.key < $1.key }) {
      child.planDismiss(keeping: &count, into: &plan)
    }
    let own = router.storage.presented.count
    let keep = min(count, own)
    count -= keep
    if keep < own {
      plan.append(
        userStep { (state) throws(NavigationError) in try state.dismiss(count: own - keep) })
    }
  }

  private func userStep(_ body: @escaping (inout FlowState<Route>) throws(NavigationError) -> Void)
    -> UserPlanStep
  {
    UserPlanStep(
      apply: { [router] () throws(NavigationError) in
        try router.change(animated: false, origin: .user, reach: .anywhere, completion: nil, body)
      },
      check: { [self] () throws(NavigationError) in
        let old = router.storage
        var new = old
        do throws(NavigationError) {
          try body(&new)
          try checkLeave(
            from: old, to: new, keptPath: new.sharedPathCount(with: old, from: 0),
            consumingConfirmation: false)
        } catch {
          throw error.inFlow(flowName)
        }
      })
  }
}

extension Flow {
  /// The router changes that leave `depth` screens above the root of this flow's container,
  /// as the user's back swipe did.
  func planUserPop(toDepth depth: Int) throws(NavigationError) -> [UserPlanStep] {
    let container = stackContainer
    let available = container.containerScreens?.path.count ?? 0
    guard depth >= 0, depth < available else {
      throw NavigationError(
        .popCountTooLarge(requested: available - depth, available: available))
    }
    var remaining = depth
    var plan: [UserPlanStep] = []
    _ = container.planPop(keeping: &remaining, into: &plan)
    return plan
  }

  /// The router changes that leave `count` presentations over this flow's container, as the
  /// user's swipe-down did.
  func planUserDismiss(toCount count: Int) throws(NavigationError) -> [UserPlanStep] {
    let container = stackContainer
    let presented = container.containerScreens?.presented.count ?? 0
    let requested = presented - count
    guard requested > 0 else { throw NavigationError(.countNotPositive(requested)) }
    guard presented > 0 else { throw NavigationError(.nothingPresented) }
    guard count >= 0 else {
      throw NavigationError(.dismissCountTooLarge(requested: requested, presented: presented))
    }
    var remaining = count
    var plan: [UserPlanStep] = []
    container.planDismiss(keeping: &remaining, into: &plan)
    return plan
  }
}
