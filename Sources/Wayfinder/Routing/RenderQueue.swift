/// Hands a navigation container's changes to its renderer one at a time.
///
/// On a device a change takes time to appear, and UIKit refuses a new transition while one is
/// running. The queue keeps that rule for every renderer: it hands over one list of steps,
/// waits until the renderer calls its completion, and meanwhile gathers the changes that
/// arrive; when the renderer is done, they go out as one list from what is on screen to the
/// current screens. A change's completion handlers (and ``NavigationChange/onScreen()``) run once the
/// change is on screen. A renderer that completes at once sees no difference.
///
/// A renderer that never calls its completion would hold every later change back: after
/// ``Router/renderTimeout`` the queue takes the change as shown, runs the waiting completions,
/// reports ``NavigationEvent/Kind/renderTimedOut(steps:)`` and goes on with the next change. A
/// completion that arrives after that, or a second time, is ignored. When the renderer goes
/// away (its flow ended, or the app removed it), nothing it was drawing will ever show more:
/// the queue is abandoned and every waiting completion runs.
@MainActor
@usableFromInline
final class RenderQueue {
  private let current: @MainActor () -> FlowState<ScreenRoute>?
  private let draw:
    @MainActor ([NavigationStep<ScreenRoute>], Bool, @escaping @MainActor () -> Void) -> Void
  private let timeout: @MainActor () -> Duration?
  private let timedOut: @MainActor (Int) -> Void

  // NB: the render in flight is kept in separate properties rather than one optional record:
  // copying the record in and out cost more than the change it draws. They are private, only
  // ever assigned or read whole, and never passed `inout` across a call that could reach the
  // queue again, so the run-time exclusivity check is left out.
  /// The render in flight; `nil` when none is.
  @exclusivity(unchecked) private var flight: Flight?
  /// A flight that ended and that nothing else holds, for the next render.
  @exclusivity(unchecked) private var spareFlight: Flight?
  /// What will be on screen when the render in flight lands; taken only when it is needed
  /// (see `start`).
  @exclusivity(unchecked) private var target: FlowState<ScreenRoute>?
  /// Whether `target` was taken for the render in flight.
  ///
  /// NB: a flag, because comparing an optional of screens with `nil` copies them.
  @exclusivity(unchecked) private var hasTarget = false
  /// Who waits for the render in flight.
  @exclusivity(unchecked) private var completions: [@MainActor () -> Void] = []
  @exclusivity(unchecked) private var timer: Task<Void, Never>?
  /// Completions of the changes made while a render was in flight.
  @exclusivity(unchecked) private var waiting: [@MainActor () -> Void] = []
  @exclusivity(unchecked) private var waitingAnimated = false
  /// Whether the renderer went: nothing is drawn any more.
  private var isAbandoned = false
  /// Whether changes were submitted while a render was in flight.
  @exclusivity(unchecked) private var pendingChanges = false

  init(
    current: @escaping @MainActor () -> FlowState<ScreenRoute>?,
    timeout: @escaping @MainActor () -> Duration?,
    timedOut: @escaping @MainActor (Int) -> Void,
    draw:
      @escaping @MainActor (
        [NavigationStep<ScreenRoute>], Bool, @escaping @MainActor () -> Void
      ) -> Void
  ) {
    self.current = current
    self.timeout = timeout
    self.timedOut = timedOut
    self.draw = draw
  }

  /// Renders `steps`, the change from the screens `before` to the current ones, now, or with
  /// the next render when one is in flight; `done` runs once it is on screen.
  func submit(
    _ steps: [NavigationStep<ScreenRoute>], from before: @autoclosure () -> FlowState<ScreenRoute>,
    animated: Bool, done: (@MainActor () -> Void)? = nil
  ) {
    // NB: a change that took this queue before its renderer went (an in-place push whose
    // child flow removed the renderer, a transaction that did) draws nothing.
    guard !isAbandoned else {
      done?()
      return
    }
    guard flight == nil else {
      // NB: a change made while the renderer was drawing, before it returned: what it draws
      // is what the screens were before this change.
      if !hasTarget { take(before()) }
      if let done { waiting.append(done) }
      waitingAnimated = waitingAnimated || animated
      pendingChanges = true
      return
    }
    // NB: not `done.map { … }`, whose closure would have its isolation checked at run time.
    var completions: [@MainActor () -> Void] = []
    if let done { completions.append(done) }
    start(steps, animated: animated, completions: completions)
  }

  /// Runs `completion` once the change submitted last is on screen; call it only while
  /// ``isRendering``.
  func onDrawn(_ completion: @escaping @MainActor () -> Void) {
    if pendingChanges {
      waiting.append(completion)
    } else {
      completions.append(completion)
    }
  }

  /// Whether a render is in flight.
  var isRendering: Bool { flight != nil }

  /// The screens the renderer is to show.
  var currentScreens: FlowState<ScreenRoute>? { current() }

  /// The user changed the screens from `before` to the current ones, and that change is on
  /// screen already: a render in flight lands with the user's change applied to what it
  /// draws, so the next render starts from there and still draws the changes queued meanwhile.
  func userChanged(from before: FlowState<ScreenRoute>) {
    guard flight != nil, let after = current() else { return }
    take(((hasTarget ? target : nil) ?? before).withUserChange(from: before, to: after))
  }

  /// The renderer is gone: what it was drawing is as shown as it will ever be. Every waiting
  /// completion runs, and a late completion from the old renderer is ignored.
  func abandon() {
    isAbandoned = true
    let completions = self.completions + waiting
    endFlight()
    waiting.removeAll()
    waitingAnimated = false
    pendingChanges = false
    complete(completions)
  }

  isolated deinit {
    abandon()
  }

  private func start(
    _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
    completions: [@MainActor () -> Void]
  ) {
    guard !steps.isEmpty else { return complete(completions) }
    var flight: Flight
    if let spare = spareFlight {
      spareFlight = nil
      spare.queue = self
      flight = spare
    } else {
      flight = Flight(queue: self)
    }
    self.flight = flight
    self.completions = completions
    draw(steps, animated, flight.complete)
    guard self.flight === flight else {
      // NB: the renderer finished before it returned (most do). Unless it kept the
      // completion, which a late call must find ended, nothing holds this flight any more:
      // the next render reuses it rather than making one.
      if isKnownUniquelyReferenced(&flight) { spareFlight = flight }
      return
    }
    // NB: most renderers finish before they return, and then what they drew is never needed:
    // it is taken only now, unless a change made meanwhile took it already.
    if !hasTarget { take(current()) }
    guard let limit = timeout() else { return }
    let count = steps.count
    // NB: a copy is captured: capturing the variable would box it on every render.
    let inFlight = flight
    timer = Task { [weak self] in
      try? await Task.sleep(for: limit)
      guard !Task.isCancelled else { return }
      self?.finish(inFlight, timedOutSteps: count)
    }
  }

  /// Keeps `screens` as what the render in flight draws.
  private func take(_ screens: FlowState<ScreenRoute>?) {
    target = screens
    hasTarget = true
  }

  /// Forgets the render in flight.
  private func endFlight() {
    flight?.queue = nil
    flight = nil
    if hasTarget {
      target = nil
      hasTarget = false
    }
    if !completions.isEmpty { completions = [] }
    if let timer {
      timer.cancel()
      self.timer = nil
    }
  }

  fileprivate func finish(_ flight: Flight, timedOutSteps: Int?) {
    guard self.flight === flight else { return }
    let drawn = pendingChanges ? target : nil
    let completions = self.completions
    endFlight()
    // NB: the timeout is reported once the queue is consistent again (the changes gathered
    // meanwhile sent, the completions run): an observer that navigates starts from there.
    defer { if let timedOutSteps { timedOut(timedOutSteps) } }
    // NB: the changes gathered meanwhile go out before this render's completions run, so a
    // completion that navigates starts from what is on screen.
    if pendingChanges {
      pendingChanges = false
      let next = waiting
      let animated = waitingAnimated
      waiting.removeAll()
      waitingAnimated = false
      var steps: [NavigationStep<ScreenRoute>] = []
      if let drawn, let current = current() {
        steps = NavigationStep.steps(from: drawn, to: current)
      }
      start(steps, animated: animated, completions: next)
    }
    complete(completions)
  }

  private func complete(_ completions: [@MainActor () -> Void]) {
    for completion in completions { completion() }
  }
}

/// One list of steps handed to a renderer: its completion reaches the queue once, and only
/// while the queue still waits for it.
///
/// NB: it holds the queue while the render is in flight and lets it go when the render ends
/// (drawn, timed out or abandoned: the owner of a queue abandons it as it lets it go), rather
/// than a completion capturing the queue weakly: a weak reference made for every render cost
/// more than drawing a push.
@MainActor
private final class Flight {
  var queue: RenderQueue?

  init(queue: RenderQueue) {
    self.queue = queue
  }

  func complete() {
    queue?.finish(self, timedOutSteps: nil)
  }
}

extension FlowState where Route == ScreenRoute {
  /// These screens with the change the user made from `before` to `after` applied: the
  /// screens the user took away go, the ones the user added (a link appended to the path)
  /// come, a tab the user chose is selected, and tabs the user reordered or hid are. What else differs between `before` and
  /// `after` came from code and is left for the next render.
  package func withUserChange(from before: Self, to after: Self) -> Self {
    var screens = self
    if before.path != after.path {
      let kept = commonPrefixCount(before.path, after.path, from: 0)
      screens._path.removeSubrange(min(kept, screens._path.count)...)
      screens._path.append(contentsOf: after.path[kept...])
    }
    if before.presented != after.presented {
      let kept = commonScreenCount(before.presented[...], after.presented[...])
      // NB: the user changes a sheet's resting detent alone; the rest of its style may hold a
      // change from code the renderer has not drawn yet.
      for level in 0..<min(kept, screens.presented.count)
      where before.presented[level].style.selectedDetent
        != after.presented[level].style.selectedDetent
        && screens.presented[level].isSameScreen(as: after.presented[level])
      {
        screens.presented[level].style.selectedDetent = after.presented[level].style.selectedDetent
      }
      screens.presented.removeSubrange(min(kept, screens.presented.count)...)
      screens.presented.append(contentsOf: after.presented[kept...])
    }
    if before.root != after.root, screens.tabs == after.tabs { screens.root = after.root }
    // NB: the user reorders and hides tabs; sections and the style come from code.
    if case .tabs(let old) = before.shape, case .tabs(let new) = after.shape,
      old.customization != new.customization, case .tabs(var shown) = screens.shape,
      shown.tabs == new.tabs
    {
      shown.customization = new.customization
      screens.shape = .tabs(shown)
    }
    return screens
  }
}
