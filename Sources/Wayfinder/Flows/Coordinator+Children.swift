extension Coordinator: RouterHost {
  var flowName: String { name }

  var endedStatus: FlowStatus? { status.hasEnded ? status : nil }

  func checkLeave(
    from old: FlowState<Route>, to new: FlowState<Route>, consumingConfirmation: Bool
  ) throws(NavigationError) {
    guard !slotted.isEmpty, Self.slotsMayDiffer(old, new) else { return }
    let remaining = Set(Slot.all(in: new))
    for (slot, child) in slotted where !remaining.contains(slot) {
      try child.checkLeaveSubtree(consumingConfirmation: consumingConfirmation)
    }
  }

  func checkpoint() -> @MainActor () -> Void {
    let saved = (slotted, vacated, probed, explicit, children)
    return { [self] in
      (slotted, vacated, probed, explicit, children) = saved
    }
  }

  func routerDidChange(
    from old: FlowState<Route>, to new: FlowState<Route>, steps: [NavigationStep<Route>],
    in transaction: Transaction
  ) {
    if navigator?.hasObservers == true {
      for kind in NavigationEvent.Kind.kinds(for: steps, from: old) { publish(kind) }
    }
    guard Self.slotsMayDiffer(old, new) else { return }
    let remaining = Set(Slot.all(in: new))
    let reason: CancellationReason =
      transaction.origin == .user ? .dismissedByUser : .removedByParent
    for (slot, child) in slotted where !remaining.contains(slot) {
      slotted[slot] = nil
      children.removeAll { $0 === child }
      transaction.end(child, .cancelled(reason))
    }
    vacated.formIntersection(remaining)
    probed.formIntersection(remaining)
    attachChildren(for: new, in: transaction)
  }

  /// Makes this flow's router and children part of `transaction`, so a rollback restores them.
  func enlist(in transaction: Transaction) {
    router.enlist(in: transaction)
  }

  func userReselected(_ tab: Route) throws(NavigationError) {
    try slotted[.tab(tab)]?.reset(animated: true)
  }

  /// Starts a child flow for each place of `state` that has none yet and gets one.
  func attachChildren(for state: FlowState<Route>, in transaction: Transaction) {
    for slot in Slot.all(in: state)
    where slotted[slot] == nil && !vacated.contains(slot) && !probed.contains(slot) {
      guard let child = explicit.removeValue(forKey: slot) ?? makeChild(for: slot.route),
        child.parent == nil, child.status == .idle
      else {
        probed.insert(slot)
        continue
      }
      slotted[slot] = child
      adopt(child, in: transaction)
    }
  }

  func releaseSlotted(_ child: Flow, in transaction: Transaction) {
    guard let slot = slotted.first(where: { $0.value === child })?.key else {
      children.removeAll { $0 === child }
      return
    }
    enlist(in: transaction)
    slotted[slot] = nil
    children.removeAll { $0 === child }
    guard case .presented(let index, _) = slot else {
      vacated.insert(slot)
      return
    }
    do {
      try router.change(animated: transaction.animated, guarded: false, completion: nil) {
        (state) throws(NavigationError) in
        try state.dismiss(count: state.presented.count - index)
      }
    } catch {
      // NB: cannot happen: the slot proves the presentation exists and this flow is active.
      vacated.insert(slot)
    }
  }

  func forgetSlotted(_ child: Flow) {
    if let slot = slotted.first(where: { $0.value === child })?.key {
      slotted[slot] = nil
      vacated.insert(slot)
    }
  }

  /// Whether the places for child flows can differ between the two states.
  static func slotsMayDiffer(_ old: FlowState<Route>, _ new: FlowState<Route>) -> Bool {
    old.root != new.root || old.tabs != new.tabs || old.presented != new.presented
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
