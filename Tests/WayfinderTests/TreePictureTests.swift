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
