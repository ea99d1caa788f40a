import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

final class Left: Sendable { init(_ right: Right) {} }
final class Right: Sendable { init(_ left: Left) {} }

/// Lets two threads wait until both reached a point, with a timeout so a bug fails instead of
/// hanging.
final class Rendezvous: Sendable {
  private let arrived = Lock(0)

  func arriveAndWait(parties: Int = 2) {
    arrived.withLock { $0 += 1 }
    for _ in 0..<2_000 where arrived.withLock({ $0 }) < parties {
      usleep(1_000)
    }
  }
}

/// Registers two singletons that need each other, each factory waiting for the other thread,
/// so that two threads resolving one each build them at the same time.
func registerCrossThreadCycle(in container: Container) {
  let rendezvous = Rendezvous()
  container.register(Left.self, scope: .singleton) { r in
    rendezvous.arriveAndWait()
    return Left(try r.resolve())
  }
  container.register(Right.self, scope: .singleton) { r in
    rendezvous.arriveAndWait()
    return Right(try r.resolve())
  }
}

@MainActor final class MainActorViewModel {
  let title: String
  init(title: String) { self.title = title }
}

@Suite struct ConcurrencyTests {
  @Test func containerIsSendableAcrossThreads() throws {
    let container = Container()
    registerDiamond(in: container, scopeOfA: .singleton)
    let failures = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for step in 0..<500 {
        let name = ServiceName("worker-\(worker)-\(step)")
        container.register(ServiceB.self, name: name) { r in ServiceB(a: try r.resolve()) }
        do {
          let d = try container.resolve(ServiceD.self)
          let b = try container.resolve(ServiceB.self, name: name)
          if d.a !== b.a { failures.increment() }
        } catch {
          failures.increment()
        }
      }
    }
    #expect(failures.value == 0)
  }

  @Test func singletonFactoryRunsOnceWhenFirstResolvedConcurrently() {
    let made = Counter()
    let container = Container()
    container.register(ServiceA.self, scope: .singleton) { _ in
      made.increment()
      usleep(20_000)  // keep the factory running while the other threads arrive
      return ServiceA()
    }
    let instances = Lock<[ObjectIdentifier]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      if let a = try? container.resolve(ServiceA.self) {
        instances.withLock { $0.append(ObjectIdentifier(a)) }
      }
    }
    #expect(made.value == 1)
    let seen = instances.withLock { $0 }
    #expect(seen.count == 8)
    #expect(Set(seen).count == 1)
  }

  @Test func cycleAcrossTwoThreadsEndsInErrorsNotDeadlock() {
    let container = Container()
    registerCrossThreadCycle(in: container)
    let errors = Lock<[ResolutionError]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      do throws(ResolutionError) {
        if index == 0 {
          _ = try container.resolve(Left.self)
        } else {
          _ = try container.resolve(Right.self)
        }
      } catch {
        errors.withLock { $0.append(error) }
      }
    }
    let found = errors.withLock { $0 }
    #expect(found.count == 2)
    for error in found {
      guard case .cycle(let cycle) = error.reason else {
        Issue.record("expected a cycle, got \(error)")
        continue
      }
      #expect(Set(cycle.map(\.typeName)) == ["Left", "Right"])
      #expect(cycle.count == 3)
    }
  }

  @Test func cycleThroughAResolverHandedToAnotherThreadIsFound() {
    let container = Container()
    container.register(Left.self, scope: .singleton) { r in
      let right = try DispatchQueue.global().sync { try r.resolve(Right.self) }
      return Left(right)
    }
    container.register(Right.self, scope: .singleton) { r in Right(try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Left.self) }
    #expect(error?.path.map(\.typeName) == ["Left", "Right", "Left"])
  }

  @Test func cycleReenteringTheContainerOnOneThreadIsFound() {
    let container = Container()
    // NB: unowned, so the factory does not keep its own container alive (LeakSanitizer).
    container.register(Left.self, scope: .singleton) { [unowned container] _ in
      Left(try container.resolve(Right.self))
    }
    container.register(Right.self, scope: .singleton) { r in Right(try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Left.self) }
    guard case .cycle = error?.reason else {
      Issue.record("expected a cycle")
      return
    }
  }

  @MainActor @Test func mainActorFactoriesResolveOnTheMainActor() throws {
    let container = Container()
    container.register(String.self) { _ in "Inbox" }
    container.register(MainActorViewModel.self) { @MainActor r in
      MainActorViewModel(title: try r.resolve(String.self))
    }
    let viewModel = try container.resolve(MainActorViewModel.self)
    #expect(viewModel.title == "Inbox")
  }

  @Test func mainActorFactoriesRefuseOtherThreads() async {
    let container = Container()
    container.register(MainActorViewModel.self) { @MainActor _ in
      MainActorViewModel(title: "Inbox")
    }
    let result = await Task.detached {
      Result { () throws(ResolutionError) in try container.resolve(MainActorViewModel.self) }
    }.value
    guard case .failure(let error) = result else {
      Issue.record("expected an error off the main actor")
      return
    }
    #expect(
      error.description == """
        MainActorViewModel has a @MainActor factory but was resolved off the main actor.
        Fix: resolve it from the main actor (a @MainActor function or type, or `await MainActor.run { … }`), or register it with a factory that is not @MainActor.
        """)
  }
}
