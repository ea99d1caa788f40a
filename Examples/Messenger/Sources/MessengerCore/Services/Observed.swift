import Observation

/// A value read from the database, with the revision of the data it reflects: every change
/// this app saves increases the revision.
public struct Revised<Value: Sendable>: Sendable {
  /// What was read.
  public var value: Value
  /// The revision it was read at.
  public var revision: Int

  /// A value read at `revision`.
  public init(value: Value, revision: Int) {
    self.value = value
    self.revision = revision
  }
}

/// A view model's state fed by a database observation (an async sequence of ``Revised``
/// values): when this app saves a change, the value follows without the view model reading
/// it again.
@MainActor
@Observable
public final class Observed<Value: Sendable> {
  /// The latest value.
  public private(set) var value: Value
  /// The revision ``value`` was read at; -1 until the observation delivers.
  public private(set) var revision = -1
  @ObservationIgnored private var isLive = true
  @ObservationIgnored
  private var waiters: [(id: Int, revision: Int, resume: CheckedContinuation<Void, Never>)] = []
  @ObservationIgnored private var nextWaiter = 0
  @ObservationIgnored private var task: Task<Void, Never>?

  /// Starts with `initial` (read at once, so a screen is right from the start) and follows
  /// `updates`, registered with `observations` so front ends can wait for it.
  public init(
    _ initial: Value, updates: AsyncThrowingStream<Revised<Value>, any Error>,
    observations: Observations
  ) {
    value = initial
    observations.add(self)
    task = Task { [weak self] in
      do {
        for try await update in updates {
          guard let self else { return }
          self.apply(update)
        }
      } catch {}
      self?.end()
    }
  }

  /// Stops following the database.
  func stop() {
    task?.cancel()
    task = nil
  }

  isolated deinit {
    task?.cancel()
    for waiter in waiters { waiter.resume.resume() }
  }

  private func apply(_ update: Revised<Value>) {
    value = update.value
    revision = update.revision
    let ready = waiters.filter { $0.revision <= update.revision }
    waiters.removeAll { $0.revision <= update.revision }
    for waiter in ready { waiter.resume.resume() }
  }

  /// The observation ended (the database closed or failed): nobody waits for it any more.
  private func end() {
    isLive = false
    let ended = waiters
    waiters = []
    for waiter in ended { waiter.resume.resume() }
  }

  /// Returns once ``value`` reflects `revision` or later, or the observation has ended, or
  /// after `timeout` (an observation that stalls must not stop the app).
  func wait(through revision: Int, timeout: Duration = .seconds(5)) async {
    guard isLive, self.revision < revision else { return }
    let id = nextWaiter
    nextWaiter += 1
    let timer = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      self?.resume(id)
    }
    await withCheckedContinuation { waiters.append((id, revision, $0)) }
    timer.cancel()
  }

  private func resume(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).resume.resume()
  }
}

/// The live observations of an app's view models, so that a front end which draws a screen
/// right after a change (the terminal) can wait until they show it.
@MainActor
public final class Observations {
  private var entries: [WeakEntry] = []

  private struct WeakEntry {
    weak var object: AnyObject?
    let wait: @MainActor (Int) async -> Void
    let stop: @MainActor () -> Void
  }

  /// No observations yet.
  public init() {}

  func add<Value>(_ observed: Observed<Value>) {
    entries.removeAll { $0.object == nil }
    entries.append(
      WeakEntry(
        object: observed, wait: { [weak observed] in await observed?.wait(through: $0) },
        stop: { [weak observed] in observed?.stop() }))
  }

  /// Stops every observation.
  public func stopAll() {
    for entry in entries { entry.stop() }
    entries = []
  }

  /// Returns once every live observation reflects `revision` or later.
  public func settle(through revision: Int) async {
    entries.removeAll { $0.object == nil }
    for entry in entries { await entry.wait(revision) }
  }
}
