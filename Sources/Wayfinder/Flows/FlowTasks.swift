/// The asynchronous work a flow runs for its bindings: tasks that end when the flow ends.
///
/// A binding's `async` handler runs as one of these tasks. The flow keeps each task until it
/// finishes and cancels those still running when it ends, so a handler awaiting
/// ``Coordinator/run(_:presenting:style:animated:fileID:filePath:line:column:)`` never outlives its flow: the child flow is
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
  private(set) var working = 0
  private var settledWaiters: [CheckedContinuation<Void, Never>] = []

  package init() {}

  /// A flow task started, or went back to work.
  func resume() { working += 1 }

  /// A flow task finished, or waits for a child flow's result.
  func pause() {
    working -= 1
    guard working <= 0 else { return }
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

/// One flow task's part in its navigator's ``FlowActivity``: whether that task works or waits
/// for a child flow.
@MainActor
final class FlowTaskActivity {
  /// The part of the flow task running now; tasks it starts inherit it, but only the flow
  /// task itself pauses it.
  @TaskLocal static var current: FlowTaskActivity?

  private let activity: FlowActivity
  /// The flow task, told apart from the tasks it starts by this hash of its identity.
  private var task: Int?
  private var isWaiting = false

  init(_ activity: FlowActivity) {
    self.activity = activity
    activity.resume()
  }

  /// Runs `work` as this part's task.
  func run(_ work: @MainActor () async -> Void) async {
    task = withUnsafeCurrentTask { $0?.hashValue }
    await FlowTaskActivity.$current.withValue(self) { await work() }
    // NB: a later task may reuse this one's address, and with it its hash.
    task = nil
    activity.pause()
  }

  /// The flow task is about to wait for a child flow: it stops counting as working. Returns
  /// `self` to resume with, or `nil` when the caller is another task (one the flow task
  /// started) or the flow task already waits (for several children at once).
  func pauseToWait() -> FlowTaskActivity? {
    guard !isWaiting, task != nil, withUnsafeCurrentTask(body: { $0?.hashValue }) == task else {
      return nil
    }
    isWaiting = true
    activity.pause()
    return self
  }

  /// The child flow the task waited for has ended: the task works again from now, not from
  /// when it next runs.
  func resumeAfterWait() {
    guard isWaiting else { return }
    isWaiting = false
    activity.resume()
  }
}

extension Flow {
  /// Runs `work` as a task of this flow: on the main actor, cancelled when the flow ends, and
  /// counted as working (for ``FlowActivity``) until it finishes or waits for a child's result.
  ///
  /// Does nothing when the flow has ended.
  package func startTask(_ work: @escaping @MainActor () async -> Void) {
    guard !status.hasEnded else { return }
    // NB: counted before the task runs, so that a test waiting right after the event that
    // started it sees it.
    let part = navigator.map { FlowTaskActivity($0.activity) }
    // NB: a task inherits `Container.current` from here, where the flow's container is made
    // current for its run.
    withContainerCurrent {
      tasks.add { id in
        Task { @MainActor [weak self] in
          if let part { await part.run(work) } else { await work() }
          self?.tasks.remove(id)
        }
      }
    }
  }
}
