import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

/// A service made by a factory that reads a lazy property of a `LazyHub`.
final class LazySpoke: Sendable {}
/// A service built on a second thread whose factory also reads the hub's lazy property.
final class LazyRim: Sendable {}

/// Holds the lazy properties a cycle goes through, read from the container current when it
/// is made.
///
/// `@unchecked Sendable`: the wrappers' storage is written only in `init`; the wrappers are
/// `Sendable`.
final class LazyHub: @unchecked Sendable {
  @LazyInjected var spoke: LazySpoke
  @WeakLazyInjected var weakSpoke: LazySpoke?

  /// A hub whose properties resolve from `container`.
  static func made(in container: Container) -> LazyHub {
    Container.$current.withValue(container) { LazyHub() }
  }
}

/// Hands a factory registered before it the hub made after.
final class HubHolder: Sendable {
  private let stored = Lock<LazyHub?>(nil)
  var hub: LazyHub? {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}

@Suite struct LazyWrapperCycleTests {
  // Defect: the lazy wrappers resolved while holding their own lock, so a cycle back through
  // the property stopped the program on one thread ("Recursive call to lock Mutex" on Linux, an
  // `os_unfair_lock` abort on Apple platforms) instead of the cycle error.
  @Test func aCycleThroughAWeakLazyPropertyOnOneThreadIsTheCycleError() {
    let container = Container()
    let holder = HubHolder()
    container.register(LazySpoke.self, scope: .singleton) { _ in
      _ = holder.hub?.weakSpoke
      return LazySpoke()
    }
    let hub = LazyHub.made(in: container)
    holder.hub = hub
    // NB: the container's factory holds the hub, whose wrappers hold the container.
    defer { holder.hub = nil }
    #expect(hub.weakSpoke == nil)
    guard case .cycle(let cycle)? = hub.$weakSpoke?.reason else {
      Issue.record("expected a cycle, got \(String(describing: hub.$weakSpoke))")
      return
    }
    #expect(cycle.map(\.typeName) == ["LazySpoke", "LazySpoke"])
  }

  // The same cycle through `@LazyInjected`, which cannot return an error: the program stops
  // with the cycle's message, not with a lock taken twice.
  @Test func aCycleThroughALazyPropertyStopsWithTheCycleMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let container = Container()
      let holder = HubHolder()
      container.register(LazySpoke.self, scope: .singleton) { _ in
        _ = holder.hub?.spoke
        return LazySpoke()
      }
      let hub = LazyHub.made(in: container)
      holder.hub = hub
      _ = hub.spoke
    }
    let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(message.contains("@LazyInjected: Dependency cycle: LazySpoke → LazySpoke."))
  }

  // Defect: on two threads, one read the lazy property and held its lock while its resolve
  // waited for a build on the other thread, whose factory read the same property and blocked
  // on that lock, unseen by the container: both hung for ever.
  @Test func aCycleThroughALazyPropertyOnTwoThreadsIsTheCycleError() throws {
    let container = Container()
    let holder = HubHolder()
    let rendezvous = Rendezvous()
    container.register(LazySpoke.self, scope: .singleton) { r in
      rendezvous.arriveAndWait()
      _ = try r.resolve(LazyRim.self)
      return LazySpoke()
    }
    container.register(LazyRim.self, scope: .singleton) { _ in
      rendezvous.arriveAndWait()
      _ = holder.hub?.weakSpoke
      return LazyRim()
    }
    let hub = LazyHub.made(in: container)
    holder.hub = hub
    // NB: the container's factory holds the hub, whose wrappers hold the container.
    defer { holder.hub = nil }
    let reader = Background { hub.weakSpoke != nil }
    let builder = Background { try container.resolve(LazyRim.self) }
    let outcomes = (reader.wait(), builder.wait())
    try #require(outcomes.0 != nil && outcomes.1 != nil, "the two threads deadlocked")
    guard case .cycle(let cycle)? = hub.$weakSpoke?.reason else {
      Issue.record("expected a cycle, got \(String(describing: hub.$weakSpoke))")
      return
    }
    // Whichever thread finds it, the cycle is closed and starts where the property's resolve
    // did.
    #expect(cycle.map(\.typeName) == ["LazySpoke", "LazyRim", "LazySpoke"])
  }

  @Test func firstReadsOnManyThreadsAllGetTheFirstInstanceKept() throws {
    let container = Container()
    container.register(LazySpoke.self) { _ in LazySpoke() }
    let hub = LazyHub.made(in: container)
    let seen = try onParallelThreads(8) { _ in ObjectIdentifier(hub.spoke) }
    #expect(seen.count == 8)
    #expect(Set(seen).count == 1)
    #expect(hub.spoke === hub.spoke)
  }
}
