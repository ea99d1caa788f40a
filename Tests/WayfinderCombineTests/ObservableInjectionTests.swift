import Observation
import Testing
import WayfinderCombine
import WayfinderDI

/// A service the view model below reads.
private struct Greeting: Sendable {
  var text: String
}

extension Container {
  fileprivate static let greeting = Dependency<Greeting> { Greeting(text: "Hello") }
}

/// The taught view model, with a service from the current container.
@Observable
private final class GreetingViewModel: EventViewModel<GreetingViewModel.Event> {
  enum Event: Sendable { case done }
  @ObservationIgnored @Injected(Container.greeting) var greeting: Greeting
  var name = ""
}

@MainActor
@Suite("Services in an @Observable view model")
struct ObservableInjectionTests {
  // Issue 43: the property wrappers work in the taught view model (an `@Observable` subclass of
  // EventViewModel), resolving from the container current where it is made. Observation cannot
  // track a wrapped property, so the wrapper is `@ObservationIgnored` (without it, the macro
  // refuses to compile: "property wrapper cannot be applied to a computed property").
  @Test func anObservableViewModelResolvesItsServices() {
    let container = Container()
    container.register(Container.greeting) { _ in Greeting(text: "Bonjour") }
    let model = Container.$current.withValue(container) { GreetingViewModel() }
    #expect(model.greeting.text == "Bonjour")
    #expect(GreetingViewModel().greeting.text == "Hello")
  }
}
