import Foundation
import MessengerCore
import Testing
import Wayfinder
import WayfinderDI

/// What a front end does per window, in platform-free code: the SwiftUI front end connects
/// each of its windows with the state its scene storage kept.
@MainActor
@Suite("Messenger windows: saved and restored each on its own")
struct SceneTests {
  /// An app logged in, its windows restored from an empty store: window 1.
  private func scene(restoresNavigation: Bool = true) throws -> MessengerApp {
    let container = Container()
    container.register(Container.auth) { _ in LoggedInAuth() }
    return try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), container: container,
      restoresNavigation: restoresNavigation)
  }

  private func chats(of app: MessengerApp, in window: AppWindow? = nil) -> ChatsFlow? {
    let flow = window.map(app.flow(of:)) ?? app.app
    return (flow?.child(at: .main) as? MainFlow)?.child(at: .chats) as? ChatsFlow
  }

  @Test func aWindowsScreensComeBackFromItsOwnSavedData() throws {
    let first = try scene(restoresNavigation: false)
    let window = first.windows.connect("A")
    try window.navigator.open("messenger://chats/1")
    let data = try window.navigator.snapshotData()
    let restored = try scene(restoresNavigation: false)
    let again = restored.windows.connect("A", restoring: data)
    #expect(chats(of: restored, in: again)?.router.state.path == [.thread(1)])
  }

  @Test func twoWindowsNavigateApart() throws {
    let app = try scene(restoresNavigation: false)
    let left = app.windows.connect("A")
    let right = app.windows.connect("B")
    try left.navigator.open("messenger://chats/1")
    #expect(chats(of: app, in: left)?.router.state.path == [.thread(1)])
    #expect(chats(of: app, in: right)?.router.state.path == [])
  }

  @Test func damagedSavedDataKeepsTheFirstScreensAndSaysWhy() throws {
    let app = try scene(restoresNavigation: false)
    let window = app.windows.connect("A", restoring: Data("{not json".utf8))
    #expect(chats(of: app, in: window)?.router.state.path == [])
    guard case .failure = window.restoration else {
      Issue.record("the damaged data was restored")
      return
    }
  }

  @Test func theLoginScreensAreNotSaved() throws {
    let app = try MessengerApp(database: try MessengerDatabase(inMemory: .demo))
    #expect(app.app?.router.state.root == .auth)
    try app.save()
    #expect(app.backend.savedWindows() == [SavedWindow(id: "1", snapshot: nil)])
  }

  // Issue 30: the new chat runs as a child flow with a result, as the README teaches.
  @Test func aNewChatOpensItsThread() async throws {
    let app = try scene()
    let flow = try #require(chats(of: app))
    let starting = Task { @MainActor in await flow.startNewChat() }
    for _ in 0..<20 where flow.child(at: .newChat) == nil { await Task.yield() }
    let newChat = try #require(flow.child(at: .newChat) as? NewChatFlow)
    newChat.finish(with: 2)
    await starting.value
    #expect(flow.router.state.path == [.thread(2)])
  }

  @Test func twoEqualMessagesAreTwoRows() async throws {
    let app = try scene()
    _ = app.open("messenger://chats/1")
    guard let thread = chats(of: app)?.thread(1) else {
      Issue.record("no thread view model")
      return
    }
    let before = thread.rows.count
    thread.send("Same")
    thread.send("Same")
    await app.settle()
    let rows = thread.rows
    #expect(rows.count == before + 2)
    #expect(Set(rows.map(\.id)).count == rows.count)
  }

  // The view models follow a ValueObservation: a change saved anywhere in the app reaches
  // them without their reading the database again.
  @Test func viewModelsFollowChangesSavedElsewhere() async throws {
    let app = try scene()
    _ = app.open("messenger://chats/1")
    let thread = try #require(chats(of: app)?.thread(1))
    let list = try #require(chats(of: app)?.list)
    try app.backend.send("From elsewhere", to: 1)
    _ = try app.backend.startChat(with: "Barbara")
    await app.settle()
    #expect(thread.rows.last?.message.text == "From elsewhere")
    #expect(list.chats.map(\.title).last == "Barbara")
  }
}
