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
  @_spi(Rendering)
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
    let pathBase = min(knownStablePath, old.path.count, new.path.count)
    let presentedBase = min(knownStablePresented, old.presented.count, new.presented.count)
    return steps(
      from: Ends(
        head: Ends.Head(root: old.root, isBarHidden: old.isBarHidden, shape: old.shape),
        pathBase: pathBase, pathTail: old.path[pathBase...],
        pathTransitions: old.pathTransitions, presentedBase: presentedBase,
        presentedTail: old.presented[presentedBase...]),
      to: new)
  }

  /// What a state was, where it may differ from the state it became: everything but the
  /// bottom of its path and of its presentations, which both states share.
  struct Ends {
    /// The root, bar and shape (tabs, tab items, split layout) of a state.
    struct Head {
      var root: Route
      var isBarHidden: Bool
      var shape: FlowState<Route>.Shape
    }
    /// The root, tabs and bar the state had; `nil` when they are the new state's.
    var head: Head?
    /// How many routes at the bottom of the path both states share.
    var pathBase: Int
    /// The routes of the path above them.
    var pathTail: ArraySlice<Route>
    /// The transitions of the path's routes, by index (``FlowState/pathTransitions``); a
    /// container's screens carry theirs in their routes and have none here.
    var pathTransitions: [Int: ScreenTransition] = [:]
    /// How many presentations at the bottom both states share.
    var presentedBase: Int
    /// The presentations above them.
    var presentedTail: ArraySlice<Presentation<Route>>
  }

  /// The steps from the state `old` describes to `new`, in time proportional to what differs.
  static func steps(from old: Ends, to new: FlowState<Route>) -> [Self] {
    var steps: [Self] = []
    let keptPresented =
      old.presentedBase + commonScreenCount(old.presentedTail, new.presented[old.presentedBase...])
    let oldPresented = old.presentedBase + old.presentedTail.count
    if oldPresented > keptPresented { steps.append(.dismiss(count: oldPresented - keptPresented)) }
    var oldIndex = old.presentedTail.startIndex
    for level in old.presentedBase..<keptPresented {
      let style = new.presented[level].style
      if old.presentedTail[oldIndex].style != style { steps.append(.restyle(level: level, style)) }
      oldIndex += 1
    }
    appendStackSteps(from: old, to: new, into: &steps)
    for presentation in new.presented[keptPresented...] {
      steps.append(.present(presentation))
    }
    return steps
  }

  private static func appendStackSteps(
    from old: Ends, to new: FlowState<Route>, into steps: inout [Self]
  ) {
    if let head = old.head, !appendHeadSteps(from: head, to: new, into: &steps) { return }
    // NB: a route that stayed keeps its transition; one with another was pushed again.
    let kept = sharedWithTransitions(
      old.pathBase + commonPrefixCount(old.pathTail, new.path[old.pathBase...]),
      old.pathTransitions, new.pathTransitions)
    let oldCount = old.pathBase + old.pathTail.count
    if oldCount > kept { steps.append(.pop(count: oldCount - kept)) }
    if new.path.count > kept {
      steps.append(.push(Array(new.path[kept...])))
      appendTransitionSteps(of: new, from: kept, into: &steps)
    }
  }

  /// Appends a step for each route of `new`'s path from `start` up that arrived other than the
  /// standard way, bottom first.
  private static func appendTransitionSteps(
    of new: FlowState<Route>, from start: Int, into steps: inout [Self]
  ) {
    let transitions = new.pathTransitions
    guard !transitions.isEmpty else { return }
    for index in transitions.keys.sorted() where index >= start {
      if let transition = transitions[index] { steps.append(.setTransition(transition, at: index)) }
    }
  }

  /// Appends the steps that change `old`'s root, tabs and bar to `new`'s; `false` when they
  /// redraw the whole stack (or a tab flow's), so that the path needs no steps of its own.
  private static func appendHeadSteps(
    from old: Ends.Head, to new: FlowState<Route>, into steps: inout [Self]
  ) -> Bool {
    if old.shape.tabs != new.tabs {
      steps.append(.setTabs(new.tabs, selected: new.root))
      if old.shape.split != new.split, new.split != nil { steps.append(.setSplit(new.split)) }
      appendTabItemSteps(from: old.shape.tabItems, to: new, into: &steps)
      if case .tabs(let layout) = new.shape, !layout.isArrangedByDefault {
        steps.append(.arrangeTabs(layout))
      }
      if old.isBarHidden != new.isBarHidden { steps.append(.setBarHidden(new.isBarHidden)) }
      if !new.path.isEmpty {
        steps.append(.push(new.path))
        appendTransitionSteps(of: new, from: 0, into: &steps)
      }
      return false
    }
    if old.shape.split != new.split { steps.append(.setSplit(new.split)) }
    if case .tabs(let layout) = new.shape {
      if case .tabs(let oldLayout) = old.shape, !oldLayout.isArranged(as: layout) {
        steps.append(.arrangeTabs(layout))
      }
      if old.root != new.root { steps.append(.selectTab(new.root)) }
      appendTabItemSteps(from: old.shape.tabItems, to: new, into: &steps)
      return false
    }
    if old.root != new.root {
      steps.append(.setRoot(new.root, hidesBar: new.isBarHidden))
      if !new.path.isEmpty {
        steps.append(.push(new.path))
        appendTransitionSteps(of: new, from: 0, into: &steps)
      }
      return false
    }
    if old.isBarHidden != new.isBarHidden { steps.append(.setBarHidden(new.isBarHidden)) }
    return true
  }
}

extension NavigationStep {
  /// Appends a step for each of `new`'s tabs whose item is not what `old` had for it (a tab
  /// new to the list counts as having had none), in the order of the tabs.
  fileprivate static func appendTabItemSteps(
    from old: [Route: TabItem], to new: FlowState<Route>, into steps: inout [Self]
  ) {
    guard old != new.tabItems else { return }
    for tab in new.tabs {
      let item = new.tabItems[tab] ?? TabItem()
      if (old[tab] ?? TabItem()) != item { steps.append(.setTabItem(tab, item)) }
    }
  }
}

/// How many elements `lhs` and `rhs` share at the start, trusting the first `start` to be equal.
func commonPrefixCount<Element: Equatable>(_ lhs: [Element], _ rhs: [Element], from start: Int)
  -> Int
{
  let stable = min(start, lhs.count, rhs.count)
  return stable + commonPrefixCount(lhs[stable...], rhs[stable...])
}

/// How many elements `lhs` and `rhs` share at their starts.
func commonPrefixCount<Element: Equatable>(_ lhs: ArraySlice<Element>, _ rhs: ArraySlice<Element>)
  -> Int
{
  var count = 0
  var left = lhs.startIndex
  var right = rhs.startIndex
  while left < lhs.endIndex, right < rhs.endIndex, lhs[left] == rhs[right] {
    count += 1
    left += 1
    right += 1
  }
  return count
}
