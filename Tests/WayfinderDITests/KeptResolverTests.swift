import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

/// Which registration made an instance.
final class Generation: Sendable {
  let value: Int
  init(_ value: Int) { self.value = value }
}

/// Keeps the resolver its factory was given.
final class ResolverKeeper: Sendable {
  let resolver: Resolver
  init(_ resolver: Resolver) { self.resolver = resolver }
}

final class BuiltFirst: Sendable {}
final class BuiltSecond: Sendable { init(_ first: BuiltFirst) {} }

@Suite struct KeptResolverTests {
  // Defect: a resolution's graph instances were keyed by the identity of their registration
  // without keeping it. Once replaced registrations were freed, a new registration could take
  // a freed one's address, and a kept resolver handed back the old registration's instance.
  @Test func aKeptResolverResolvesTheCurrentRegistration() throws {
    let container = Container()
    // A graph registration first, so the keeper's resolution has a session; the keeper itself
    // is not kept in it (a graph instance holding its own session would never be released).
    container.register(Generation.self, scope: .graph) { _ in Generation(-1) }
    container.register(ResolverKeeper.self) { r in ResolverKeeper(r) }
    let keeper = try container.resolve(ResolverKeeper.self)
    for generation in 0..<500 {
      container.register(Generation.self, scope: .graph) { _ in Generation(generation) }
      #expect(try keeper.resolver.resolve(Generation.self).value == generation)
    }
  }

  // Defect: a resolver kept by a singleton's factory still named that finished build, so
  // every later resolve through it, on any thread, counted as part of one resolution: one
  // thread building through it and another waiting through it looked like a cycle between
  // threads, and a resolve that would have waited a moment threw `.cycle`.
  @Test func resolvesThroughAKeptResolverOnTwoThreadsAreNoCycle() throws {
    let container = Container()
    // NB: weak, so the container does not keep the keeper, which keeps the container.
    container.register(ResolverKeeper.self, scope: .weak) { r in ResolverKeeper(r) }
    let keeper = try container.resolve(ResolverKeeper.self)
    let kept = keeper.resolver
    let firstStarted = DispatchSemaphore(value: 0)
    let finishFirst = DispatchSemaphore(value: 0)
    let secondStarted = DispatchSemaphore(value: 0)
    container.register(BuiltFirst.self, scope: .singleton) { _ in
      firstStarted.signal()
      finishFirst.wait()
      return BuiltFirst()
    }
    container.register(BuiltSecond.self, scope: .singleton) { r in
      secondStarted.signal()
      return BuiltSecond(try r.resolve())
    }
    let failures = Lock<[ResolutionError]>([])
    let group = DispatchGroup()
    func run(_ body: @escaping @Sendable () -> Result<Any, ResolutionError>) {
      group.enter()
      Thread {
        if case .failure(let error) = body() { failures.withLock { $0.append(error) } }
        group.leave()
      }.start()
    }
    // One thread builds `BuiltFirst` through the kept resolver and holds it in the making.
    run { Result { () throws(ResolutionError) in try kept.resolve(BuiltFirst.self) } }
    firstStarted.wait()
    // Another builds `BuiltSecond`, which waits for `BuiltFirst`.
    run { Result { () throws(ResolutionError) in try container.resolve(BuiltSecond.self) } }
    secondStarted.wait()
    // A third waits for `BuiltSecond` through the kept resolver.
    run { Result { () throws(ResolutionError) in try kept.resolve(BuiltSecond.self) } }
    usleep(100_000)  // NB: lets the last two reach their waits before the first build ends.
    finishFirst.signal()
    #expect(group.wait(timeout: .now() + hangBound) == .success)
    #expect(failures.withLock { $0 }.isEmpty)
    withExtendedLifetime(keeper) {}
  }
}
