import Testing
import WayfinderCombine
import WayfinderDI

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

extension Container {
  static let chatTitle = Dependency<String>("chatTitle") { "live" }
}

/// A view model made in an event handler, as the documents make one.
@MainActor final class TitleModel {
  @Injected(Container.chatTitle) var title: String
}

@MainActor
@Suite struct ContainerBindingTests {
  // Defect: a view model made in a `bind` handler read `@Injected` from `Container.shared`,
  // not from the container its navigator was given.
  @Test func handlersResolveFromTheNavigatorsContainer() async {
    let container = Container()
    container.register(Container.chatTitle) { _ in "stub" }
    let chats = ChatsCoordinator()
    let navigator = Navigator(root: chats, container: container)
    navigator.start()
    let seen = Lock<[String]>([])
    let model = NewChatViewModel()
    chats.bind(model) { _ in seen.withLock { $0.append("events " + TitleModel().title) } }
    chats.bind(model.events.values) { _ in
      seen.withLock { $0.append("sequence " + TitleModel().title) }
    }
    let published = PassthroughSubject<Int, Never>()
    chats.bind(published) { _ in seen.withLock { $0.append("publisher " + TitleModel().title) } }
    await Task.yield()
    model.send(.dismissRequested)
    published.send(1)
    for _ in 0..<1_000 where seen.withLock({ $0.count }) < 3 { await Task.yield() }
    #expect(Set(seen.withLock { $0 }) == ["events stub", "sequence stub", "publisher stub"])
    navigator.stop()
  }
}
