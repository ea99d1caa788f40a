import Testing
import WayfinderDI
import WayfinderRegistrations

final class Loop1: Sendable { init(_ next: Loop2) {} }
final class Loop2: Sendable { init(_ next: Loop3) {} }
final class Loop3: Sendable { init(_ next: Loop1) {} }
final class Entrance: Sendable { init(_ loop: Loop1) {} }

func registerLoop(in container: Container, scope: Scope = .transient) {
  container.register(Loop1.self, scope: scope) { r in Loop1(try r.resolve()) }
  container.register(Loop2.self, scope: scope) { r in Loop2(try r.resolve()) }
  container.register(Loop3.self, scope: scope) { r in Loop3(try r.resolve()) }
  container.register(Entrance.self) { r in Entrance(try r.resolve()) }
}

@Suite struct ErrorMessageTests {
  @Test func notRegisteredNamesTheRequestAndWhatExists() {
    let container = Container()
    container.register(Greeter.self, name: "french") { _ in FrenchGreeter() }
    container.register(Greeter?.self) { _ in nil }
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(Greeter.self)
    }
    #expect(
      error?.description == """
        No registration for Greeter.
        Registered instead: Greeter (name: "french"), Optional<Greeter>.
        Fix: register it with `container.register(Greeter.self) { … }` (WayfinderRegistrations), or ask for a registered variant.
        """)
  }

  @Test func notRegisteredShowsThePathThatNeededIt() {
    let container = Container()
    container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    container.register(ServiceC.self) { r in ServiceC(a: ServiceA(), b: try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(ServiceC.self)
    }
    #expect(
      error?.description == """
        No registration for ServiceA.
        Resolution path: ServiceC → ServiceB → ServiceA.
        Fix: register it with `container.register(ServiceA.self) { … }` (WayfinderRegistrations), or ask for a registered variant.
        """)
    #expect(error?.path.map(\.typeName) == ["ServiceC", "ServiceB", "ServiceA"])
  }

  @Test func notRegisteredMentionsTheName() {
    let error = #expect(throws: ResolutionError.self) {
      try Container().resolve(Greeter.self, name: "backup")
    }
    #expect(
      error?.description == """
        No registration for Greeter (name: "backup").
        Fix: register it with `container.register(Greeter.self, name: "backup") { … }` (WayfinderRegistrations), or ask for a registered variant.
        """)
  }

  @Test func argumentMismatchShowsRegisteredAndPassedTypes() {
    let container = Container()
    container.register(String.self) { (_, count: Int) in "\(count)" }
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(String.self, arguments: "three", 3)
    }
    #expect(
      error?.description == """
        Argument mismatch for String: registered with (Int), resolved with (String, Int).
        Fix: pass arguments of the registered types, in order, or register a factory that takes (String, Int).
        """)
    guard case .argumentMismatch(let asked, let registered)? = error?.reason else {
      Issue.record("expected an argument mismatch")
      return
    }
    #expect(asked.argumentTypeNames == ["String", "Int"])
    #expect(registered.map(\.argumentTypeNames) == [["Int"]])
  }

  @Test func cycleThroughTransientsShowsOneTurnAndTheWayIn() {
    let container = Container()
    registerLoop(in: container)
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(Entrance.self)
    }
    #expect(
      error?.description == """
        Dependency cycle: Loop1 → Loop2 → Loop3 → Loop1.
        Reached from: Entrance → Loop1.
        Fix: let one of these services receive the other after creation (a property set in its registration's `completed` closure, or a closure that resolves it later) instead of in its initializer.
        """)
    guard case .cycle(let cycle)? = error?.reason else {
      Issue.record("expected a cycle")
      return
    }
    #expect(cycle.map(\.typeName) == ["Loop1", "Loop2", "Loop3", "Loop1"])
  }

  @Test func cycleThroughSingletonsIsFoundAtOnce() {
    let container = Container()
    registerLoop(in: container, scope: .singleton)
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(Loop2.self)
    }
    #expect(error?.path.map(\.typeName) == ["Loop2", "Loop3", "Loop1", "Loop2"])
  }

  @Test func factoryFailureNamesTheServiceAndTheUnderlyingError() {
    let container = Container()
    container.register(ServiceA.self) { _ in throw Boom() }
    container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(ServiceB.self)
    }
    #expect(
      error?.description == """
        The factory of ServiceA threw: disk full.
        Resolution path: ServiceB → ServiceA.
        """)
    guard case .factoryFailed(let service, let underlying)? = error?.reason else {
      Issue.record("expected a factory failure")
      return
    }
    #expect(service.typeName == "ServiceA")
    #expect(underlying is Boom)
  }

  @Test func failedResolveLeavesNoSharedInstanceBehind() throws {
    let container = Container()
    container.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    container.register(ServiceB.self, scope: .singleton) { _ in throw Boom() }
    #expect(throws: ResolutionError.self) { try container.resolve(ServiceB.self) }
    container.register(ServiceB.self, scope: .singleton) { r in ServiceB(a: try r.resolve()) }
    #expect(try container.resolve(ServiceB.self).a === container.resolve(ServiceA.self))
  }
}
