import WayfinderDI

/// The observers of one navigator's events.
///
/// Thread-safe, so an observation can end from any thread (its deinit); events are delivered
/// on the main actor.
final class EventHub: Sendable {
  typealias Handler = @MainActor @Sendable (NavigationEvent) -> Void

  private struct Observers {
    var nextID = 0
    /// The handlers with their ids, which only grow.
    var entries: [(id: Int, handler: Handler)] = []
    /// The handlers of `entries`, made again at every change.
    var current: [Handler] = []
  }

  private let observers = Lock(Observers())
  private let count = AtomicWord.make()
  /// How many times the observers changed; a publish that sees the number it last read uses
  /// the handlers it last read, when they are still alive.
  private let changes = AtomicWord.make()
  /// The value of `changes` when `lastHandlers` were read.
  @MainActor private var lastVersion: UInt = 0
  /// The handlers a publish last read. A removed handler may hold the flows that hold this
  /// hub, so a change of the observers forgets them: at once on the main actor, and from
  /// another thread as soon as the main actor runs (`forgetLastHandlers()`).
  ///
  /// NB: strong, not weak: a weakly referenced object keeps its counts in a side table, and
  /// reading the list weakly cost a slow retain and release at every event, about 250
  /// instructions of each.
  @MainActor private var lastHandlers: [Handler] = []

  var hasObservers: Bool { count.load(ordering: .relaxed) > 0 }

  /// Where the navigator marks its changes as intervals, if anywhere: counted as an observer,
  /// so that changes make their events.
  @MainActor var signposts: NavigationSignposts? {
    didSet { count(attached: signposts != nil, was: oldValue != nil) }
  }

  /// What records the navigator's changes, if anything: counted as an observer, so that
  /// changes make their events and steps.
  // NB: read on every change while anyone observes; only assigned whole, so the run-time
  // exclusivity check is left out.
  @MainActor @exclusivity(unchecked) var recorder: NavigationRecorder? {
    didSet { count(attached: recorder != nil, was: oldValue != nil) }
  }

  private func count(attached: Bool, was: Bool) {
    guard attached != was else { return }
    count.add(attached ? 1 : -1, ordering: .relaxed)
  }

  // NB: what the observers let go of is released after the lock, and after the writes that
  // dropped it: a handler may hold what cancels an observation of this hub when released (an
  // observer that keeps its own token), which takes the lock, and writes the list a publish
  // reuses, again.

  func add(_ handler: @escaping Handler) -> Int {
    let (id, replaced) = observers.withLock { observers in
      observers.nextID += 1
      observers.entries.append((observers.nextID, handler))
      let replaced = observers.current
      observers.current = observers.entries.map(\.handler)
      count.add(1, ordering: .relaxed)
      changes.add(1, ordering: .releasing)
      return (observers.nextID, replaced)
    }
    withExtendedLifetime(replaced) {}
    return id
  }

  /// Lets go of the handlers a publish last read, once the observers changed.
  private func forgetLastHandlers() {
    // NB: asked of the main queue, not the main thread: on Linux the main actor's queue need
    // not run on the main thread.
    if MainActorCheck.isCurrent {
      MainActor.assumeIsolated { forgetNow() }
    } else {
      // NB: the hub strongly, until the task runs: a weak reference would move its counts to
      // a side table for good, and every later event would pay for it.
      Task { @MainActor [self] in forgetNow() }
    }
  }

  /// Empties the list a publish reuses and makes the next publish read the observers again:
  /// a publish may have read the new list before this ran.
  @MainActor private func forgetNow() {
    let forgotten = lastHandlers
    lastHandlers = []
    lastVersion = .max
    withExtendedLifetime(forgotten) {}
  }

  func remove(_ id: Int) {
    let dropped = observers.withLock { observers -> ([Handler], Handler)? in
      guard let index = observers.entries.firstIndex(where: { $0.id == id }) else { return nil }
      let removed = observers.entries.remove(at: index)
      let replaced = observers.current
      observers.current = observers.entries.map(\.handler)
      count.add(-1, ordering: .relaxed)
      changes.add(1, ordering: .releasing)
      return (replaced, removed.handler)
    }
    guard let dropped else { return }
    forgetLastHandlers()
    withExtendedLifetime(dropped) {}
  }

  /// Forgets every observer: their navigator is gone, so the flows it had, which may live on,
  /// tell nobody, and mark no intervals.
  func close() {
    let dropped = observers.withLock { observers -> ([Handler], [Handler])? in
      guard !observers.entries.isEmpty else {
        count.store(0, ordering: .relaxed)
        return nil
      }
      let handlers = observers.entries.map(\.handler)
      let replaced = observers.current
      observers.entries.removeAll()
      observers.current = []
      count.store(0, ordering: .relaxed)
      changes.add(1, ordering: .releasing)
      return (replaced, handlers)
    }
    guard let dropped else { return }
    forgetLastHandlers()
    withExtendedLifetime(dropped) {}
  }

  @MainActor func publish(_ event: NavigationEvent) {
    // NB: an event is published for every change while anyone observes, and the observers
    // rarely change: the lock is taken only when they did. The list is never changed in
    // place, so a handler may add or remove observers.
    let version = changes.load(ordering: .acquiring)
    let handlers: [Handler]
    if version == lastVersion {
      handlers = lastHandlers
    } else {
      handlers = observers.withLock { $0.current }
      let replaced = lastHandlers
      lastVersion = version
      lastHandlers = handlers
      withExtendedLifetime(replaced) {}
    }
    recorder?.note(event)
    for handler in handlers { handler(event) }
  }

  deinit {
    count.free()
    changes.free()
  }
}
