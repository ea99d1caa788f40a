extension NavigationStep {
  /// The steps that turn `old` into `new`: a pure function.
  ///
  /// Presentations and routes that both states share at the bottom stay; only what differs
  /// above them is dismissed, popped, pushed or presented.
  ///
  /// ```swift
  /// let steps = NavigationStep.steps(from: before, to: after)
  /// // [.dismiss(count: 1), .pop(count: 2), .push([.thread(id: 3)])]
  /// try before.applying(steps) == after  // true
  /// ```
  public static func steps(from old: FlowState<Route>, to new: FlowState<Route>) -> [Self] {
    steps(from: old, to: new, knownStablePath: 0, knownStablePresented: 0)
  }

  /// The steps from `old` to `new`, trusting that the first `knownStablePath` routes of the
  /// path and the first `knownStablePresented` presentations are the same in both.
  ///
  /// Transactions know how deep their changes reached, so comparing starts there and costs
  /// time in proportion to the changed routes only.
  static func steps(
    from old: FlowState<Route>, to new: FlowState<Route>,
    knownStablePath: Int, knownStablePresented: Int
  ) -> [Self] {
    var steps: [Self] = []
    let keptPresented = commonPrefix(old.presented, new.presented, from: knownStablePresented)
    if old.presented.count > keptPresented {
      steps.append(.dismiss(count: old.presented.count - keptPresented))
    }
    appendStackSteps(from: old, to: new, knownStablePath: knownStablePath, into: &steps)
    for presentation in new.presented[keptPresented...] {
      steps.append(.present(presentation))
    }
    return steps
  }

  private static func appendStackSteps(
    from old: FlowState<Route>, to new: FlowState<Route>, knownStablePath: Int,
    into steps: inout [Self]
  ) {
    if old.tabs != new.tabs {
      steps.append(.setTabs(new.tabs, selected: new.root))
      if old.isBarHidden != new.isBarHidden { steps.append(.setBarHidden(new.isBarHidden)) }
      if !new.path.isEmpty { steps.append(.push(new.path)) }
      return
    }
    if new.isTabFlow {
      if old.root != new.root { steps.append(.selectTab(new.root)) }
      return
    }
    if old.root != new.root {
      steps.append(.setRoot(new.root, hidesBar: new.isBarHidden))
      if !new.path.isEmpty { steps.append(.push(new.path)) }
      return
    }
    if old.isBarHidden != new.isBarHidden { steps.append(.setBarHidden(new.isBarHidden)) }
    let kept = commonPrefix(old.path, new.path, from: knownStablePath)
    if old.path.count > kept { steps.append(.pop(count: old.path.count - kept)) }
    if new.path.count > kept { steps.append(.push(Array(new.path[kept...]))) }
  }

  private static func commonPrefix<Element: Equatable>(
    _ lhs: [Element], _ rhs: [Element], from start: Int
  ) -> Int {
    commonPrefixCount(lhs, rhs, from: start)
  }
}

/// How many elements `lhs` and `rhs` share at the start, trusting the first `start` to be equal.
func commonPrefixCount<Element: Equatable>(_ lhs: [Element], _ rhs: [Element], from start: Int)
  -> Int
{
  let limit = min(lhs.count, rhs.count)
  var index = min(start, limit)
  while index < limit, lhs[index] == rhs[index] { index += 1 }
  return index
}
