import Dispatch
import Foundation
import IssueReporting
import Testing
import WayfinderDI
import WayfinderRegistrations

/// A part every worker of a parallel build needs.
final class Palette: Sendable {}
/// Built from parts made in parallel; `palettes` holds what each worker got.
final class Theme: Sendable {
  let palettes: [Palette]
  init(palettes: [Palette]) { self.palettes = palettes }
}

/// A store whose factory starts work it does not wait for.
final class Store: Sendable {}
/// What that work makes; it needs the store.
final class Warmer: Sendable {
  let store: Store
  init(store: Store) { self.store = store }
}

struct WorkersTimedOut: Error {}

/// Runs `body` on `count` threads of their own, started together, each given its index, and
/// waits for all of them (at most ``hangBound``: a deadlock fails instead of hanging); returns each
/// result in order.
func onParallelThreads<Value: Sendable>(
  _ count: Int, _ body: @escaping @Sendable (Int) throws -> Value
) throws -> [Value] {
  let rendezvous = Rendezvous()
  let workers = (0..<count).map { index in
    Background { () throws -> Value in
      rendezvous.arriveAndWait(parties: count)
      return try body(index)
    }
  }
  return try workers.map { worker in
    guard let result = worker.wait() else { throw WorkersTimedOut() }
    return try result.get()
  }
}

@Suite struct ParallelPartsTests {
  // Defect: waits were grouped by resolution, not by thread: when three or more threads of
  // one singleton's build (its factory resolving parts in parallel through its resolver)
  // waited for one shared part, the second waiter saw the first as a wait of its own
  // resolution and threw "Dependency cycle: Theme → Theme". Two cores rarely showed it; a
  // six-core phone did every time.
  @Test(arguments: [Scope.singleton, .graph])
  func partsBuiltInParallelWaitForEachOthersSharedInstance(partScope: Scope) throws {
    for _ in 0..<10 {
      let container = Container()
      let made = Counter()
      container.register(Palette.self, scope: partScope) { _ in
        made.increment()
        usleep(20_000)  // NB: keeps the part in the making while the other workers ask for it.
        return Palette()
      }
      container.register(Theme.self, scope: .singleton) { r in
        Theme(palettes: try onParallelThreads(4) { _ in try r.resolve(Palette.self) })
      }
      let theme = try container.resolve(Theme.self)
      #expect(theme.palettes.count == 4)
      #expect(Set(theme.palettes.map(ObjectIdentifier.init)).count == 1)
      #expect(made.value == 1)
    }
  }

  @Test func partsBuiltInParallelByATransientShareTheirGraphInstance() throws {
    let container = Container()
    container.register(Palette.self, scope: .graph) { _ in
      usleep(20_000)
      return Palette()
    }
    container.register(Theme.self) { r in
      Theme(palettes: try onParallelThreads(4) { _ in try r.resolve(Palette.self) })
    }
    let first = try container.resolve(Theme.self)
    #expect(Set(first.palettes.map(ObjectIdentifier.init)).count == 1)
    let second = try container.resolve(Theme.self)
    #expect(second.palettes[0] !== first.palettes[0])
  }

  // Defect: a singleton's factory that started work it did not wait for, through its
  // resolver, on another thread, which needed the singleton still being built, got
  // "Dependency cycle: Warmer → Store" instead of waiting until the store was made.
  @Test(arguments: [Scope.singleton, .transient])
  func workHandedToAnotherThreadWaitsForTheBuildThatHandedIt(warmerScope: Scope) throws {
    let container = Container()
    let warmed = Lock<Result<Warmer, ResolutionError>?>(nil)
    let done = DispatchSemaphore(value: 0)
    container.register(Warmer.self, scope: warmerScope) { r in Warmer(store: try r.resolve()) }
    container.register(Store.self, scope: .singleton) { r in
      DispatchQueue.global().async {
        let result = Result { () throws(ResolutionError) in try r.resolve(Warmer.self) }
        warmed.withLock { $0 = result }
        done.signal()
      }
      usleep(100_000)  // NB: lets the work ask for the store while it is still being built.
      return Store()
    }
    let store = try container.resolve(Store.self)
    try #require(done.wait(timeout: .now() + hangBound) == .success)
    let warmer = try #require(warmed.withLock { $0 }).get()
    #expect(warmer.store === store)
  }

  // A cycle between parallel parts is still found at once: each part waits for the other's
  // instance, built on the other thread.
  @Test func aCycleBetweenPartsOnTwoThreadsIsStillTheCycleError() throws {
    let container = Container()
    registerCrossThreadCycle(in: container)
    container.register(Theme.self) { r in
      let results = try onParallelThreads(2) { index -> ResolutionError? in
        do throws(ResolutionError) {
          if index == 0 {
            _ = try r.resolve(Left.self)
          } else {
            _ = try r.resolve(Right.self)
          }
          return nil
        } catch {
          return error
        }
      }
      for error in results {
        guard case .cycle(let cycle)? = error?.reason else {
          Issue.record("expected a cycle, got \(String(describing: error))")
          continue
        }
        #expect(Set(cycle.map(\.typeName)) == ["Left", "Right"])
      }
      return Theme(palettes: [])
    }
    _ = try container.resolve(Theme.self)
  }

  #if DEBUG  // NB: only a debug build reports a wait.
    // A factory that blocks on work it handed to another thread, which needs the instance the
    // factory builds, is a deadlock the container cannot see (the factory waits outside it): a
    // debug build reports the wait, naming both services.
    @Test func aLongWaitForAnotherThreadsBuildIsReported() throws {
      let container = Container()
      let started = DispatchSemaphore(value: 0)
      let catcher = ReportCatcher()
      container.register(Store.self, scope: .singleton) { _ in
        started.signal()
        // NB: stands for a factory blocked on the waiting thread; it goes on once the wait is
        // reported (or, if it never is, after `hangBound`).
        _ = catcher.reported.wait(timeout: .now() + hangBound)
        return Store()
      }
      container.register(Warmer.self, scope: .singleton) { r in Warmer(store: try r.resolve()) }
      let builder = Background { try container.resolve(Store.self) }
      try #require(started.wait(timeout: .now() + hangBound) == .success)
      let warmer = try withIssueReporters([catcher]) {
        try WaitReport.$after.withValue(0.1) { try container.resolve(Warmer.self) }
      }
      #expect(
        catcher.messages == [
          "Resolving for Warmer has waited 0.1 s for Store, which another thread is building. If "
            + "that thread waits for this one outside the container (a factory calling "
            + "DispatchQueue.main.sync while the main thread resolves the same service, or waiting "
            + "on a semaphore or a group for work that resolves it), neither can go on. Fix: do "
            + "not make a factory wait for work that needs the instance it builds: resolve what "
            + "the work needs first, or let the work run without waiting for it."
        ])
      let store = try #require(builder.wait()).get()
      #expect(warmer.store === store)
    }
  #endif
}

/// Keeps the issues reported to it, and signals each.
final class ReportCatcher: IssueReporter {
  private let kept = Lock<[String]>([])
  let reported = DispatchSemaphore(value: 0)

  var messages: [String] { kept.withLock { $0 } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    kept.withLock { $0.append(text) }
    reported.signal()
  }
}
