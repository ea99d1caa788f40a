import Testing
import WayfinderDI
import WayfinderRegistrations

/// A service whose factory fails.
struct BrokenSetup: Error {}

@Suite("Optional services resolved through their registration")
struct OptionalResolutionTests {
  // Defect: `let greeter: Greeter? = try? container.resolve()` inferred `Greeter?`, found no
  // registration of that optional type and gave nil, even with `Greeter` registered.
  @Test func anOptionalRequestFindsTheWrappedRegistration() throws {
    let container = Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }
    let greeter: Greeter? = try container.resolve()
    #expect(greeter?.greeting == "Hello")
    let viaTry: Greeter? = try? container.resolve()
    #expect(viaTry?.greeting == "Hello")
  }

  @Test func anOptionalRequestForAnUnregisteredServiceIsNil() throws {
    let container = Container()
    let greeter: Greeter? = try container.resolve()
    #expect(greeter == nil)
  }

  @Test func aNamedOptionalRequestFindsTheNamedRegistration() throws {
    let container = Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }
    container.register(Greeter.self, name: "fr") { _ in FrenchGreeter() }
    let french: Greeter? = try container.resolve(name: "fr")
    #expect(french?.greeting == "Bonjour")
    let missing: Greeter? = try container.resolve(name: "de")
    #expect(missing == nil)
  }

  @Test func aRegistrationOfTheOptionalItselfComesFirst() throws {
    let container = Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }
    container.register(Greeter?.self) { _ in nil }
    let greeter: Greeter? = try container.resolve()
    #expect(greeter == nil)
  }

  @Test func aFailureOfTheWrappedFactoryIsThrownNotHidden() {
    let container = Container()
    container.register(Greeter.self) { _ -> Greeter in throw BrokenSetup() }
    #expect(throws: ResolutionError.self) {
      let _: Greeter? = try container.resolve()
    }
  }

  @Test func aFactoryCanDependOnAnOptionalService() throws {
    let container = Container()
    container.register(String.self) { r in
      let greeter: Greeter? = try r.resolve()
      return greeter?.greeting ?? "none"
    }
    #expect(try container.resolve(String.self) == "none")
    container.register(Greeter.self) { _ in FrenchGreeter() }
    #expect(try container.resolve(String.self) == "Bonjour")
  }
}
