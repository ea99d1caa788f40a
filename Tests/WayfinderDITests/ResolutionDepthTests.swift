import Dispatch
import Foundation
import Testing
import WayfinderDI

final class DepthLeaf: Sendable {}

/// Keeps the resolver its factory was given, to make a leaf later wherever it is called.
final class LeafMaker: Sendable {
  private let resolver: Resolver
  init(_ resolver: Resolver) { self.resolver = resolver }
  func make() throws(ResolutionError) -> DepthLeaf {
    try resolver.resolve(DepthLeaf.self, name: "leaf")
  }
}

struct TimedOut: Error {}

final class PingService: Sendable { init(_ pong: PongService) {} }
final class PongService: Sendable { init(_ ping: PingService) {} }

/// About 4 KiB of stack.
typealias StackPage = (
  SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>,
  SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>, SIMD64<UInt64>
)

/// Runs `body` `levels` calls down, each call holding about 4 KiB of stack.
@inline(never)
func deeper<T>(_ levels: Int, _ body: () throws -> T) rethrows -> T {
  var page: StackPage = (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)
  return try withUnsafeMutablePointer(to: &page) { pointer in
    pointer.pointee.7[63] = UInt64(levels)
    if levels == 0 { return try body() }
    return try deeper(levels - 1, body)
  }
}

/// Runs `body` on a thread of its own with an 8 MiB stack, and waits for it at most
/// ``hangBound``.
func onLargeStack(_ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = 8 << 20
  thread.start()
  return done.wait(timeout: .now() + hangBound) == .success
}

@Suite struct ResolutionDepthTests {
  // Defect: the depth of a resolution was measured from the stack frame where its resolver
  // was made. A resolver kept by a factory and used later from a shallower frame measured a
  // wrapped-around depth of about 2^64, so every resolve it made that was not published
  // threw a false cycle.
  @Test func resolverKeptByAFactoryResolvesLaterFromAShallowerFrame() throws {
    let container = Container()
    container.register(DepthLeaf.self, name: "leaf") { _ in DepthLeaf() }
    container.register(LeafMaker.self) { r in LeafMaker(r) }
    let maker = try deeper(40) { try container.resolve(LeafMaker.self) }
    _ = try maker.make()
  }

  // Defect: the same, used from a frame more than the depth limit deeper than where the
  // resolver was made (a maker resolved at launch, called from deep inside a view update).
  @Test func resolverKeptByAFactoryResolvesLaterFromAFarDeeperFrame() throws {
    let container = Container()
    container.register(DepthLeaf.self, name: "leaf") { _ in DepthLeaf() }
    container.register(LeafMaker.self) { r in LeafMaker(r) }
    let outcome = Lock<Result<DepthLeaf, any Error>?>(nil)
    let finished = onLargeStack {
      let result = Result {
        let maker = try container.resolve(LeafMaker.self)
        // NB: about 320 KiB down, more than the 192 KiB a resolution may use.
        return try deeper(80) { try maker.make() }
      }
      outcome.withLock { $0 = result }
    }
    #expect(finished)
    let result = outcome.withLock { $0 }
    #expect(throws: Never.self) { try result?.get() }
  }

  // Defect: a resolver handed to another thread measured nothing there, so a cycle through
  // transients that continued on that thread ran until its stack overflowed.
  @Test func cycleThroughTransientsOnAnotherThreadEndsInAnError() {
    let container = Container()
    let handedOver = Lock(false)
    container.register(PingService.self) { r in
      let first = handedOver.withLock { hand in
        defer { hand = true }
        return !hand
      }
      guard first else { return PingService(try r.resolve()) }
      let outcome = Lock<Result<PongService, ResolutionError>?>(nil)
      let finished = onLargeStack {
        outcome.withLock { $0 = Result { () throws(ResolutionError) in try r.resolve() } }
      }
      guard finished, let result = outcome.withLock({ $0 }) else { throw TimedOut() }
      return PingService(try result.get())
    }
    container.register(PongService.self) { r in PongService(try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(PingService.self) }
    guard case .cycle? = error?.reason else {
      Issue.record("expected a cycle, got \(String(describing: error))")
      return
    }
  }

  @Test func resolutionDeeperThanTheLimitIsStillRefused() {
    let container = Container()
    container.register(PingService.self) { r in PingService(try r.resolve()) }
    container.register(PongService.self) { r in PongService(try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(PingService.self) }
    #expect(error?.path.prefix(3).map(\.typeName) == ["PingService", "PongService", "PingService"])
  }
}
