extension Coordinator: RouterHost {
  var hostFlow: Flow { self }

  var endedStatus: FlowStatus? { status.hasEnded ? status : nil }

  // NB: a child attached while its parent starts waits to start until the parent's
  // `didStart()` returns; the parent may navigate it meanwhile.
  var hasStarted: Bool { status != .idle || parent != nil }

  func checkLeave(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    consumingConfirmation: Bool
  ) throws(NavigationError) {
    guard places.hasShownFlows else { return }
    for slot in Self.removedSlots(from: old, to: new, keptPath: keptPath) {
      try places.flow(at: slot)?.checkLeaveSubtree(consumingConfirmation: consumingConfirmation)
    }
  }

  func checkpoint() -> @MainActor () -> Void {
    let saved = (places, children)
    return { [self] in
      (places, children) = saved
    }
  }

  func routerDidChange(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    in transaction: Transaction
  ) {
    if isObserved {
      let steps = NavigationStep.steps(
        from: old, to: new, knownStablePath: keptPath, knownStablePresented: 0)
      for kind in NavigationEvent.Kind.kinds(for: steps, from: old) { publish(kind) }
      if let eventHub, eventHub.recorder != nil, !steps.isEmpty {
        transaction.record(.changed(id, steps: steps), to: eventHub)
      }
    }
    let placesMayDiffer = Self.placesMayDiffer(old, new)
    guard placesMayDiffer || keptPath < old.path.count || keptPath < new.path.count else { return }
    let reason: CancellationReason =
      transaction.origin == .user ? .dismissedByUser : .removedByParent
    // NB: when no pushed place holds anything, popped routes need no work: a long deep link
    // then hashes no slots.
    for slot in Self.removedSlots(
      from: old, to: new, keptPath: keptPath, includingPushed: !pushedPlacesAreFree)
    {
      guard let child = places.remove(slot) else { continue }
      children.removeAll { $0 === child }
      transaction.end(child, .cancelled(reason))
    }
    if placesMayDiffer { attach(Slot.places(in: new), in: transaction) }
    attachPushed(new.path, from: keptPath, in: transaction)
  }

  /// Starts the child flows of the routes of `path` from index `start` up.
  private func attachPushed(_ path: [Route], from start: Int, in transaction: Transaction) {
    guard start < path.count else { return }
    // NB: decided once, not per route: a 1,000-route deep link costs six times more when each
    // route goes through `pushedChild`. Children adopted here take new indices, so the answer
    // stays true for the rest of the loop.
    let plain = pushedPlacesAreFree
    for index in start..<path.count {
      let route = path[index]
      let made = plain ? madeChild(for: route) : childToAttach(at: .pushed(index, route))
      guard let child = made else { continue }
      places.show(child, at: .pushed(index, route))
      adopt(child, pushed: true, in: transaction)
    }
  }

  /// The flow ``makeChild(for:)`` makes for `route`, when it can run.
  private func madeChild(for route: Route) -> Flow? {
    guard let child = withContainerCurrent({ makeChild(for: route) }), child.parent == nil,
      child.status == .idle
    else {
      return nil
    }
    return child
  }

  /// The flow to start for the route pushed at `index`, if any.
  private func pushedChild(_ route: Route, at index: Int) -> Flow? {
    pushedPlacesAreFree ? madeChild(for: route) : pushedChildAtPlace(route, at: index)
  }

  // NB: the places of pushed routes are kept apart from the pushes and pops that do not need
  // them (`pushedPlacesAreFree`): a function that names `Slot<Route>` looks up its type
  // metadata as it starts, which costs more than the push itself.
  @inline(never)
  private func pushedChildAtPlace(_ route: Route, at index: Int) -> Flow? {
    childToAttach(at: .pushed(index, route))
  }

  @inline(never)
  private func pushedPlaceIsFree(_ route: Route, at index: Int) -> Bool {
    places.flow(at: .pushed(index, route)) == nil
  }

  @inline(never)
  private func removePushedPlace(_ route: Route, at index: Int) {
    places.remove(.pushed(index, route))
  }

  /// Makes this flow's router and children part of `transaction`, so a rollback restores them.
  func enlist(in transaction: Transaction) {
    router.enlist(in: transaction)
  }

  func userReselected(_ tab: Route) throws(NavigationError) {
    try places.flow(at: .tab(tab))?.reset(animated: true)
  }

  /// Starts a child flow for each of `slots` that has none yet and gets one.
  func attach(_ slots: [Slot<Route>], in transaction: Transaction) {
    for slot in slots {
      guard let child = childToAttach(at: slot) else { continue }
      places.show(child, at: slot)
      adopt(child, pushed: slot.isPushed, in: transaction)
    }
  }

  /// The flow to start at `slot`: the one given for it, or the one ``makeChild(for:)`` makes;
  /// `nil` when the slot has a flow, was left without one, or gets none.
  private func childToAttach(at slot: Slot<Route>) -> Flow? {
    guard places.isOpen(slot) else { return nil }
    // NB: `makeChild(for:)` is the app's code, which may read this flow's children: it runs
    // while nothing is being changed.
    let given = places.takeGiven(for: slot)
    guard let child = given ?? withContainerCurrent({ makeChild(for: slot.route) }),
      child.parent == nil,
      child.status == .idle
    else {
      places.decline(slot)
      return nil
    }
    return child
  }

  var changesInPlace: Bool {
    // NB: a switch, not `==` on the status (whose cancellation reason makes it a call), and
    // the weak `parent` read only while idle: this is asked on every push and pop.
    switch status {
    case .active: true
    case .idle: parent != nil
    case .finished, .cancelled: false
    }
  }

  // NB: observers are told last, once the change is complete (a child flow at the pushed
  // route in its place, the popped route's place gone): one that navigates starts from a
  // consistent tree.
  func didPushInPlace(_ route: Route, at index: Int) {
    routerScreensDidPush(route)
    guard let child = pushedChild(route, at: index) else {
      return tellInPlace(
        .pushed(EventRoutes(AnyRoute(route))), recording: .pushed(id, route: route))
    }
    let isOwnTransaction = Transaction.current == nil
    Transaction.run { transaction in
      // NB: its interval is the push's, which ends with the push's drawing.
      if isOwnTransaction { transaction.endsWithDrawingInPlace = true }
      // NB: told at the commit, once the child is in its place and before it starts, as the
      // general path tells them.
      publish(.pushed(EventRoutes(AnyRoute(route))))
      if let eventHub, eventHub.recorder != nil {
        transaction.record(.pushed(id, route: route), to: eventHub)
      }
      places.show(child, at: .pushed(index, route))
      adopt(child, pushed: true, in: transaction)
    }
  }

  func canPopInPlace(_ route: Route, at index: Int) -> Bool {
    pushedPlacesAreFree || pushedPlaceIsFree(route, at: index)
  }

  func didPopInPlace(_ route: Route, at index: Int) {
    routerScreensDidPop()
    if !pushedPlacesAreFree { removePushedPlace(route, at: index) }
    tellInPlace(.popped(EventRoutes(AnyRoute(route))), recording: .popped(id))
  }

  /// Tells observers of a push or pop made in place: the change of the transaction it joined,
  /// or else of the code, even while another transaction's endings are told; and records the
  /// change as `item` when the navigator records.
  private func tellInPlace(
    _ kind: @autoclosure () -> NavigationEvent.Kind,
    recording item: @autoclosure () -> RecordedItem
  ) {
    publishInPlace(kind(), origin: Transaction.current?.origin ?? .code, recording: item())
  }

  func releaseSlotted(_ child: Flow, in transaction: Transaction) {
    // NB: enlisted first, so that a rollback gives the child back its place.
    enlist(in: transaction)
    guard let slot = places.release(child) else {
      children.removeAll { $0 === child }
      return
    }
    children.removeAll { $0 === child }
    let leave: (inout FlowState<Route>) throws(NavigationError) -> Void
    switch slot {
    case .root, .tab:
      return
    case .pushed(let index, _):
      leave = { (state) throws(NavigationError) in
        try state.pop(count: state.path.count - index)
      }
    case .presented(let index, _):
      leave = { (state) throws(NavigationError) in
        try state.dismiss(count: state.presented.count - index)
      }
    }
    do {
      try router.change(
        animated: transaction.animated, reach: .anywhere, guarded: false, completion: nil, leave)
    } catch {
      // NB: only when a navigator's transaction was refused before: it rolls back whole.
      places.vacate(slot)
    }
  }

  func forgetSlotted(_ child: Flow) {
    if let slot = places.slot(of: child) { places.vacate(slot) }
  }

  /// Whether the slots outside the path (root, tabs, presentations) can differ.
  static func placesMayDiffer(_ old: FlowState<Route>, _ new: FlowState<Route>) -> Bool {
    old.root != new.root || old.tabs != new.tabs || old.presented != new.presented
  }

  /// The slots of `old` that `new` lacks, given that the first `keptPath` routes of both paths
  /// are the same: O(changed routes). Popped routes are left out unless `includingPushed`.
  static func removedSlots(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    includingPushed: Bool = true
  ) -> [Slot<Route>] {
    var removed: [Slot<Route>] = []
    if placesMayDiffer(old, new) {
      let remaining = Set(Slot.places(in: new))
      removed = Slot.places(in: old).filter { !remaining.contains($0) }
    }
    if includingPushed { Slot.appendPushed(in: old, from: keptPath, to: &removed) }
    return removed
  }
}

extension Flow {
  /// Asks this flow and every flow below it whether it may leave; a confirmation given with
  /// ``confirmLeave()`` is used up unless this is only a question.
  func checkLeaveSubtree(consumingConfirmation: Bool = true) throws(NavigationError) {
    var pending: [Flow] = [self]
    while let flow = pending.popLast() {
      switch flow.withContainerCurrent({ flow.shouldLeave() }) {
      case .allow: break
      case .refuse(let reason):
        throw NavigationError(.leaveRefused(flow: flow.flowName, reason: reason))
      case .confirm(let prompt):
        if flow.leaveConfirmed {
          if consumingConfirmation { flow.leaveConfirmed = false }
        } else if Flow.confirming != nil {
          flow.leaveConfirmed = true
          Flow.confirming?.append(flow)
        } else {
          throw NavigationError(.leaveNeedsConfirmation(flow: flow.flowName, prompt: prompt))
        }
      }
      pending.append(contentsOf: flow.children)
    }
  }
}

/// A flow whose child places can be checked: a coordinator.
@MainActor
protocol ChildPlacesChecking {
  var childPlacesMistakes: [String] { get }
}

extension Coordinator: ChildPlacesChecking {
  var childPlacesMistakes: [String] {
    places.mistakes(in: router.storage, parent: self).map { "\(flowName): \($0)" }
  }
}

extension Flow {
  /// What is inconsistent in the record of this flow's child flows; empty when nothing is.
  /// What tests check after random changes.
  package func checkChildPlaces() -> [String] {
    (self as? any ChildPlacesChecking)?.childPlacesMistakes ?? []
  }
}
