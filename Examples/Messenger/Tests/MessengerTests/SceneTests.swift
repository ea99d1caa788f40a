import Foundation
import MessengerCore
import Testing
import Wayfinder
import WayfinderDI

/// What the SwiftUI front end does per scene (window), in platform-free code.
@MainActor
@Suite("Messenger scenes: one app per window, saved and restored on its own")
struct SceneTests {
  /// An app for one scene, logged in, with nothing restored from the store.
  private func scene() throws -> MessengerApp {
    let container = Container()
    container.register(Container.auth) { _ in LoggedInAuth() }
    return try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), container: container,
      restoresNavigation: false)
  }

  private func chats(of app: MessengerApp) -> ChatsFlow? {
    (app.app.child(at: .main) as? MainFlow)?.child(at: .chats) as? ChatsFlow
  }

  @Test func aScenesScreensComeBackFromItsOwnSavedData() throws {
    let first = try scene()
    _ = first.open("messenger://chats/1")
    let data = try #require(first.navigationData())
    let restored = try scene()
    restored.restoreNavigation(from: data)
    #expect(chats(of: restored)?.router.state.path == [.thread(1)])
    #expect(restored.notices.isEmpty)
  }

  @Test func twoScenesNavigateApart() throws {
    let left = try scene()
    let right = try scene()
    _ = left.open("messenger://chats/1")
    #expect(chats(of: left)?.router.state.path == [.thread(1)])
    #expect(chats(of: right)?.router.state.path == [])
  }

  @Test func damagedSavedDataKeepsTheScreensAndSaysWhy() throws {
    let app = try scene()
    app.restoreNavigation(from: Data("{not json".utf8))
    #expect(chats(of: app)?.router.state.path == [])
    #expect(app.notices.first?.hasPrefix("The saved screens could not be restored") == true)
  }

  @Test func theLoginScreensAreNotSaved() throws {
    let app = try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), restoresNavigation: false)
    #expect(app.app.router.state.root == .auth)
    #expect(app.navigationData() == nil)
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
