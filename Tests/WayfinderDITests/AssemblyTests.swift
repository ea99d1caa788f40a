import Testing
import WayfinderDI
import WayfinderRegistrations

final class Journal: Sendable {
  private let lines = Lock<[String]>([])
  var entries: [String] { lines.withLock { $0 } }
  func log(_ line: String) { lines.withLock { $0.append(line) } }
}

struct NetworkAssembly: Assembly {
  let journal: Journal
  func assemble(container: Container) {
    journal.log("assemble network")
    container.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
  }
  func loaded(resolver: Resolver) throws {
    journal.log("loaded network, B resolvable: \((try? resolver.resolve(ServiceB.self)) != nil)")
  }
}

struct FeatureAssembly: Assembly {
  let journal: Journal
  func assemble(container: Container) {
    journal.log("assemble feature")
    container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
  }
}

struct FailingAssembly: Assembly {
  func assemble(container: Container) {}
  func loaded(resolver: Resolver) throws { _ = try resolver.resolve(ServiceD.self) }
}

@Suite struct AssemblyTests {
  @Test func assembliesRegisterInOrderThenLoad() throws {
    let journal = Journal()
    let assembler = try Assembler([
      NetworkAssembly(journal: journal), FeatureAssembly(journal: journal),
    ])
    #expect(
      journal.entries == [
        "assemble network", "assemble feature", "loaded network, B resolvable: true",
      ])
    #expect(
      try assembler.resolver.resolve(ServiceB.self).a === assembler.container.resolve(ServiceA.self)
    )
  }

  @Test func childAssemblerOverridesWithoutChangingTheParent() throws {
    let journal = Journal()
    let app = try Assembler([NetworkAssembly(journal: journal), FeatureAssembly(journal: journal)])
    let stub = ServiceA()
    struct StubAssembly: Assembly {
      let stub: ServiceA
      func assemble(container: Container) { container.register(ServiceA.self) { _ in stub } }
    }
    let preview = try Assembler([StubAssembly(stub: stub)], parent: app)
    #expect(try preview.container.resolve(ServiceB.self).a === stub)
    #expect(try app.container.resolve(ServiceB.self).a !== stub)
  }

  @Test func aFailingLoadedHookSurfacesItsError() {
    #expect(throws: ResolutionError.self) { try Assembler([FailingAssembly()]) }
  }
}
