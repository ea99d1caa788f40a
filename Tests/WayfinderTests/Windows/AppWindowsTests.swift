import Foundation
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI

@MainActor
@Suite("Windows: navigation, services and restoration per window")
struct AppWindowsTests {
  @Test func twoWindowsNavigateIndependently() throws {
    let windows = makeWindows()
    let first = windows.connect("A")
    let second = windows.connect("B")
    #expect(first.navigator !== second.navigator)
    first.chats?.router.push(.thread(id: 7))
    #expect(first.chats?.router.state.path == [.thread(id: 7)])
    #expect(second.chats?.router.state.path == [])
    #expect(windows.windows.map(\.id) == ["B", "A"])
  }

  @Test func windowsShareTheAppsSingletonsAndNotTheirOwnServices() throws {
    let app = Container()
    let windows = makeWindows(app: app)
    let first = windows.connect("A")
    let second = windows.connect("B")
    #expect(
      try first.container.resolve(Container.cart) === second.container.resolve(Container.cart))
    #expect(try first.container.resolve(Container.cart) === app.resolve(Container.cart))
    let drafts = try first.container.resolve(Container.drafts)
    #expect(try first.container.resolve(Container.drafts) === drafts)
    #expect(try second.container.resolve(Container.drafts) !== drafts)
    // The root flow was made with the window's container current, so what it resolves in its
    // initializer is the window's.
    #expect((first.navigator.root as? WindowRootFlow)?.madeUnder === first.container)
  }

  @Test func eachWindowRestoresItsOwnStateAfterAQuit() throws {
    let before = makeWindows()
    let first = before.connect("A")
    let second = before.connect("B")
    first.chats?.router.push(.thread(id: 7))
    second.chats?.router.present(.newChat)
    let saved = [
      "A": try first.navigator.snapshotData(), "B": try second.navigator.snapshotData(),
    ]
    let trees = [first.navigator.tree.text, second.navigator.tree.text]

    // The next launch: the platform reconnects both scenes with what each saved.
    let after = makeWindows()
    let restoredFirst = after.connect("A", restoring: saved["A"])
    let restoredSecond = after.connect("B", restoring: saved["B"])
    #expect([restoredFirst.navigator.tree.text, restoredSecond.navigator.tree.text] == trees)
    #expect(try restoredFirst.restoration?.get().leftOut == [])
  }

  @Test func aDisconnectedWindowComesBackAsItWasWithItsOwnServices() throws {
    let windows = makeWindows()
    let window = windows.connect("A")
    window.chats?.router.push(.thread(id: 7))
    let tree = window.navigator.tree.text
    let drafts = try window.container.resolve(Container.drafts)
    weak let root = window.navigator.root

    windows.disconnect("A")
    #expect(!window.isConnected)
    #expect(window.navigator.root.status.hasEnded)
    #expect(windows.window("A") == nil)
    #expect(windows.windows.isEmpty)

    // The platform passes nothing when it connects a scene again in the same run.
    let again = windows.connect("A")
    #expect(again !== window)
    #expect(again.navigator.tree.text == tree)
    #expect(try again.container.resolve(Container.drafts) === drafts)
    #expect(windows.window("A") === again)
    _ = consume window
    #expect(root == nil)
  }

  @Test func aDiscardedWindowLosesItsStateAndItsServices() throws {
    let windows = makeWindows()
    var window: AppWindow? = windows.connect("A")
    window?.chats?.router.push(.thread(id: 7))
    weak let drafts = try window?.container.resolve(Container.drafts)
    weak let flow = window?.navigator.root
    #expect(drafts != nil)

    windows.disconnect("A")
    windows.discard("A")
    window = nil
    #expect(drafts == nil)
    #expect(flow == nil)

    let fresh = windows.connect("A")
    #expect(fresh.chats?.router.state.path == [])
    #expect(fresh.restoration == nil)
  }

  // A platform that never says a window was closed (SwiftUI) leaves it disconnected: the
  // windows disconnected longest ago go beyond 32, and come back from what the platform kept.
  @Test func beyondThirtyTwoDisconnectedWindowsTheOldestAreDiscarded() throws {
    let windows = makeWindows()
    var drafts: [Drafts] = []
    var saved: [Data] = []
    for number in 0..<34 {
      let window = windows.connect("W\(number)")
      window.chats?.router.push(.thread(id: number))
      drafts.append(try window.container.resolve(Container.drafts))
      saved.append(try window.navigator.snapshotData())
      windows.disconnect("W\(number)")
    }
    weak let oldest = drafts[0]
    weak let second = drafts[1]
    let kept = drafts[2]
    drafts = []
    #expect(oldest == nil)
    #expect(second == nil)

    let again = windows.connect("W0", restoring: saved[0])
    #expect(again.chats?.router.state.path == [.thread(id: 0)])
    let third = windows.connect("W2", restoring: nil)
    #expect(third.chats?.router.state.path == [.thread(id: 2)])
    #expect(try third.container.resolve(Container.drafts) === kept)
  }

  @Test func discardingAConnectedWindowEndsItAndForgetsIt() {
    let windows = makeWindows()
    let window = windows.connect("A")
    windows.connect("B")
    windows.discard("A")
    #expect(!window.isConnected)
    #expect(window.navigator.root.status.hasEnded)
    #expect(windows.windows.map(\.id) == ["B"])
    // A window discarded while the app was not running is not known: nothing happens.
    windows.discard("Z")
    #expect(windows.windows.map(\.id) == ["B"])
  }

  @Test func theWindowsGoWithTheirOwnerAndTakeTheirFlowsAndServices() throws {
    var windows: AppWindows? = makeWindows()
    weak let owner = windows
    weak let window = windows?.connect("A")
    windows?.connect("B").chats?.router.push(.thread(id: 7))
    windows?.disconnect("B")
    weak let flow = window?.navigator.root
    weak let drafts = try window?.container.resolve(Container.drafts)
    windows = nil
    #expect(owner == nil)
    #expect(window == nil)
    #expect(flow == nil)
    #expect(drafts == nil)
  }

  @Test func activatingAWindowMakesItFrontmost() {
    let windows = makeWindows()
    windows.connect("A")
    windows.connect("B")
    windows.connect("C")
    windows.activate("A")
    #expect(windows.windows.map(\.id) == ["A", "C", "B"])
  }

  @Test func aWindowMadeForLinksOpensThemOnceRestored() throws {
    let windows = makeWindows()
    let before = windows.connect("A")
    before.chats?.router.push(.thread(id: 1))
    let saved = try before.navigator.snapshotData()
    windows.discard("A")
    let window = windows.connect(
      "A", restoring: saved, opening: ["messenger://chats/2", "messenger://nowhere"])
    #expect(try window.restoration?.get().leftOut == [])
    #expect(window.chats?.router.state.path == [.thread(id: 2)])
    guard case .unknownPath? = window.navigator.lastDeepLinkError else {
      Issue.record(
        "expected an unknown path, got \(String(describing: window.navigator.lastDeepLinkError))")
      return
    }
  }

  @Test func aSnapshotThatDoesNotFitLeavesTheWindowAtItsFirstScreens() throws {
    let windows = makeWindows()
    let window = windows.connect("A", restoring: Data("not a snapshot".utf8))
    #expect(window.chats?.router.state.path == [])
    guard case .failure(let error) = window.restoration else {
      Issue.record("expected a failure, got \(String(describing: window.restoration))")
      return
    }
    #expect(error.rejectedData == Data("not a snapshot".utf8))
  }

  @Test func theWindowsTextShowsEveryWindowFrontmostFirst() {
    let windows = makeWindows()
    windows.connect("A").chats?.router.push(.thread(id: 7))
    windows.connect("B")
    windows.connect("C")
    windows.disconnect("C")
    #expect(
      windows.text == """
        window B (frontmost)
          WindowRootFlow [main]
          └─ MainFlow (root main) tabs [*chats, library, profile]
             ├─ ChatsFlow (tab chats) [list]
             ├─ LibraryFlow (tab library) [list]
             └─ ProfileFlow (tab profile) [overview]
        window A
          WindowRootFlow [main]
          └─ MainFlow (root main) tabs [*chats, library, profile]
             ├─ ChatsFlow (tab chats) [list, thread(id: 7)]
             ├─ LibraryFlow (tab library) [list]
             └─ ProfileFlow (tab profile) [overview]
        window C (disconnected)
        """)
  }

  @Test func misusedCallsAreReportedAndChangeNothing() {
    let windows = makeWindows()
    let window = windows.connect("A")
    withKnownIssue {
      #expect(windows.connect("A") === window)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["The window \"A\" is already connected; disconnect it first."]
    }
    withKnownIssue {
      windows.activate("B")
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["No window \"B\" is connected; connect it before activating it."]
    }
    windows.connect("B")
    windows.disconnect("B")
    withKnownIssue {
      windows.disconnect("B")
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["The window \"B\" is not connected; there is nothing to disconnect."]
    }
    // A window the platform discarded before it reported the disconnection is not known: its
    // disconnection is ignored.
    windows.discard("A")
    windows.disconnect("A")
    #expect(windows.windows.isEmpty)
  }
}
