import Testing
import WayfinderRegistrations

@testable import WayfinderDI

@Suite struct MissingRegistrationRaceTests {
  // Defect: the error of a resolve that found nothing was built from the registry as it was
  // later, so a registration of the very key made in between (another thread registering
  // after `removeAll()`) gave "Argument mismatch for ServiceA: registered with no arguments,
  // resolved with no arguments". The resolve saw nothing registered, and says so. The
  // interleaving is forced by building the error after the registration, as the racing
  // resolve did.
  @Test func anErrorSaysWhatTheFailingResolveSaw() {
    let container = Container()
    container.register(ServiceA.self) { _ in ServiceA() }
    let error = container.missingRegistrationError(
      ServiceDescriptor(ServiceA.self, name: nil), optionalTwin: ServiceA.self)
    guard case .notRegistered(let requested, let similar) = error.reason else {
      Issue.record("expected notRegistered, got \(error)")
      return
    }
    #expect(requested.typeName == "ServiceA")
    #expect(similar.isEmpty)
  }
}
