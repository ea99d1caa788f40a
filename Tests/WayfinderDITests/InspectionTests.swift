import Testing
import WayfinderDI

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

  @Test func aContainerListsItsRegistrationsForDebugging() {
    let parent = Container()
    parent.register(Greeter.self, scope: .singleton) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    child.register(Greeter.self, name: "fr") { _ in FrenchGreeter() }
    child.register(ServiceB.self, scope: .graph) { (_, a: ServiceA) in ServiceB(a: a) }
    #expect(
      child.description == """
        Container with 3 registrations:
          Greeter (name: "fr"): transient
          Greeter: singleton (parent)
          ServiceB (arguments: (ServiceA)): graph
        """)
    #expect(Container().description == "Container with 0 registrations.")
  }
}
