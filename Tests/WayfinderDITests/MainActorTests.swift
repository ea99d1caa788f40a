import Testing
import WayfinderDI

@MainActor final class ChatScreenModel {
  let chatID: Int
  init(chatID: Int) { self.chatID = chatID }
}

/// A main-actor type built from `Has…` dependencies, as seed 004's view controllers are.
@MainActor final class WelcomeScreen: @MainActor Injectable {
  typealias Dependencies = HasGreeter
  let title: String
  init(dependencies: Dependencies) { title = dependencies.greeter.greeting }
}

/// Registers the main-actor services these tests resolve.
func registerMainActorServices(in container: Container) {
  container.register(String.self) { "Inbox" }
  container.register(MainActorViewModel.self, scope: .singleton) { @MainActor r in
    MainActorViewModel(title: try r.resolve())
  }
}

struct MainActorAssembly: Assembly {
  func assemble(container: Container) { registerMainActorServices(in: container) }
}

/// A main-actor owner of every property wrapper, each reading a `@MainActor` registration.
@MainActor final class MainActorOwner {
  @Injected(.mainActor) var injected: MainActorViewModel
  @OptionalInjected(.mainActor) var optional: MainActorViewModel?
  @LazyInjected(.mainActor) var lazy: MainActorViewModel
  @WeakLazyInjected(.mainActor) var weakLazy: MainActorViewModel?
}

@Suite struct MainActorTests {
  // Defect: whether a resolve ran on the main actor was decided by thread. On Linux the main
  // actor runs on a worker thread after its first suspension, so `assembler.resolver` threw
  // `requiresMainActor` there. The caller's isolation decides now.
  @MainActor @Test func assemblerResolverReachesMainActorFactoriesAfterASuspension() async throws {
    let assembler = try Assembler([MainActorAssembly()])
    for _ in 0..<3 {
      try await Task.sleep(for: .milliseconds(1))
      let viewModel = try assembler.resolver.resolve(MainActorViewModel.self)
      #expect(viewModel.title == "Inbox")
      #expect(try assembler.container.resolve(MainActorViewModel.self).title == "Inbox")
    }
  }

  // Defect: the property wrappers resolved without the caller's isolation: `@Injected` and
  // `@LazyInjected` stopped the program and the others were nil for `@MainActor`
  // registrations, even in a main-actor owner.
  @MainActor @Test(.container { registerMainActorServices(in: $0) })
  func propertyWrappersOfMainActorOwnersReachMainActorRegistrations() async throws {
    try await Task.sleep(for: .milliseconds(1))
    let owner = MainActorOwner()
    #expect(owner.injected.title == "Inbox")
    #expect(owner.optional?.title == "Inbox")
    #expect(owner.lazy.title == "Inbox")
    #expect(owner.weakLazy?.title == "Inbox")
  }

  @MainActor @Test func wrappersMadeInMainActorCodeCarryItsIsolation() async throws {
    let container = Container()
    registerMainActorServices(in: container)
    try await Task.sleep(for: .milliseconds(1))
    let injected = Injected<MainActorViewModel>(container: container)
    let optional = OptionalInjected<MainActorViewModel>(container: container)
    #expect(injected.wrappedValue.title == "Inbox")
    #expect(optional.projectedValue == nil)
  }

  @Test func theCallersIsolationDecidesNotTheThread() async {
    let container = Container()
    registerMainActorServices(in: container)
    // Off the main actor: refused, whatever thread runs this.
    let offMain = Result { () throws(ResolutionError) in
      try container.resolve(MainActorViewModel.self)
    }
    guard case .failure(let error) = offMain, case .requiresMainActor = error.reason else {
      Issue.record("expected requiresMainActor off the main actor")
      return
    }
    // On it: resolved, whatever thread runs it.
    let title = await MainActor.run { try? container.resolve(MainActorViewModel.self).title }
    #expect(title == "Inbox")
  }

  // Defect: a `@MainActor` factory that takes resolve-time arguments did not compile
  // ("loses global actor 'MainActor'").
  @MainActor @Test func mainActorFactoriesTakeArguments() throws {
    let container = Container()
    container.register(ChatScreenModel.self) { @MainActor (_: Resolver, chatID: Int) in
      ChatScreenModel(chatID: chatID)
    }
    #expect(try container.resolve(ChatScreenModel.self, arguments: 42).chatID == 42)
  }

  @Test func mainActorFactoriesWithArgumentsRefuseOtherIsolations() {
    let container = Container()
    container.register(ChatScreenModel.self) { @MainActor (_: Resolver, chatID: Int) in
      ChatScreenModel(chatID: chatID)
    }
    let error = #expect(throws: ResolutionError.self) {
      try container.resolve(ChatScreenModel.self, arguments: 7)
    }
    #expect(
      error?.description == """
        ChatScreenModel (arguments: (Int)) has a @MainActor factory but was resolved off the main actor.
        Fix: resolve it from the main actor (a @MainActor function or MainActor.run); in a property wrapper of a main-actor type, write `@Injected(.mainActor)`.
        """)
  }

  // Defect: a main-actor type adopting `Injectable` could not be registered with
  // `register(_:dependencies:)` ("main actor-isolated conformance … cannot satisfy
  // conformance requirement for a 'Sendable' type parameter").
  @MainActor @Test func mainActorInjectablesRegisterWithTheirDependencies() throws {
    let container = Container()
    container.register(AppServices.self) {
      AppServices(greeter: FrenchGreeter(), serviceA: ServiceA())
    }
    container.register(WelcomeScreen.self, dependencies: AppServices.self)
    #expect(try container.resolve(WelcomeScreen.self).title == "Bonjour")
  }
}
