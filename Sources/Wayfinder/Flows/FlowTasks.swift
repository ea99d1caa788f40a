/// The asynchronous work a flow runs for its bindings: tasks that end when the flow ends.
///
/// A binding's `async` handler runs as one of these tasks. The flow keeps each task until it
/// finishes and cancels those still running when it ends, so a handler awaiting
/// ``Coordinator/run(_:presenting:style:animated:)`` never outlives its flow: the child flow is
/// cancelled with the task.
@MainActor
struct FlowTasks {
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Adds a task made by `start` from the number it is kept under.
  mutating func add(_ start: (Int) -> Task<Void, Never>) {
    let id = nextID
    nextID += 1
    running[id] = start(id)
  }

  /// Forgets the task kept under `id`, which has finished.
  mutating func remove(_ id: Int) {
    running[id] = nil
  }

  /// Cancels every task still running.
  mutating func cancelAll() {
    for task in running.values { task.cancel() }
    running.removeAll()
  }
}

/// How many of a navigator's flow tasks are working: started, and neither finished nor
/// waiting for a child flow's result. Tests wait for it to reach zero.
@MainActor
package final class FlowActivity {
  /// The activity the current flow task counts in; set for the task's whole run.
  @TaskLocal package static var current: FlowActivity?

  private(set) var working = 0
  private var settledWaiters: [CheckedContinuation<Void, Never>] = []

  package init() {}

  /// A flow task started, or went back to work.
  func resume() { working += 1 }

  /// A flow task finished, or waits for a child flow's result.
  func pause() {
    working -= 1
    guard working == 0 else { return }
    let waiters = settledWaiters
    settledWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once no flow task is working.
  package func settled() async {
    guard working > 0 else { return }
    await withCheckedContinuation { settledWaiters.append($0) }
  }
}

extension Flow {
  /// Runs `work` as a task of this flow: on the main actor, cancelled when the flow ends, and
  /// counted as working (for ``FlowActivity``) until it finishes or waits for a child's result.
  ///
  /// Does nothing when the flow has ended.
  package func startTask(_ work: @escaping @MainActor () async -> Void) {
    guard !status.hasEnded else { return }
    let activity = navigator?.activity
    // NB: counted before the task runs, so that a test waiting right after the event that
    // started it sees it.
    activity?.resume()
    tasks.add { id in
      Task { @MainActor [weak self] in
        await FlowActivity.$current.withValue(activity) { await work() }
        activity?.pause()
        self?.tasks.remove(id)
      }
    }
  }
}
