import Testing
import WayfinderDI
import WayfinderRegistrations

extension Container {
  static let inspectedSession = Dependency<ServiceA>("inspectedSession", scope: .singleton) {
    ServiceA()
  }
}

@Suite("What a container holds, asked and printed")
struct InspectionTests {
  @Test func hasRegistrationSeesItsOwnAndItsParentsRegistrations() {
    let parent = Container()
    parent.register(Greeter.self) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    child.register(Greeter.self, name: "fr") { _ in FrenchGreeter() }
    child.register(ServiceB.self) { (_, a: ServiceA) in ServiceB(a: a) }
    #expect(child.hasRegistration(of: Greeter.self))
    #expect(child.hasRegistration(of: Greeter.self, name: "fr"))
    #expect(!parent.hasRegistration(of: Greeter.self, name: "fr"))
    #expect(!child.hasRegistration(of: Greeter.self, name: "de"))
    #expect(child.hasRegistration(of: ServiceB.self))
    #expect(!child.hasRegistration(of: ServiceA.self))
  }

  @Test func removeAllTakesThisContainersRegistrationsAndOverridesAway() throws {
    let parent = Container()
    parent.register(Greeter.self) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    child.register(Greeter.self) { _ in FrenchGreeter() }
    child.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    child.register(ServiceA.self, name: "spare") { _ in ServiceA() }
    child.register(Container.clock) { _ in FixedClock() }
    // Resolved first, so the fast paths know them (a made singleton, a published registration).
    _ = try child.resolve(ServiceA.self)
    #expect(try child.resolve(Greeter.self).greeting == "Bonjour")
    #expect(try child.resolve(Container.clock).now == 42)

    child.removeAll()

    #expect(try child.resolve(Greeter.self).greeting == "Hello")  // the parent's
    #expect(throws: ResolutionError.self) { try child.resolve(ServiceA.self) }
    #expect(throws: ResolutionError.self) { try child.resolve(ServiceA.self, name: "spare") }
    #expect(try child.resolve(Container.clock).now == 1_000)  // the declaration's default again
    #expect(!child.hasRegistration(of: ServiceA.self))
    #expect(parent.hasRegistration(of: Greeter.self))
    // Registering again works as on a new container.
    child.register(ServiceA.self) { _ in ServiceA() }
    #expect(try child.resolve(ServiceA.self) !== child.resolve(ServiceA.self))
  }

  @Test func aContainerListsItsRegistrationsForDebugging() {
    let parent = Container()
    parent.register(Greeter.self, scope: .singleton) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    child.register(Greeter.self, name: "fr") { _ in FrenchGreeter() }
    child.register(ServiceB.self, scope: .graph) { (_, a: ServiceA) in ServiceB(a: a) }
    child.register(ServiceA.self) { _ in
      ServiceA()
    } completed: { _, _ in
    }
    #expect(
      child.description == """
        Container with 4 registrations:
          Greeter (name: "fr"): transient
          Greeter: singleton (parent)
          ServiceA: transient, completed
          ServiceB (arguments: (ServiceA)): graph
        """)
    #expect(Container().description == "Container with 0 registrations.")
  }

  @Test func aContainerListsWhatItHoldsAndWhichInstancesLiveInIt() throws {
    let parent = Container()
    parent.register(Greeter.self, scope: .singleton) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    child.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    child.register(ServiceB.self, scope: .weak) { r in ServiceB(a: try r.resolve(ServiceA.self)) }
    child.register(Greeter.self, name: "fr") { _ in FrenchGreeter() }
    #expect(
      child.contents.map(\.description) == [
        "Greeter (name: \"fr\"): transient", "ServiceA: singleton", "ServiceB: weak",
      ])
    var b: ServiceB? = try child.resolve(ServiceB.self)
    _ = try child.resolve(Greeter.self)
    _ = try child.resolve(Container.inspectedSession)
    #expect(
      child.contents.map(\.description) == [
        "Greeter (name: \"fr\"): transient", "ServiceA: singleton, held",
        "ServiceB: weak, held",
      ])
    // The root container keeps the declaration's shared instance beside its own singleton.
    #expect(
      parent.contents.map(\.description) == [
        "Greeter: singleton, held", "inspectedSession: singleton, held",
      ])
    b = nil
    #expect(b == nil)
    #expect(child.contents.first { $0.service.typeName == "ServiceB" }?.holdsInstance == false)
    #expect(Container().contents.isEmpty)
  }
}
