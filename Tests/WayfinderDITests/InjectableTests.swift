import Testing
import WayfinderDI
import WayfinderRegistrations

protocol HasGreeter { var greeter: Greeter { get } }
protocol HasServiceA { var serviceA: ServiceA { get } }

/// The app's services, composed of `Has…` protocols.
struct AppServices: HasGreeter, HasServiceA {
  let greeter: Greeter
  let serviceA: ServiceA
}

struct GreeterOnly: HasGreeter {
  let greeter: Greeter
}

final class WelcomeViewModel: Injectable {
  typealias Dependencies = HasGreeter & HasServiceA
  let dependencies: Dependencies
  init(dependencies: Dependencies) { self.dependencies = dependencies }
  var title: String { "\(dependencies.greeter.greeting)!" }
}

@Suite struct InjectableTests {
  @Test func injectablesTakeJustWhatTheyNeed() {
    let services = AppServices(greeter: EnglishGreeter(), serviceA: ServiceA())
    let viewModel = WelcomeViewModel(dependencies: services)
    #expect(viewModel.title == "Hello!")
    #expect(viewModel.dependencies.serviceA === services.serviceA)
  }

  @Test func containerBuildsInjectablesFromTheServicesValue() throws {
    let container = Container()
    container.register(AppServices.self, scope: .singleton) { _ in
      AppServices(greeter: FrenchGreeter(), serviceA: ServiceA())
    }
    container.register(WelcomeViewModel.self, services: AppServices.self)
    #expect(try container.resolve(WelcomeViewModel.self).title == "Bonjour!")
  }

  @Test func servicesThatLackADependencyGiveATypedError() {
    let container = Container()
    container.register(GreeterOnly.self) { _ in GreeterOnly(greeter: EnglishGreeter()) }
    container.register(WelcomeViewModel.self, services: GreeterOnly.self)
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(WelcomeViewModel.self)
    }
    #expect(
      error?.description == """
        The factory of WelcomeViewModel threw: GreeterOnly does not conform to HasGreeter & HasServiceA; add the missing Has… conformances to GreeterOnly.
        """)
  }
}
