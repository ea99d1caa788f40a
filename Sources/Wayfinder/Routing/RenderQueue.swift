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
final class RenderQueue {
  private let current: @MainActor () -> FlowState<ScreenRoute>?
  private let draw:
    @MainActor ([NavigationStep<ScreenRoute>], Bool, @escaping @MainActor () -> Void) -> Void
  private let timeout: @MainActor () -> Duration?
  private let timedOut: @MainActor (Int) -> Void

  /// The render in flight: what will be on screen when it lands, and who waits for it.
  private struct Flight {
    let generation: Int
    var target: FlowState<ScreenRoute>
    var completions: [@MainActor () -> Void]
    var timer: Task<Void, Never>?
  }

  private var flight: Flight?
  private var generation = 0
  /// Completions of the changes made while a render was in flight.
  private var waiting: [@MainActor () -> Void] = []
  private var waitingAnimated = false
  /// Whether changes were submitted while a render was in flight.
  private var pendingChanges = false

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

  /// Renders `steps`, the change to the current screens from those last submitted, now, or
  /// with the next render when one is in flight; `done` runs once it is on screen.
  func submit(
    _ steps: [NavigationStep<ScreenRoute>], to target: FlowState<ScreenRoute>? = nil,
    animated: Bool, done: (@MainActor () -> Void)? = nil
  ) {
    guard flight == nil else {
      if let done { waiting.append(done) }
      waitingAnimated = waitingAnimated || animated
      pendingChanges = true
      return
    }
    start(steps, to: target, animated: animated, completions: done.map { [$0] } ?? [])
  }

  /// Runs `completion` once the change submitted last is on screen; call it only while
  /// ``isRendering``.
  func onDrawn(_ completion: @escaping @MainActor () -> Void) {
    if pendingChanges {
      waiting.append(completion)
    } else {
      flight?.completions.append(completion)
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
    guard let target = flight?.target, let after = current() else { return }
    flight?.target = target.withUserChange(from: before, to: after)
  }

  /// The renderer is gone: what it was drawing is as shown as it will ever be. Every waiting
  /// completion runs, and a late completion from the old renderer is ignored.
  func abandon() {
    let completions = (flight?.completions ?? []) + waiting
    flight?.timer?.cancel()
    flight = nil
    waiting.removeAll()
    waitingAnimated = false
    pendingChanges = false
    complete(completions)
  }

  isolated deinit {
    abandon()
  }

  private func start(
    _ steps: [NavigationStep<ScreenRoute>], to known: FlowState<ScreenRoute>? = nil,
    animated: Bool, completions: [@MainActor () -> Void]
  ) {
    guard !steps.isEmpty, let target = known ?? current() else { return complete(completions) }
    generation += 1
    let generation = self.generation
    flight = Flight(generation: generation, target: target, completions: completions)
    draw(steps, animated) { [weak self] in
      self?.finish(generation, timedOutSteps: nil)
    }
    guard flight?.generation == generation, let limit = timeout() else { return }
    let count = steps.count
    flight?.timer = Task { [weak self] in
      try? await Task.sleep(for: limit)
      guard !Task.isCancelled else { return }
      self?.finish(generation, timedOutSteps: count)
    }
  }

  private func finish(_ generation: Int, timedOutSteps: Int?) {
    guard let flight, flight.generation == generation else { return }
    flight.timer?.cancel()
    self.flight = nil
    if let timedOutSteps { timedOut(timedOutSteps) }
    // NB: the changes gathered meanwhile go out before this render's completions run, so a
    // completion that navigates starts from what is on screen.
    if pendingChanges {
      pendingChanges = false
      let next = waiting
      let animated = waitingAnimated
      waiting.removeAll()
      waitingAnimated = false
      let steps = current().map { NavigationStep.steps(from: flight.target, to: $0) } ?? []
      start(steps, animated: animated, completions: next)
    }
    complete(flight.completions)
  }

  private func complete(_ completions: [@MainActor () -> Void]) {
    for completion in completions { completion() }
  }
}

extension FlowState where Route == ScreenRoute {
  /// These screens with the change the user made from `before` to `after` applied: the
  /// screens the user took away go, the ones the user added (a link appended to the path)
  /// come, and a tab the user chose is selected. What else differs between `before` and
  /// `after` came from code and is left for the next render.
  package func withUserChange(from before: Self, to after: Self) -> Self {
    var screens = self
    if before.path != after.path {
      let kept = commonPrefixCount(before.path, after.path, from: 0)
      screens._path.removeSubrange(min(kept, screens._path.count)...)
      screens._path.append(contentsOf: after.path[kept...])
    }
    if before.presented != after.presented {
      let kept = commonPrefixCount(before.presented, after.presented, from: 0)
      screens.presented.removeSubrange(min(kept, screens.presented.count)...)
      screens.presented.append(contentsOf: after.presented[kept...])
    }
    if before.root != after.root, screens.tabs == after.tabs { screens.root = after.root }
    return screens
  }
}
