import Testing
import WayfinderDI
import WayfinderRegistrations

/// A registration keyed by type alone is found without the lookup once it was resolved, a
/// transient one is made in the caller's code, and a made singleton is read there: these
/// tests pin that later resolves behave exactly as the first.
@Suite struct PublishedEntryTests {
  @Test func replacingAMadeSingletonResolvesTheNewRegistration() throws {
    let container = Container()
    container.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    weak let first = try container.resolve(ServiceA.self)
    #expect(try container.resolve(ServiceA.self) === first)

    container.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    let second = try container.resolve(ServiceA.self)
    #expect(second !== first)
    #expect(try container.resolve(ServiceA.self) === second)
    // The replaced instance is released once no resolve can still read it, while the
    // container lives (at once here, unless a test beside this one is resolving).
    #expect(eventually { first == nil })
  }

  @Test func laterResolvesReportErrorsAsTheFirst() {
    let container = Container()
    registerLoop(in: container)
    container.register(ServiceA.self) { _ in throw Boom() }
    container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    for request in [
      { _ = try container.resolve(Entrance.self) }, { _ = try container.resolve(ServiceB.self) },
    ] {
      let first = #expect(throws: ResolutionError.self) { try request() }
      let second = #expect(throws: ResolutionError.self) { try request() }
      #expect(first?.description == second?.description)
      #expect(first?.path == second?.path)
    }
  }

  @Test func laterResolvesReachMainActorFactoriesOnlyOnTheMainActor() async throws {
    let container = Container()
    container.register(MainActorViewModel.self) { @MainActor _ in MainActorViewModel(title: "Chat")
    }
    for _ in 0..<2 {
      #expect(throws: ResolutionError.self) { try container.resolve(MainActorViewModel.self) }
      let title = await MainActor.run { try? container.resolve(MainActorViewModel.self).title }
      #expect(title == "Chat")
      // A resolver made off the main actor (as `assembler.resolver` is here) and used on the
      // main actor reaches it too.
      let assembler = try Assembler(container: container)
      let viaResolver = await MainActor.run {
        try? assembler.resolver.resolve(MainActorViewModel.self).title
      }
      #expect(viaResolver == "Chat")
    }
  }

  @Test func aChildsRegistrationWinsOverItsParentsMadeSingleton() throws {
    let app = Container()
    app.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    app.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    let shared = try app.resolve(ServiceA.self)
    #expect(try app.resolve(ServiceB.self).a === shared)

    let flow = Container(parent: app)
    #expect(try flow.resolve(ServiceA.self) === shared)
    flow.register(ServiceA.self) { _ in ServiceA() }
    #expect(try flow.resolve(ServiceA.self) !== shared)
    #expect(try flow.resolve(ServiceA.self) !== flow.resolve(ServiceA.self))
    #expect(try app.resolve(ServiceA.self) === shared)
  }

  @Test func namedAndArgumentRegistrationsAreNotTakenForTheTypeAlone() throws {
    let container = Container()
    container.register(ServiceA.self, scope: .singleton) { _ in ServiceA() }
    container.register(ServiceA.self, name: "backup", scope: .singleton) { _ in ServiceA() }
    container.register(ServiceA.self, scope: .singleton) { (_, _: Int) in ServiceA() }
    let plain = try container.resolve(ServiceA.self)
    let named = try container.resolve(ServiceA.self, name: "backup")
    let withArgument = try container.resolve(ServiceA.self, arguments: 1)
    #expect(plain !== named && plain !== withArgument && named !== withArgument)
    #expect(try container.resolve(ServiceA.self) === plain)
    #expect(try container.resolve(ServiceA.self, name: "backup") === named)
    #expect(try container.resolve(ServiceA.self, arguments: 2) === withArgument)
  }

  // More singletons than the table of made ones can hold (2,048 slots, 8 probes): every one
  // still resolves to its own instance, published or not.
  @Test func fourThousandSingletonsEachResolveToTheirOwn() throws {
    let container = Container()
    var types: [any TaggedType.Type] = []
    collectTypes(Leaf.self, depth: 12, into: &types)
    for (index, type) in types.enumerated() { type.register(in: container, index: index) }
    for round in 0..<2 {
      for (index, type) in types.enumerated() {
        let resolved = try type.resolveIndex(in: container)
        #expect(resolved == index, "round \(round)")
      }
    }
  }
}

private enum Leaf {}
private enum TagLeft<T> {}
private enum TagRight<T> {}

/// 2^depth distinct types, as `Tagged<TagLeft<TagRight<…>>>`.
private func collectTypes<T>(_ type: T.Type, depth: Int, into types: inout [any TaggedType.Type]) {
  guard depth > 0 else {
    types.append(Tagged<T>.self)
    return
  }
  collectTypes(TagLeft<T>.self, depth: depth - 1, into: &types)
  collectTypes(TagRight<T>.self, depth: depth - 1, into: &types)
}

private protocol TaggedType {
  static func register(in container: Container, index: Int)
  static func resolveIndex(in container: Container) throws -> Int
}

private final class Tagged<Tag>: TaggedType, Sendable {
  let index: Int
  init(index: Int) { self.index = index }

  static func register(in container: Container, index: Int) {
    container.register(Tagged<Tag>.self, scope: .singleton) { _ in Tagged(index: index) }
  }

  static func resolveIndex(in container: Container) throws -> Int {
    let first = try container.resolve(Tagged<Tag>.self)
    let second = try container.resolve(Tagged<Tag>.self)
    return first === second ? first.index : -1
  }
}
