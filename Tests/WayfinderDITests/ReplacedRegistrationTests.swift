import Dispatch
import Foundation
import Testing
import WayfinderRegistrations

@testable import WayfinderDI

/// How many `UserSession`s exist; each test counts its own sessions through `Lock`s it owns.
final class UserSession: Sendable {
  let magic = 0x5E55_1011
  private let live: Lock<Int>
  init(live: Lock<Int>) {
    self.live = live
    live.withLock { $0 += 1 }
  }
  deinit { live.withLock { $0 -= 1 } }
}

/// Waits up to 10 s for `condition`: other tests resolving at the same time (the runner runs
/// suites in parallel) delay the release of what was replaced until their resolves return.
func eventually(_ condition: () -> Bool) -> Bool {
  for _ in 0..<1_000 {
    if condition() { return true }
    usleep(10_000)
  }
  return condition()
}

/// Whether the running code is on the main queue, as the tests below see it.
let testMainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// A view model made on the main actor; records where its `deinit` ran.
@MainActor final class MainBoundModel {
  private let deinitOnMain: Lock<Bool?>
  init(deinitOnMain: Lock<Bool?>) { self.deinitOnMain = deinitOnMain }
  deinit {
    let onMain = DispatchQueue.getSpecific(key: testMainQueueKey) ?? false
    deinitOnMain.withLock { $0 = onMain }
  }
}

/// Registers a new `UserSession` singleton in `container`, replacing the one before.
func registerSession(in container: Container, live: Lock<Int>) {
  container.register(UserSession.self, scope: .singleton) { _ in UserSession(live: live) }
}

@Suite struct ReplacedRegistrationTests {
  // Defect: every replaced or removed registration was kept until its container went away,
  // with the instances it shared: 20,000 replace-and-resolve rounds of a singleton grew the
  // process by 88 MB, and an app re-registering its user's services in `Container.shared` at
  // logout kept every earlier user's sessions alive.
  @Test func aReplacedSingletonIsReleased() throws {
    let container = Container()
    let live = Lock(0)
    for _ in 0..<10_000 {
      registerSession(in: container, live: live)
      // Twice: the second read takes the published fast path.
      _ = try container.resolve(UserSession.self)
      #expect(try container.resolve(UserSession.self).magic == 0x5E55_1011)
    }
    #expect(eventually { live.withLock { $0 } == 1 })
    #expect(eventually { container.published.retired.count == 0 })
  }

  @Test func removedRegistrationsAndOverridesAreReleased() throws {
    let container = Container()
    let live = Lock(0)
    registerSession(in: container, live: live)
    weak let session = try container.resolve(UserSession.self)
    container.register(Container.clock) { _ in FixedClock() }
    _ = try container.resolve(Container.clock)
    container.removeAll()
    #expect(eventually { session == nil })
    #expect(eventually { live.withLock { $0 } == 0 })
    #expect(eventually { container.published.retired.count == 0 })
    #expect(try container.resolve(Container.clock).now == 1_000)
  }

  // A resolve in progress keeps what it reads: a singleton whose factory is still running
  // when its registration is replaced is made, returned whole, and released only after.
  @Test func aResolveInProgressKeepsTheRegistrationItReads() throws {
    let container = Container()
    let live = Lock(0)
    let started = DispatchSemaphore(value: 0)
    let proceed = DispatchSemaphore(value: 0)
    container.register(UserSession.self, scope: .singleton) { _ in
      started.signal()
      proceed.wait()
      return UserSession(live: live)
    }
    let made = Lock<UserSession?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      made.withLock { $0 = try? container.resolve(UserSession.self) }
      finished.signal()
    }.start()
    started.wait()
    registerSession(in: container, live: live)
    #expect(container.published.retired.count == 1)
    proceed.signal()
    finished.wait()
    #expect(made.withLock { $0?.magic } == 0x5E55_1011)
    registerSession(in: container, live: live)
    #expect(eventually { container.published.retired.count == 0 })
    #expect(live.withLock { $0 } == 1)  // the one the thread holds
    made.withLock { $0 = nil }
    // NB: a scheduled reclaim takes the entry out of the list, then releases it outside the
    // lock, on a global queue: the count may read 0 a moment before that release.
    #expect(eventually { live.withLock { $0 } == 0 })
  }

  // Threads reading a singleton on the fast path while another replaces it read whole
  // instances (AddressSanitizer and ThreadSanitizer check the memory), and once replacements
  // stop, only the current instance stays.
  @Test func readersAndReplacementsOnManyThreads() throws {
    let container = Container()
    let live = Lock(0)
    registerSession(in: container, live: live)
    let stop = Lock(false)
    let bad = Lock(0)
    let group = DispatchGroup()
    for _ in 0..<3 {
      group.enter()
      Thread {
        while !stop.withLock({ $0 }) {
          if (try? container.resolve(UserSession.self))?.magic != 0x5E55_1011 {
            bad.withLock { $0 += 1 }
          }
        }
        group.leave()
      }.start()
    }
    for _ in 0..<2_000 { registerSession(in: container, live: live) }
    stop.withLock { $0 = true }
    group.wait()
    #expect(bad.withLock { $0 } == 0)
    #expect(eventually { container.published.retired.count == 0 })
    #expect(eventually { live.withLock { $0 } <= 1 })
  }

  // Releasing replaced registrations moved a `@MainActor` singleton's `deinit` to whichever
  // thread replaced it; it is released on the main queue, where it was made.
  @MainActor @Test func aReplacedMainActorSingletonIsReleasedOnTheMainQueue() async throws {
    _ = testMainQueueKey
    let container = Container()
    let deinitOnMain = Lock<Bool?>(nil)
    container.register(MainBoundModel.self, scope: .singleton) { @MainActor _ in
      MainBoundModel(deinitOnMain: deinitOnMain)
    }
    _ = try container.resolve(MainBoundModel.self)
    await withCheckedContinuation { continuation in
      Thread {
        container.register(MainBoundModel.self, scope: .singleton) { @MainActor _ in
          MainBoundModel(deinitOnMain: Lock(nil))
        }
        continuation.resume()
      }.start()
    }
    for _ in 0..<1_000 where deinitOnMain.withLock({ $0 }) == nil {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(deinitOnMain.withLock { $0 } == true)
    withExtendedLifetime(container) {}
  }
}
