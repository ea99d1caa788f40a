import Testing
import WayfinderDI
import WayfinderRegistrations

/// A marker the observer looks for.
protocol ScreenModel {}
extension ChatModel: ScreenModel {}

/// What an observer saw, kept across threads.
final class SeenRegistrations: Sendable {
  let names = Lock<[String]>([])
}

@Suite("Observers of a container's registrations")
struct RegistrationObserverTests {
  @Test func anObserverHearsEachRegistrationAfterItIsAddedAndCanResolveIt() throws {
    let container = Container()
    container.register(ServiceA.self) { _ in ServiceA() }
    let seen = SeenRegistrations()
    // NB: the container keeps its observers: one that uses the container holds it weakly.
    container.onRegistration { [weak container] service in
      seen.names.withLock { $0.append(service.description) }
      #expect(container?.hasRegistration(of: service.serviceType) == true)
    }
    container.register(ServiceB.self) { r in ServiceB(a: try r.resolve()) }
    container.register(ChatModel.self) { (_, id: Int) in ChatModel(id: id) }
    container.register(ServiceB.self) { _ in ServiceB(a: ServiceA()) }
    #expect(
      seen.names.withLock { $0 } == [
        "ServiceB", "ChatModel (arguments: (Int))", "ServiceB",
      ])
  }

  @Test func anObserverFindsTheRegistrationsOfAKind() {
    let container = Container()
    let seen = SeenRegistrations()
    container.onRegistration { service in
      if service.serviceType is any ScreenModel.Type {
        seen.names.withLock { $0.append(service.typeName) }
      }
    }
    container.register(ChatModel.self) { (_, id: Int) in ChatModel(id: id) }
    container.register(ServiceA.self) { _ in ServiceA() }
    #expect(seen.names.withLock { $0 } == ["ChatModel"])
  }

  @Test func aChildsRegistrationsAreNotTheParentsToObserve() {
    let parent = Container()
    let seen = SeenRegistrations()
    parent.onRegistration { service in seen.names.withLock { $0.append(service.typeName) } }
    Container(parent: parent).register(ServiceA.self) { _ in ServiceA() }
    #expect(seen.names.withLock { $0 }.isEmpty)
  }
}
