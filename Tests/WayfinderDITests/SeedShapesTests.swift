import Testing
import WayfinderDI
import WayfinderRegistrations

final class TabOneCoordinator: Sendable {}
final class TabTwoCoordinator: Sendable {}
final class TabThreeCoordinator: Sendable {}

final class RootCoordinator: Sendable {
  let tabs: (TabOneCoordinator, TabTwoCoordinator, TabThreeCoordinator)
  init(_ one: TabOneCoordinator, _ two: TabTwoCoordinator, _ three: TabThreeCoordinator) {
    tabs = (one, two, three)
  }
}

/// Seed 001's coordinator assembly: one long-lived root coordinator that owns transient tab
/// coordinators, each registered with the shortest forms.
struct CoordinatorAssembly: Assembly {
  var keeps: [any Any.Type]

  func assemble(container: Container) {
    container.register(RootCoordinator.self, scope: .singleton, keeps: keeps) { r in
      RootCoordinator(try r.resolve(), try r.resolve(), try r.resolve())
    }
    container.register { TabOneCoordinator() }
    container.register { TabTwoCoordinator() }
    container.register { TabThreeCoordinator() }
  }
}

@Suite struct SeedShapesTests {
  // Defect: verify() rejected seed 001's own assembler, reporting the tab coordinators its
  // singleton root coordinator owns as three captive dependencies. The registration can now
  // say the root keeps them.
  @Test func aSingletonThatKeepsShorterLivedServicesOnPurposeVerifies() throws {
    let everyTab: [any Any.Type] = [
      TabOneCoordinator.self, TabTwoCoordinator.self, TabThreeCoordinator.self,
    ]
    let assembler = try Assembler([CoordinatorAssembly(keeps: everyTab)])
    try assembler.container.verify()
  }

  @Test func captivesThatAreNotKeptOnPurposeAreStillReported() throws {
    let assembler = try Assembler([CoordinatorAssembly(keeps: [TabOneCoordinator.self])])
    let error = #expect(throws: VerificationError.self) { try assembler.container.verify() }
    #expect(
      error?.description == """
        2 problems found by verify():
        - captive: RootCoordinator (singleton) holds TabTwoCoordinator (transient); the singleton keeps one TabTwoCoordinator forever
        - captive: RootCoordinator (singleton) holds TabThreeCoordinator (transient); the singleton keeps one TabThreeCoordinator forever
        """)
  }

  @Test func aContainerWideDefaultScopeAppliesWhereNoneIsNamed() throws {
    let container = Container(defaultScope: .singleton)
    container.register { ServiceA() }
    container.register(ServiceB.self, scope: .transient) { r in ServiceB(a: try r.resolve()) }
    #expect(container.defaultScope.description == "singleton")
    #expect(try container.resolve(ServiceA.self) === container.resolve(ServiceA.self))
    #expect(try container.resolve(ServiceB.self) !== container.resolve(ServiceB.self))
    #expect(try container.resolve(ServiceB.self).a === container.resolve(ServiceA.self))
  }

  @Test func theShortestFormsInferTheServiceType() throws {
    let container = Container()
    container.register { EnglishGreeter() }
    container.register(Greeter.self, name: "french") { FrenchGreeter() }
    let english: EnglishGreeter = try container.resolve()
    #expect(english.greeting == "Hello")
    #expect(try container.resolve(Greeter.self, name: "french").greeting == "Bonjour")
  }
}
