import Testing
import WayfinderDI
import WayfinderRegistrations

extension ServiceName {
  static let french: ServiceName = "french"
}

@Suite struct RegistrationTests {
  @Test func namesAreTheSameTextByteForByte() throws {
    let container = Container()
    container.register(Greeter.self, name: "café") { _ in FrenchGreeter() }
    #expect(ServiceName("café") == ServiceName(String("caf") + "é"))
    #expect(
      try container.resolve(Greeter.self, name: ServiceName("caf" + "é")).greeting == "Bonjour")
    // "e" followed by a combining accent is another name, though Unicode holds it equivalent.
    #expect(ServiceName("cafe\u{301}") != ServiceName("café"))
    #expect((try? container.resolve(Greeter.self, name: "cafe\u{301}")) == nil)
  }

  // A key tells "no name" from a name by the name's hash, which is never 0: an empty name
  // stays a name of its own, on the lookup and on the published path alike.
  @Test func anEmptyNameIsANameOfItsOwn() throws {
    let container = Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }
    container.register(Greeter.self, name: "") { _ in FrenchGreeter() }
    for _ in 0..<2 {
      #expect(try container.resolve(Greeter.self).greeting == "Hello")
      #expect(try container.resolve(Greeter.self, name: "").greeting == "Bonjour")
    }
    #expect(container.hasRegistration(of: Greeter.self, name: ""))
  }

  @Test func resolvesByType() throws {
    let container = Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }
    #expect(try container.resolve(Greeter.self).greeting == "Hello")
  }

  @Test func namesTellRegistrationsApart() throws {
    let container = Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }
    container.register(Greeter.self, name: .french) { _ in FrenchGreeter() }
    container.register(Greeter.self, name: "literal") { _ in FrenchGreeter() }
    #expect(try container.resolve(Greeter.self).greeting == "Hello")
    #expect(try container.resolve(Greeter.self, name: .french).greeting == "Bonjour")
    #expect(try container.resolve(Greeter.self, name: "french").greeting == "Bonjour")
    #expect(try container.resolve(Greeter.self, name: "literal").greeting == "Bonjour")
  }

  @Test func factoriesTakeTypedArguments() throws {
    let container = Container()
    container.register(String.self) { (_, count: Int) in String(repeating: "a", count: count) }
    container.register(String.self) { (_, count: Int, text: String) in
      String(repeating: text, count: count)
    }
    container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in
      "\(a + b + c + d + e)"
    }
    #expect(try container.resolve(String.self, arguments: 3) == "aaa")
    #expect(try container.resolve(String.self, arguments: 2, "xy") == "xyxy")
    #expect(try container.resolve(String.self, arguments: 1, 2, 3, 4, 5) == "15")
  }

  @Test func factoriesResolveTheirDependencies() throws {
    let container = Container()
    registerDiamond(in: container)
    let d = try container.resolve(ServiceD.self)
    #expect(d.a !== d.b.a)
    #expect(d.c.b !== d.b)
  }

  @Test func registeringAgainReplaces() throws {
    let container = Container()
    container.register(Greeter.self, scope: .singleton) { _ in EnglishGreeter() }
    let first = try container.resolve(Greeter.self)
    container.register(Greeter.self, scope: .singleton) { _ in FrenchGreeter() }
    let second = try container.resolve(Greeter.self)
    #expect(first.greeting == "Hello")
    #expect(second.greeting == "Bonjour")
  }

  @Test func childSeesParentRegistrations() throws {
    let parent = Container()
    parent.register(Greeter.self) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    #expect(try child.resolve(Greeter.self).greeting == "Hello")
    #expect(child.parent === parent)
  }

  @Test func childOverridesWithoutChangingParent() throws {
    let parent = Container()
    parent.register(Greeter.self) { _ in EnglishGreeter() }
    let child = Container(parent: parent)
    child.register(Greeter.self) { _ in FrenchGreeter() }
    #expect(try child.resolve(Greeter.self).greeting == "Bonjour")
    #expect(try parent.resolve(Greeter.self).greeting == "Hello")
  }

  @Test func childOverridesReachParentTransientFactories() throws {
    let parent = Container()
    parent.register(ServiceA.self) { _ in ServiceA() }
    parent.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    let child = Container(parent: parent)
    let stub = ServiceA()
    child.register(ServiceA.self) { _ in stub }
    #expect(try child.resolve(ServiceB.self).a === stub)
    #expect(try parent.resolve(ServiceB.self).a !== stub)
  }

  @Test func parentSingletonsStayInTheParent() throws {
    let parent = Container()
    parent.register(ServiceA.self) { _ in ServiceA() }
    parent.register(ServiceB.self, scope: .singleton) { r in ServiceB(a: try r.resolve()) }
    let first = Container(parent: parent)
    let second = Container(parent: parent)
    first.register(ServiceA.self) { _ in ServiceA() }
    let fromFirst = try first.resolve(ServiceB.self)
    #expect(try second.resolve(ServiceB.self) === fromFirst)
    #expect(try parent.resolve(ServiceB.self) === fromFirst)
  }

  // Defect class (mutation sample): a parent's shared instance resolving its dependencies in
  // the child container it was first asked from, which only the declared dependencies' test
  // noticed. The instance lives in the parent, so it takes the parent's dependencies, whatever
  // the child overrides, in every scope that shares.
  @Test(arguments: [Scope.singleton, .weak, .cached])
  func aParentsSharedInstanceTakesTheParentsDependencies(scope: Scope) throws {
    let parent = Container()
    let parentsA = ServiceA()
    parent.register(ServiceA.self) { _ in parentsA }
    parent.register(ServiceB.self, scope: scope) { r in ServiceB(a: try r.resolve()) }
    let child = Container(parent: parent)
    let childsA = ServiceA()
    child.register(ServiceA.self) { _ in childsA }
    let fromChild = try child.resolve(ServiceB.self)
    #expect(fromChild.a === parentsA)
    #expect(try parent.resolve(ServiceB.self) === fromChild)
  }

  @Test func theInitializerRegistersBeforeItReturns() throws {
    let parent = Container { $0.register(Greeter.self) { _ in EnglishGreeter() } }
    let child = Container(parent: parent, defaultScope: .singleton) { child in
      child.register(ServiceA.self) { _ in ServiceA() }
      #expect(child.hasRegistration(of: ServiceA.self))
    }
    #expect(try parent.resolve(Greeter.self).greeting == "Hello")
    #expect(try child.resolve(Greeter.self).greeting == "Hello")
    #expect(try child.resolve(ServiceA.self) === child.resolve(ServiceA.self))
    #expect(!parent.hasRegistration(of: ServiceA.self))
  }
}
