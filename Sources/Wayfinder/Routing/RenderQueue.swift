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
/// completion that arrives after that, or a second time, is ignored.
@MainActor
final class RenderQueue {
  private let current: @MainActor () -> FlowState<ScreenRoute>?
  private let draw:
    @MainActor ([NavigationStep<ScreenRoute>], Bool, @escaping @MainActor () -> Void) -> Void
  private let timeout: @MainActor () -> Duration?
  private let timedOut: @MainActor (Int) -> Void

  /// The render in flight: what it will show, and who waits for it.
  private var flight: (generation: Int, target: FlowState<ScreenRoute>, timer: Task<Void, Never>?)?
  private var generation = 0
  /// Completions of the changes made while a render was in flight.
  private var waiting: [@MainActor () -> Void] = []
  private var waitingAnimated = false

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

  /// Renders the change from `original` to the current screens now, or with the next render
  /// when one is in flight; `done` runs once it is on screen.
  func submit(
    from original: FlowState<ScreenRoute>, animated: Bool, done: @escaping @MainActor () -> Void
  ) {
    guard flight == nil else {
      waiting.append(done)
      waitingAnimated = waitingAnimated || animated
      return
    }
    start(from: original, animated: animated, completions: [done])
  }

  /// A change the user made is on screen already; a render in flight will show it too, so the
  /// next render starts from the screens as they are now.
  func userChanged() {
    guard let flight, let now = current() else { return }
    self.flight = (flight.generation, now, flight.timer)
  }

  private func start(
    from base: FlowState<ScreenRoute>, animated: Bool, completions: [@MainActor () -> Void]
  ) {
    guard let target = current() else { return complete(completions) }
    let steps = NavigationStep.steps(from: base, to: target)
    guard !steps.isEmpty else { return complete(completions) }
    generation += 1
    let generation = self.generation
    flight = (generation, target, nil)
    draw(steps, animated) { [weak self] in
      self?.finish(generation, completions: completions, timedOutSteps: nil)
    }
    guard flight?.generation == generation, let limit = timeout() else { return }
    let count = steps.count
    flight?.timer = Task { [weak self] in
      try? await Task.sleep(for: limit)
      guard !Task.isCancelled else { return }
      self?.finish(generation, completions: completions, timedOutSteps: count)
    }
  }

  private func finish(
    _ generation: Int, completions: [@MainActor () -> Void], timedOutSteps: Int?
  ) {
    guard let flight, flight.generation == generation else { return }
    flight.timer?.cancel()
    self.flight = nil
    if let timedOutSteps { timedOut(timedOutSteps) }
    // NB: the changes gathered meanwhile go out before this render's completions run, so a
    // completion that navigates starts from what is on screen.
    if !waiting.isEmpty {
      let next = waiting
      let animated = waitingAnimated
      waiting.removeAll()
      waitingAnimated = false
      start(from: flight.target, animated: animated, completions: next)
    }
    complete(completions)
  }

  private func complete(_ completions: [@MainActor () -> Void]) {
    for completion in completions { completion() }
  }
}
