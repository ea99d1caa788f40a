import Observation

// NB: a navigation container's screens (its flat stack, with the screens of pushed child flows
// in place) are read on every change: by the renderer's queue, by SwiftUI bodies through
// `router.screens`, and by the user's changes. Building them walks every flow of the container
// and wraps every route, which costs O(stack) per read. They are kept instead, on the flow that
// heads the container: a change of that flow's own stack or presentations patches them in
// O(changed); any other change (a pushed child flow's router, a child flow attached or removed
// at a pushed route, a rollback) marks them to be built again at the next read. Observers of
// `router.screens` track them alone, so a change in another container does not reach them.

/// A navigation container's screens as last built or patched.
///
/// NB: a class, so that checking for them is a pointer test and patching them changes the one
/// copy in place.
@MainActor
final class KeptScreens {
  // NB: patched in place on every push and pop of a drawn flow; a patch calls nothing of the
  // adapter's or the core's that reads these screens (only the routes' `==`, which must not
  // navigate), so the run-time exclusivity check is left out.
  @exclusivity(unchecked) var screens: FlowState<ScreenRoute>

  init(_ screens: FlowState<ScreenRoute>) {
    self.screens = screens
  }
}

extension Flow {
  /// Stands for the container's screens in observations; it has no value.
  var observedScreens: Void { () }
  private static let observedScreensKeyPath = \Flow.observedScreens

  /// The screens of the container this flow heads, read without tracking; built when a change
  /// could not patch them.
  var containerScreens: FlowState<ScreenRoute>? {
    keptOrBuiltScreens?.screens
  }

  /// The kept screens of the container this flow heads, built when a change could not patch
  /// them.
  var keptOrBuiltScreens: KeptScreens? {
    if let keptScreens { return keptScreens }
    keptScreens = buildScreens().map(KeptScreens.init)
    return keptScreens
  }

  /// The screens of the container this flow heads, read inside an observation.
  var trackedContainerScreens: FlowState<ScreenRoute>? {
    childRegistrar.access(self, keyPath: Self.observedScreensKeyPath)
    return containerScreens
  }

  /// The container's screens changed in a way a patch does not describe: they are built again
  /// when next read.
  func screensNeedRebuilding() {
    // NB: every read builds the screens, so while none are kept nobody has read them since
    // observers were last told: there is nobody to tell.
    guard let kept = keptScreens else { return }
    joinedScreensRecord()?.willRebuild(from: kept.screens)
    keptScreens = nil
    screensDidChange()
  }

  /// Whether the kept screens of the container this flow heads are those its flows' states
  /// make (or are to be built at the next read); afterwards they are kept, so that the next
  /// change patches them. What tests check after random changes.
  package func checkKeptScreens() -> Bool {
    guard !isPushed else { return keptScreens == nil }
    let built = buildScreens()
    defer { keptScreens = built.map(KeptScreens.init) }
    return keptScreens.map { $0.screens == built } ?? true
  }

  /// Tells observers of the container's screens that they changed.
  func screensDidChange() {
    // NB: without a closure to run, whose isolation would be checked at every change.
    childRegistrar.willSet(self, keyPath: Self.observedScreensKeyPath)
    childRegistrar.didSet(self, keyPath: Self.observedScreensKeyPath)
  }
}

extension Coordinator {
  /// Keeps the screens of this flow's container up to date after its router went from `old`
  /// to its current state, the first `keptPath` routes of the path unchanged: a patch in
  /// O(changed) when this flow heads the container and no child flow is pushed at the routes
  /// that changed, else a rebuild at the next read.
  func routerScreensDidChange(from old: FlowState<Route>, keptPath: Int) {
    if isPushed || hasPushedChild(from: keptPath) {
      return stackContainer.screensNeedRebuilding()
    }
    guard let keptScreens else { return }
    keptScreens.screens.patch(
      own: old, to: router.storage, keptPath: keptPath, flow: id, record: joinedScreensRecord())
    screensDidChange()
  }

  /// The same for one route pushed on top.
  func routerScreensDidPush(_ route: Route) {
    if isPushed { return stackContainer.screensNeedRebuilding() }
    guard let keptScreens else { return }
    keptScreens.screens._path.append(ScreenRoute(route, flow: id))
    if screensRecord == nil, inPlaceDrawing == .started { inPlaceDrawing = .pushed }
    screensDidChange()
  }

  /// The same for the top route popped, which had no child flow.
  func routerScreensDidPop() {
    if isPushed { return stackContainer.screensNeedRebuilding() }
    guard let keptScreens, !keptScreens.screens._path.isEmpty else {
      return screensNeedRebuilding()
    }
    screensRecord?.willRemovePath(
      from: keptScreens.screens._path.count - 1, of: keptScreens.screens._path)
    let popped = keptScreens.screens._path.removeLast()
    if screensRecord == nil, inPlaceDrawing == .started {
      inPlaceDrawing = .popped
      poppedInPlace = popped
    }
    screensDidChange()
  }

  /// Whether a child flow is pushed at a path index from `index` up.
  private func hasPushedChild(from index: Int) -> Bool {
    places.hasPushedFlow(from: index)
  }

  /// The children changed: when a pushed one may have come or gone, the container's screens
  /// are built again.
  ///
  /// NB: checked only while screens are kept, and without the children before the change
  /// (reading them would copy them at every change): a 1,000-route link that starts a child at
  /// every route rebuilds the screens once, not 1,000 times.
  func pushedChildrenMayHaveChanged() {
    let container = stackContainer
    guard container.keptScreens != nil else {
      mayHavePushedChildren = true
      return
    }
    let hasPushed = places.hasPushedFlows
    if mayHavePushedChildren || hasPushed { container.screensNeedRebuilding() }
    mayHavePushedChildren = hasPushed
  }
}

extension FlowState where Route == ScreenRoute {
  /// Applies the change of the container's own state from `old` to `new` (the first
  /// `keptPath` routes of the path unchanged, no child flow pushed above them) to these
  /// screens, whose path ends with `old`'s routes from `keptPath` and whose presentations end
  /// with `old`'s.
  @MainActor
  mutating func patch<Own: Hashable & Codable & Sendable>(
    own old: FlowState<Own>, to new: FlowState<Own>, keptPath: Int, flow: FlowID,
    record: ScreensRecord?
  ) {
    let rootChanged = old.root != new.root
    let shapeChanged = old.shape != new.shape
    if rootChanged || shapeChanged || old.isBarHidden != new.isBarHidden {
      record?.willChangeHead(of: self)
      if rootChanged { root = ScreenRoute(new.root, flow: flow) }
      isBarHidden = new.isBarHidden
      if shapeChanged { shape = new.shape.map { ScreenRoute($0, flow: flow) } }
    }
    let removed = min(old.path.count - keptPath, _path.count)
    if removed > 0 {
      record?.willRemovePath(from: _path.count - removed, of: _path)
      _path.removeLast(removed)
    }
    var index = keptPath
    while index < new.path.count {
      if let transition = new.pathTransition(at: index) {
        _path.append(ScreenRoute(new.path[index], flow: flow, transition: transition))
      } else {
        _path.append(ScreenRoute(new.path[index], flow: flow))
      }
      index += 1
    }
    if old.presented != new.presented {
      let kept = commonScreenCount(old.presented[...], new.presented[...])
      let own = presented.count - min(old.presented.count, presented.count)
      if let restyled = (0..<kept).first(where: { old.presented[$0] != new.presented[$0] }) {
        // NB: recorded as going, so that the steps compare the old styles with the new; the
        // screens stay, restyled in place.
        record?.willRemovePresented(from: own + restyled, of: presented)
        for level in restyled..<kept where own + level < presented.count {
          presented[own + level].style = new.presented[level].style
        }
      }
      let removed = min(old.presented.count - kept, presented.count)
      if removed > 0 {
        record?.willRemovePresented(from: presented.count - removed, of: presented)
        presented.removeLast(removed)
      }
      for presentation in new.presented[kept...] {
        presented.append(presentation.map { ScreenRoute($0, flow: flow) })
      }
    }
  }
}
