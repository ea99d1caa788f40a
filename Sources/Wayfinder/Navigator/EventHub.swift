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
    var handlers: [Int: Handler] = [:]
  }

  private let observers = Lock(Observers())
  private let count = UnsafeAtomic<Int>.create(0)

  var hasObservers: Bool { count.load(ordering: .relaxed) > 0 }

  func add(_ handler: @escaping Handler) -> Int {
    observers.withLock { observers in
      observers.nextID += 1
      observers.handlers[observers.nextID] = handler
      count.wrappingIncrement(by: 1, ordering: .relaxed)
      return observers.nextID
    }
  }

  func remove(_ id: Int) {
    observers.withLock { observers in
      if observers.handlers.removeValue(forKey: id) != nil {
        count.wrappingDecrement(by: 1, ordering: .relaxed)
      }
    }
  }

  @MainActor func publish(_ event: NavigationEvent) {
    let handlers = observers.withLock { observers in
      observers.handlers.sorted { $0.key < $1.key }.map(\.value)
    }
    for handler in handlers { handler(event) }
  }

  deinit {
    _ = count.destroy()
  }
}
