import Observation
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI

@MainActor
@Suite("Tree pictures and observation")
struct TreePictureTests {
  @Test func theTreeDrawsAsTextAndAsMermaid() throws {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.start()
    app.main?.chats?.router.push(.thread(id: 3))
    app.main?.chats?.router.present(.newChat)
    app.main?.chats?.router.present(.deleteAlert(id: 3), style: .alert)
    #expect(
      navigator.tree.text == """
        AppFlow [main]
        └─ MainFlow (root main) tabs [*chats, library, profile]
           ├─ ChatsFlow (tab chats) [list, thread(id: 3)] + sheet newChat + alert deleteAlert(id: 3)
           │  └─ NewChatFlow (presented 0 newChat) [newChat]
           ├─ LibraryFlow (tab library) [list]
           └─ ProfileFlow (tab profile) [overview]
        """)
    let ids = Dictionary(
      uniqueKeysWithValues: flows(in: navigator.tree).map {
        ($0.flowName, "f\($0.id)".dropFirst(2))
      })
    let key = { (name: String) in "f" + (ids[name].map(String.init) ?? "?") }
    #expect(
      navigator.tree.mermaid == """
        graph TD
          \(key("AppFlow"))["AppFlow<br/>[main]"]
          \(key("AppFlow")) -->|root main| \(key("MainFlow"))["MainFlow<br/>tabs [*chats, library, profile]"]
          \(key("MainFlow")) -->|tab chats| \(key("ChatsFlow"))["ChatsFlow<br/>[list, thread(id: 3)] + sheet newChat + alert deleteAlert(id: 3)"]
          \(key("ChatsFlow")) -->|presented 0 newChat| \(key("NewChatFlow"))["NewChatFlow<br/>[newChat]"]
          \(key("MainFlow")) -->|tab library| \(key("LibraryFlow"))["LibraryFlow<br/>[list]"]
          \(key("MainFlow")) -->|tab profile| \(key("ProfileFlow"))["ProfileFlow<br/>[overview]"]
        """)
  }

  @Test func routerStateIsObservable() throws {
    let chats = ChatsFlow()
    chats.start()
    let changes = Lock(0)
    withObservationTracking {
      _ = chats.router.state.path
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    chats.router.push(.thread(id: 1))
    #expect(changes.withLock { $0 } == 1)
  }

  private func flows(in tree: NavigationTree) -> [NavigationTree] {
    [tree] + tree.children.flatMap(flows)
  }
}

extension Container {
  static let chatDraft = Dependency<DraftStore>("chatDraft", scope: .cached) { DraftStore() }
}

/// What a chats flow keeps for its threads.
final class DraftStore: Sendable {}

@MainActor
@Suite("One picture of the navigation and its dependencies")
struct DependencyPictureTests {
  @Test func eachFlowThatOwnsAContainerShowsWhatItHoldsAsTextAndAsMermaid() throws {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app, container: Container())
    navigator.start()
    let chats = try #require(app.main?.chats)
    chats.container.register(Container.chatDraft) { _ in DraftStore() }
    chats.container.register(Container.greeter) { _ in StubGreeter() }
    _ = try chats.container.resolve(Container.chatDraft)
    chats.router.push(.thread(id: 3))
    // The ancestors got containers of their own as the flow made its own: empty, not shown.
    #expect(
      navigator.treeWithDependencies.text == """
        AppFlow [main]
        └─ MainFlow (root main) tabs [*chats, library, profile]
           ├─ ChatsFlow (tab chats) [list, thread(id: 3)]
           │     services: chatDraft: cached, held; greeter: transient
           ├─ LibraryFlow (tab library) [list]
           └─ ProfileFlow (tab profile) [overview]
        """)
    // The plain tree leaves them out, and is equal to a tree of a flow without a container.
    #expect(navigator.tree.text.contains("services") == false)
    #expect(navigator.tree.children[0].children[0].dependencies == nil)
    let mermaid = navigator.treeWithDependencies.mermaid
    let key = "f" + "f\(chats.id)".dropFirst(2)
    #expect(
      mermaid.contains(
        "  \(key) -.- \(key)s[\"services<br/>chatDraft: cached, held<br/>greeter: transient\"]"))
    #expect(!navigator.tree.mermaid.contains("-.-"))
  }

  @Test func theRootFlowWithoutAContainerOfItsOwnShowsTheNavigatorsServices() throws {
    let app = Container()
    app.register(Container.chatDraft) { _ in DraftStore() }
    let flow = ChatsFlow()
    let navigator = Navigator(root: flow, container: app)
    navigator.start()
    #expect(
      navigator.treeWithDependencies.text == """
        ChatsFlow [list]
           services: chatDraft: cached
        """)
    _ = try app.resolve(Container.chatDraft)
    #expect(navigator.treeWithDependencies.dependencies?.map(\.holdsInstance) == [true])
    #expect(navigator.tree.dependencies == nil)
  }

  @Test func aFlowWhoseOwnContainerHoldsNothingShowsNoServices() {
    let flow = ChatsFlow()
    let navigator = Navigator(root: flow, container: Container())
    navigator.start()
    _ = flow.container
    #expect(navigator.treeWithDependencies == navigator.tree)
    #expect(navigator.treeWithDependencies.text == "ChatsFlow [list]")
  }

}
