import Dispatch
import Foundation
import Testing
import WayfinderDI
import WayfinderRegistrations

/// A parent and a child that refer to each other: the child gets its parent in its initializer
/// (and holds it weakly, or neither would ever go), the parent gets its child after it is made.
private final class Parent: @unchecked Sendable {
  var child: Child?
}

private final class Child: @unchecked Sendable {
  weak var parent: Parent?
  init(parent: Parent) { self.parent = parent }
}

/// A service whose dependency is set as a property, as storyboard-made objects get theirs.
private final class Screen: @unchecked Sendable {
  var api: (any APIClientForCompletion)?
}

private protocol APIClientForCompletion: Sendable {}
private struct LiveAPIForCompletion: APIClientForCompletion {}

@MainActor private final class DetailController {
  var title = ""
}

/// A container where a parent (its child set by its completion) and a child (its parent given
/// to its initializer) refer to each other, both with `scope`; `whileCompleting` runs at the
/// start of the parent's completion.
private func parentAndChild(
  scope: Scope, whileCompleting: @escaping @Sendable () -> Void = {}
) -> Container {
  let container = Container()
  container.register(Parent.self, scope: scope) { _ in
    Parent()
  } completed: { r, parent in
    whileCompleting()
    parent.child = try r.resolve()
  }
  container.register(Child.self, scope: scope) { r in Child(parent: try r.resolve()) }
  return container
}

@Suite("Registrations completed after their instance is made")
struct CompletionTests {
  @Test func aCompletionSetsPropertiesOfEachNewInstance() throws {
    let container = Container()
    let runs = Lock(0)
    container.register((any APIClientForCompletion).self) { LiveAPIForCompletion() }
    container.register(Screen.self) { _ in
      Screen()
    } completed: { r, screen in
      runs.withLock { $0 += 1 }
      screen.api = try r.resolve((any APIClientForCompletion).self)
    }
    let first = try container.resolve(Screen.self)
    // The second resolve by type alone goes through the container's published entry.
    let second = try container.resolve(Screen.self)
    #expect(first !== second)
    #expect(first.api != nil && second.api != nil)
    #expect(runs.withLock { $0 } == 2)
  }

  @Test func servicesOfOneGraphReferToEachOther() throws {
    let container = parentAndChild(scope: .graph)
    let parent = try container.resolve(Parent.self)
    #expect(parent.child?.parent === parent)
    // Another resolve is another graph.
    let other = try container.resolve(Parent.self)
    #expect(other !== parent && other.child?.parent === other)
  }

  @Test func singletonsReferToEachOther() throws {
    let container = parentAndChild(scope: .singleton)
    let parent = try container.resolve(Parent.self)
    let child = try container.resolve(Child.self)
    #expect(child.parent === parent)
    #expect(parent.child === child)
  }

  // Defect (review): a shared instance was stored before its completion ran, so another thread
  // resolving it then got it half done (a parent without its child) and raced the completion.
  @Test func anotherThreadGetsASharedInstanceOnlyOnceItsCompletionHasRun() throws {
    for _ in 0..<200 {
      let started = DispatchSemaphore(value: 0)
      let container = parentAndChild(scope: .singleton) {
        started.signal()
        Thread.sleep(forTimeInterval: 0.000_2)
      }
      // NB: a class's lock, not a local `Lock` the closure captures: ThreadSanitizer counts
      // two threads' calls on a captured local as a race on the variable.
      let seen = Journal()
      let first = DispatchGroup()
      // NB: a thread of its own, so the resolve below never waits on the same thread.
      DispatchQueue.global().async(group: first) {
        let parent = try? container.resolve(Parent.self)
        seen.log("child: \(parent?.child != nil)")
      }
      #expect(started.wait(timeout: .now() + hangBound) == .success)
      let parent = try? container.resolve(Parent.self)
      seen.log("child: \(parent?.child != nil)")
      first.wait()
      #expect(seen.entries == ["child: true", "child: true"])
    }
  }

  @Test func aSharedInstanceWhoseCompletionThrowsIsNotKept() throws {
    struct Offline: Error {}
    let container = Container()
    let attempts = Lock(0)
    container.register(Screen.self, scope: .singleton) { _ in
      Screen()
    } completed: { _, _ in
      let attempt = attempts.withLock { value -> Int in
        value += 1
        return value
      }
      if attempt == 1 { throw Offline() }
    }
    #expect(throws: ResolutionError.self) { try container.resolve(Screen.self) }
    let screen = try container.resolve(Screen.self)
    #expect(try container.resolve(Screen.self) === screen)
    #expect(attempts.withLock { $0 } == 2)
  }

  // Parity with Swinject: the child needs a finished parent, whose completion needs the child
  // being made. That was a cycle; the child is made again for the completion, and the making
  // still running returns that one, so both refer to the same instances.
  @Test func theServiceMadeInTheOthersInitializerMayComeFirst() throws {
    let container = Container()
    let parents = Lock<[Parent]>([])  // keeps the parent, which the child holds weakly
    container.register(Parent.self, scope: .graph) { _ in
      Parent()
    } completed: { r, parent in
      parents.withLock { $0.append(parent) }
      parent.child = try r.resolve()
    }
    container.register(Child.self, scope: .graph) { r in Child(parent: try r.resolve()) }
    let child = try container.resolve(Child.self)
    #expect(child.parent?.child === child)
    #expect(parents.withLock { $0.count } == 1)
  }

  @Test func singletonsStillNeedTheServiceWithTheCompletionFirst() {
    let container = parentAndChild(scope: .singleton)
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Child.self) }
    #expect(
      error?.description.hasPrefix(
        "Dependency cycle: Child → Parent → Child.\nFix: let one of these services receive the "
          + "other after creation") == true)
  }

  // Defect: two threads resolving the documented mutual-reference pair as singletons, one
  // from each end, could both fail: the parent's completion needs the child the other thread
  // builds, whose factory waits for the parent, and whichever thread saw the cycle threw,
  // even the parent's, which succeeds alone. The thread waiting for an instance whose
  // completion runs now gives way.
  @Test func mutualSingletonsResolvedFromBothEndsAtOnceLetTheParentSucceed() throws {
    let container = Container()
    let parentCompleting = DispatchSemaphore(value: 0)
    let childStarted = DispatchSemaphore(value: 0)
    container.register(Parent.self, scope: .singleton) { _ in
      Parent()
    } completed: { r, parent in
      parentCompleting.signal()
      childStarted.wait()
      usleep(100_000)  // NB: lets the other thread reach its wait for this parent.
      parent.child = try r.resolve()
    }
    container.register(Child.self, scope: .singleton) { r in
      childStarted.signal()
      return Child(parent: try r.resolve())
    }
    let parent = Lock<Result<Parent, ResolutionError>?>(nil)
    let child = Lock<Result<Child, ResolutionError>?>(nil)
    let group = DispatchGroup()
    group.enter()
    Thread {
      parent.withLock { $0 = Result { () throws(ResolutionError) in try container.resolve() } }
      group.leave()
    }.start()
    parentCompleting.wait()
    group.enter()
    Thread {
      child.withLock { $0 = Result { () throws(ResolutionError) in try container.resolve() } }
      group.leave()
    }.start()
    #expect(group.wait(timeout: .now() + hangBound) == .success)
    let made = try #require(try parent.withLock { $0 }?.get())
    #expect(made.child?.parent === made)
    guard case .failure(let error)? = child.withLock({ $0 }), case .cycle = error.reason else {
      Issue.record("expected the child's resolve to give way with a cycle")
      return
    }
    #expect(error.path.map(\.typeName) == ["Child", "Parent", "Child"])
  }

  @Test func aCompletionThatThrowsFailsTheResolve() {
    struct Offline: Error {}
    let container = Container()
    container.register(Screen.self) { _ in
      Screen()
    } completed: { _, _ in
      throw Offline()
    }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Screen.self) }
    #expect(
      error?.description == """
        The factory of Screen threw: Offline().
        """)
  }

  @Test func verifyFollowsWhatACompletionResolves() {
    let container = Container()
    container.register(Screen.self) { _ in
      Screen()
    } completed: { r, screen in
      screen.api = try r.resolve((any APIClientForCompletion).self)
    }
    let error = #expect(throws: VerificationError.self) { try container.verify() }
    #expect(
      error?.description == """
        1 problem found by verify():
        - missing: APIClientForCompletion, needed by Screen → APIClientForCompletion
        """)
  }

  @MainActor @Test func mainActorRegistrationsAreCompletedOnTheMainActor() throws {
    let container = Container()
    container.register(String.self) { "Inbox" }
    container.register(DetailController.self) { @MainActor _ in
      DetailController()
    } completed: { @MainActor r, controller in
      controller.title = try r.resolve()
    }
    #expect(try container.resolve(DetailController.self).title == "Inbox")
  }
}

/// Swinject's circular-dependency shapes (its own tests, re-expressed): each service gets the
/// others in its initializer or after creation, in `.graph` scope, which Swinject users get by
/// default.
private final class Hub: @unchecked Sendable {
  var spoke: Spoke?
  init() {}
  init(spoke: Spoke) { self.spoke = spoke }
}

private final class Spoke: @unchecked Sendable {
  weak var hub: Hub?
}

/// A graph-scoped spoke whose completion resolves its hub.
private func registerSpokeThatFindsItsHub(in container: Container) {
  container.register(Spoke.self, scope: .graph) { _ in
    Spoke()
  } completed: { r, spoke in
    spoke.hub = try r.resolve()
  }
}

@Suite struct SwinjectCircularityTests {
  // Parity: a completion that asks for the service whose factory is still running got a
  // cycle error; Swinject makes that service again, and the factory still running returns
  // the one made again, so both refer to the same instances.
  @Test func aCompletionGetsTheServiceWhoseFactoryIsStillRunning() throws {
    let container = Container()
    let hubsMade = Lock(0)
    container.register(Hub.self, scope: .graph) { r in
      hubsMade.withLock { $0 += 1 }
      return Hub(spoke: try r.resolve())
    }
    registerSpokeThatFindsItsHub(in: container)
    let hub = try container.resolve(Hub.self)
    #expect(hub.spoke?.hub === hub)
    #expect(hubsMade.withLock { $0 } == 2)  // as in Swinject: the first one is dropped
  }

  @Test func propertiesOnBothSides() throws {
    let container = Container()
    container.register(Hub.self, scope: .graph) { _ in
      Hub()
    } completed: { r, hub in
      hub.spoke = try r.resolve()
    }
    registerSpokeThatFindsItsHub(in: container)
    let hub = try container.resolve(Hub.self)
    #expect(hub.spoke?.hub === hub)
  }

  @Test func aCycleThroughFactoriesAloneIsStillACycle() {
    let container = Container()
    container.register(Hub.self, scope: .graph) { r in Hub(spoke: try r.resolve()) }
    container.register(Spoke.self, scope: .graph) { r in
      let spoke = Spoke()
      spoke.hub = try r.resolve()
      return spoke
    }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Hub.self) }
    guard case .cycle? = error?.reason else {
      Issue.record("expected a cycle, got \(String(describing: error))")
      return
    }
  }

  // Review: two completions of one graph asking for the service still being made gave two
  // instances in one graph; the innermost one made is the one everyone gets.
  @Test func twoCompletionsAskingGetOneInstance() throws {
    let container = Container()
    container.register(Triad.self, scope: .graph) { r in
      Triad(first: try r.resolve(), second: try r.resolve())
    }
    container.register(FirstPart.self, scope: .graph) { _ in
      FirstPart()
    } completed: {
      r, part in
      part.triad = try r.resolve()
    }
    container.register(SecondPart.self, scope: .graph) { _ in
      SecondPart()
    } completed: {
      r, part in
      part.triad = try r.resolve()
    }
    let triad = try container.resolve(Triad.self)
    #expect(triad.first.triad === triad)
    #expect(triad.second.triad === triad)
  }

  @Test func aCompletionLoopThroughTransientsEndsInACycle() {
    let container = Container()
    container.register(Hub.self, scope: .graph) { r in Hub(spoke: try r.resolve()) }
    container.register(Spoke.self) { _ in
      Spoke()
    } completed: { r, spoke in
      spoke.hub = try r.resolve()
    }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(Hub.self) }
    guard case .cycle? = error?.reason else {
      Issue.record("expected a cycle, got \(String(describing: error))")
      return
    }
  }
}

private final class FirstPart: @unchecked Sendable {
  weak var triad: Triad?
}

private final class SecondPart: @unchecked Sendable {
  weak var triad: Triad?
}

private final class Triad: @unchecked Sendable {
  let first: FirstPart
  let second: SecondPart
  init(first: FirstPart, second: SecondPart) {
    self.first = first
    self.second = second
  }
}
