import Testing
import WayfinderDI
import WayfinderRegistrations

@Suite struct GraphScopeTests {
  // Gap (a mutation no test noticed): a top-level resolve makes a graph only when the
  // container or a parent holds a graph registration; a child that holds none of its own
  // must still share its parent's graph registration within one resolve, not make a new
  // instance at each level.
  @Test func aParentsGraphRegistrationIsSharedWithinOneResolveThroughAChild() throws {
    let parent = Container()
    registerDiamond(in: parent, scopeOfA: .graph)
    let child = Container(parent: parent)
    for container in [child, Container(parent: child)] {
      let first = try container.resolve(ServiceD.self)
      #expect(first.a === first.b.a)
      #expect(first.a === first.c.a)
      #expect(first.a === first.c.b.a)
      #expect(try container.resolve(ServiceD.self).a !== first.a)
    }
  }

  // Gap (a mutation no test noticed): a cycle through graph factories alone is found when
  // the instance being made is asked for again, before any factory runs a second time; the
  // depth limit would find it too, but only after each factory ran several times.
  @Test func aCycleThroughGraphFactoriesIsFoundBeforeAnyFactoryRunsTwice() {
    let container = Container()
    let madeA = Counter()
    let madeB = Counter()
    container.register(ServiceA.self, scope: .graph) { r in
      madeA.increment()
      _ = try r.resolve(ServiceB.self)
      return ServiceA()
    }
    container.register(ServiceB.self, scope: .graph) { r in
      madeB.increment()
      return ServiceB(a: try r.resolve())
    }
    let error = #expect(throws: ResolutionError.self) { try container.resolve(ServiceA.self) }
    #expect(error?.path.map(\.typeName) == ["ServiceA", "ServiceB", "ServiceA"])
    #expect(madeA.value == 1)
    #expect(madeB.value == 1)
  }
}
