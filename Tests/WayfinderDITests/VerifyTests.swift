import Testing
import WayfinderDI
import WayfinderRegistrations

@Suite struct VerifyTests {
  @Test func completeContainerPasses() throws {
    let container = Container()
    registerDiamond(in: container, scopeOfA: .graph)
    container.register(String.self) { (_, count: Int) in "\(count)" }
    let skipped = try container.verify()
    #expect(skipped.map(\.description) == ["String (arguments: (Int))"])
  }

  @Test func reportsEveryProblemAtOnce() {
    let container = Container()
    container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    container.register(ServiceC.self) { r in ServiceC(a: ServiceA(), b: try r.resolve()) }
    registerLoop(in: container)
    container.register(Greeter.self, scope: .singleton) { r in
      _ = try r.resolve(ServiceD.self, name: "captive")
      return EnglishGreeter()
    }
    container.register(ServiceD.self, name: "captive") { _ in
      let a = ServiceA()
      return ServiceD(a: a, b: ServiceB(a: a), c: ServiceC(a: a, b: ServiceB(a: a)))
    }
    let error = #expect(throws: VerificationError.self) { try container.verify() }
    #expect(
      error?.description == """
        3 problems found by verify():
        - cycle: Loop1 → Loop2 → Loop3 → Loop1
        - missing: ServiceA, needed by ServiceB → ServiceA
        - captive: Greeter (singleton) holds ServiceD (name: "captive") (transient); the singleton keeps one ServiceD forever
        """)
  }

  @Test func verifyingLeavesNoSingletonBehind() throws {
    let made = Counter()
    let parent = Container()
    parent.register(ServiceA.self, scope: .singleton) { _ in
      made.increment()
      return ServiceA()
    }
    let child = Container(parent: parent)
    child.register(ServiceB.self, scope: .singleton) { r in ServiceB(a: try r.resolve()) }
    try child.verify()
    #expect(made.value == 1)
    _ = try child.resolve(ServiceB.self)
    #expect(made.value == 2)
  }
}

/// Three screens' models that each need a session nobody registered.
final class Session: Sendable {}
final class InboxModel: Sendable { init(session: Session) {} }
final class ProfileModel: Sendable { init(session: Session) {} }
final class SettingsModel: Sendable { init(session: Session) {} }

@Suite("verify() reports every registration a missing service leaves short")
struct VerifyEveryMissingTests {
  // Defect (issue 29): three view models missing the same dependency were reported as one
  // problem, naming the first; fixing it, the user found the next two one test run at a time.
  @Test func everyRegistrationThatNeedsAMissingServiceIsNamed() {
    let container = Container()
    container.register(InboxModel.self) { r in InboxModel(session: try r.resolve()) }
    container.register(ProfileModel.self) { r in ProfileModel(session: try r.resolve()) }
    container.register(SettingsModel.self) { r in SettingsModel(session: try r.resolve()) }
    container.register(ServiceB.self) { r in
      _ = try r.resolve(InboxModel.self)
      return ServiceB(a: ServiceA())
    }
    let error = #expect(throws: VerificationError.self) { try container.verify() }
    let missing = (error?.problems ?? []).map(\.description)
    #expect(
      missing == [
        "missing: Session, needed by InboxModel → Session",
        "missing: Session, needed by ProfileModel → Session",
        "missing: Session, needed by SettingsModel → Session",
      ])
  }
}
