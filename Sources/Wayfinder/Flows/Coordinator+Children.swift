extension Coordinator: RouterHost {
  var flowName: String { name }

  var hostFlow: Flow { self }

  var endedStatus: FlowStatus? { status.hasEnded ? status : nil }

  func checkLeave(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    consumingConfirmation: Bool
  ) throws(NavigationError) {
    guard !slotted.isEmpty else { return }
    for slot in Self.removedSlots(from: old, to: new, keptPath: keptPath) {
      try slotted[slot]?.checkLeaveSubtree(consumingConfirmation: consumingConfirmation)
    }
  }

  func checkpoint() -> @MainActor () -> Void {
    let saved = (slotted, vacated, probed, explicit, children)
    return { [self] in
      (slotted, vacated, probed, explicit, children) = saved
    }
  }

  func routerDidChange(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    in transaction: Transaction
  ) {
    if navigator?.hasObservers == true {
      let steps = NavigationStep.steps(
        from: old, to: new, knownStablePath: keptPath, knownStablePresented: 0)
      for kind in NavigationEvent.Kind.kinds(for: steps, from: old) { publish(kind) }
    }
    let placesMayDiffer = Self.placesMayDiffer(old, new)
    guard placesMayDiffer || keptPath < old.path.count || keptPath < new.path.count else { return }
    let reason: CancellationReason =
      transaction.origin == .user ? .dismissedByUser : .removedByParent
    for slot in Self.removedSlots(from: old, to: new, keptPath: keptPath) {
      vacated.remove(slot)
      probed.remove(slot)
      guard let child = slotted.removeValue(forKey: slot) else { continue }
      children.removeAll { $0 === child }
      transaction.end(child, .cancelled(reason))
    }
    var added = placesMayDiffer ? Slot.places(in: new) : []
    Slot.appendPushed(in: new, from: keptPath, to: &added)
    attach(added, in: transaction)
  }

  /// Makes this flow's router and children part of `transaction`, so a rollback restores them.
  func enlist(in transaction: Transaction) {
    router.enlist(in: transaction)
  }

  func userReselected(_ tab: Route) throws(NavigationError) {
    try slotted[.tab(tab)]?.reset(animated: true)
  }

  /// Starts a child flow for each of `slots` that has none yet and gets one.
  func attach(_ slots: [Slot<Route>], in transaction: Transaction) {
    for slot in slots {
      guard let child = childToAttach(at: slot) else { continue }
      slotted[slot] = child
      adopt(child, pushed: slot.isPushed, in: transaction)
    }
  }

  /// The flow to start at `slot`: the one given for it, or the one ``makeChild(for:)`` makes;
  /// `nil` when the slot has a flow, was left without one, or gets none.
  private func childToAttach(at slot: Slot<Route>) -> Flow? {
    // NB: the emptiness checks spare a push the hashing of its slot in the common case.
    guard slotted.isEmpty || slotted[slot] == nil, vacated.isEmpty || !vacated.contains(slot),
      probed.isEmpty || !probed.contains(slot)
    else { return nil }
    let given = explicit.isEmpty ? nil : explicit.removeValue(forKey: slot)
    guard let child = given ?? makeChild(for: slot.route), child.parent == nil,
      child.status == .idle
    else {
      // NB: a plain pushed route is asked once, when it is pushed; remembering it would make
      // every push cost a set insertion.
      if !slot.isPushed { probed.insert(slot) }
      return nil
    }
    return child
  }

  var changesInPlace: Bool {
    !status.hasEnded && navigator?.hasObservers != true && stackContainer.screenQueue == nil
  }

  func didPushInPlace(_ route: Route, at index: Int) {
    let child: Flow?
    if slotted.isEmpty, explicit.isEmpty, !mayHaveVacatedPushed || vacated.isEmpty {
      // NB: the common case, without making and hashing a slot.
      child = makeChild(for: route).flatMap { $0.parent == nil && $0.status == .idle ? $0 : nil }
    } else {
      child = childToAttach(at: .pushed(index, route))
    }
    guard let child else { return }
    let slot = Slot.pushed(index, route)
    Transaction.run { transaction in
      slotted[slot] = child
      adopt(child, pushed: true, in: transaction)
    }
  }

  func canPopInPlace(_ route: Route, at index: Int) -> Bool {
    slotted.isEmpty || slotted[.pushed(index, route)] == nil
  }

  func didPopInPlace(_ route: Route, at index: Int) {
    // NB: `probed` holds no pushed slots.
    guard mayHaveVacatedPushed, !vacated.isEmpty else { return }
    vacated.remove(.pushed(index, route))
  }

  func releaseSlotted(_ child: Flow, in transaction: Transaction) {
    guard let slot = slotted.first(where: { $0.value === child })?.key else {
      children.removeAll { $0 === child }
      return
    }
    enlist(in: transaction)
    slotted[slot] = nil
    children.removeAll { $0 === child }
    let leave: (inout FlowState<Route>) throws(NavigationError) -> Void
    switch slot {
    case .root, .tab:
      vacated.insert(slot)
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
      // NB: cannot happen: the slot proves the route is there and this flow is active.
      markVacant(slot)
    }
  }

  func forgetSlotted(_ child: Flow) {
    if let slot = slotted.first(where: { $0.value === child })?.key {
      slotted[slot] = nil
      markVacant(slot)
    }
  }

  /// Leaves `slot` without a flow until its route goes away.
  func markVacant(_ slot: Slot<Route>) {
    vacated.insert(slot)
    if slot.isPushed { mayHaveVacatedPushed = true }
  }

  /// Whether the slots outside the path (root, tabs, presentations) can differ.
  static func placesMayDiffer(_ old: FlowState<Route>, _ new: FlowState<Route>) -> Bool {
    old.root != new.root || old.tabs != new.tabs || old.presented != new.presented
  }

  /// The slots of `old` that `new` lacks, given that the first `keptPath` routes of both paths
  /// are the same: O(changed routes).
  static func removedSlots(from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int)
    -> [Slot<Route>]
  {
    var removed: [Slot<Route>] = []
    if placesMayDiffer(old, new) {
      let remaining = Set(Slot.places(in: new))
      removed = Slot.places(in: old).filter { !remaining.contains($0) }
    }
    Slot.appendPushed(in: old, from: keptPath, to: &removed)
    return removed
  }
}

extension Flow {
  /// Asks this flow and every flow below it whether it may leave; a confirmation given with
  /// ``confirmLeave()`` is used up unless this is only a question.
  func checkLeaveSubtree(consumingConfirmation: Bool = true) throws(NavigationError) {
    var pending: [Flow] = [self]
    while let flow = pending.popLast() {
      switch flow.shouldLeave() {
      case .allow: break
      case .refuse(let reason):
        throw NavigationError(.leaveRefused(flow: flow.name, reason: reason))
      case .confirm(let prompt):
        if flow.leaveConfirmed {
          if consumingConfirmation { flow.leaveConfirmed = false }
        } else {
          throw NavigationError(.leaveNeedsConfirmation(flow: flow.name, prompt: prompt))
        }
      }
      pending.append(contentsOf: flow.children)
    }
  }
}
