import Testing
import WayfinderDI
import WayfinderRegistrations

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
}
