import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

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

/// Runs `body` on a thread of its own with a stack of `size` bytes (8 MiB unless given), and
/// waits for it at most ``hangBound``.
func onLargeStack(size: Int = 8 << 20, _ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = size
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

  // Defect: the depth limit was a fixed 192 KiB below the outermost resolve in progress, so
  // the frames between two resolves on one thread (a factory making a screen whose layout,
  // deep inside UIKit or SwiftUI, resolves again) made a false cycle though the thread's stack
  // had room for them.
  @Test func aResolveFarBelowTheResolveAroundItIsNoCycleWhileTheStackHasRoom() {
    let container = Container()
    container.register(DepthLeaf.self, name: "leaf") { _ in DepthLeaf() }
    container.register(LeafMaker.self) { r in
      // NB: about 320 KiB of frames between this factory and the resolve it makes.
      _ = try deeper(80) { try r.resolve(DepthLeaf.self, name: "leaf") }
      return LeafMaker(r)
    }
    let outcome = Lock<Result<LeafMaker, ResolutionError>?>(nil)
    let finished = onLargeStack {
      let result = Result { () throws(ResolutionError) in try container.resolve(LeafMaker.self) }
      outcome.withLock { $0 = result }
    }
    #expect(finished)
    #expect(throws: Never.self) { try outcome.withLock { $0 }?.get() }
  }

  // A cycle through services that share nothing still ends in the error before the stack
  // does, on a thread as small as Apple platforms' secondary threads (512 KiB) as on a large
  // one.
  @Test(arguments: [512 << 10, 8 << 20])
  func aCycleThroughTransientsEndsBeforeTheStackDoes(stackSize: Int) {
    let container = Container()
    container.register(PingService.self) { r in PingService(try r.resolve()) }
    container.register(PongService.self) { r in PongService(try r.resolve()) }
    let outcome = Lock<Result<PingService, ResolutionError>?>(nil)
    let finished = onLargeStack(size: stackSize) {
      let result = Result { () throws(ResolutionError) in try container.resolve(PingService.self) }
      outcome.withLock { $0 = result }
    }
    #expect(finished)
    guard case .failure(let error)? = outcome.withLock({ $0 }),
      case .cycle(let cycle) = error.reason
    else {
      Issue.record("expected a cycle")
      return
    }
    #expect(cycle.map(\.typeName) == ["PingService", "PongService", "PingService"])
  }

  @Test func resolutionDeeperThanTheLimitIsStillRefused() {
    let container = Container()
    container.register(PingService.self) { r in PingService(try r.resolve()) }
    container.register(PongService.self) { r in PongService(try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(PingService.self) }
    #expect(error?.path.prefix(3).map(\.typeName) == ["PingService", "PongService", "PingService"])
  }
}
