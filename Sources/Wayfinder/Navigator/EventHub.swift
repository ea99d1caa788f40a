import Atomics
import WayfinderDI

/// The observers of one navigator's events.
///
/// Thread-safe, so an observation can end from any thread (its deinit); events are delivered
/// on the main actor.
final class EventHub: Sendable {
  typealias Handler = @MainActor @Sendable (NavigationEvent) -> Void

  private struct Observers {
    var nextID = 0
    /// The handlers in the order they were added: their ids only grow.
    var handlers: [(id: Int, handler: Handler)] = []
  }

  private let observers = Lock(Observers())
  private let count = UnsafeAtomic<Int>.create(0)
  /// How many times the observers changed; a publish that sees the number it last read uses
  /// the handlers it last copied.
  private let changes = UnsafeAtomic<Int>.create(0)
  /// The handlers as of `changes` = `version`, read on the main actor without the lock.
  @MainActor private var copied: (version: Int, handlers: [Handler]) = (0, [])

  var hasObservers: Bool { count.load(ordering: .relaxed) > 0 }

  func add(_ handler: @escaping Handler) -> Int {
    observers.withLock { observers in
      observers.nextID += 1
      observers.handlers.append((observers.nextID, handler))
      count.wrappingIncrement(by: 1, ordering: .relaxed)
      changes.wrappingIncrement(by: 1, ordering: .releasing)
      return observers.nextID
    }
  }

  func remove(_ id: Int) {
    observers.withLock { observers in
      if let index = observers.handlers.firstIndex(where: { $0.id == id }) {
        observers.handlers.remove(at: index)
        count.wrappingDecrement(by: 1, ordering: .relaxed)
        changes.wrappingIncrement(by: 1, ordering: .releasing)
      }
    }
  }

  @MainActor func publish(_ event: NavigationEvent) {
    // NB: an event is published for every change while anyone observes, and the observers
    // rarely change: the lock is taken only when they did. A copy, so that a handler may add
    // or remove observers.
    let version = changes.load(ordering: .acquiring)
    if version != copied.version {
      copied = (version, observers.withLock { $0.handlers.map(\.handler) })
    }
    for handler in copied.handlers { handler(event) }
  }

  deinit {
    _ = count.destroy()
    _ = changes.destroy()
  }
}
