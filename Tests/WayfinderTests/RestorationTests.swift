import Foundation
import Testing

@_spi(Rendering) @testable import Wayfinder

@MainActor
@Suite("State restoration")
struct RestorationTests {
  private func launch(loggedIn: Bool = true) -> (Navigator, AppFlow) {
    let app = AppFlow(loggedIn: loggedIn)
    let navigator = Navigator(root: app)
    navigator.start()
    return (navigator, app)
  }

  @Test func aSnapshotRestoresTheSameTabStackAndSheet() throws {
    let (navigator, app) = launch()
    let main = try #require(app.main)
    main.router.select(.profile)
    main.chats?.router.push(.thread(id: 3))
    main.chats?.router.push(.info(id: 3))
    main.profile?.router.present(.edit)
    let data = try navigator.snapshotData()

    let (restored, _) = launch(loggedIn: false)
    try restored.restore(from: data)
    #expect(restored.tree.text == navigator.tree.text)
    #expect(
      restored.tree.text == """
        AppFlow [main]
        └─ MainFlow (root main) tabs [chats, library, *profile]
           ├─ ChatsFlow (tab chats) [list, thread(id: 3), info(id: 3)]
           ├─ LibraryFlow (tab library) [list]
           └─ ProfileFlow (tab profile) [overview] + sheet edit
              └─ EditProfileFlow (presented 0 edit) [edit]
        """)
    #expect(try restored.snapshot() == navigator.snapshot())
  }

  @Test func corruptDataIsRejectedKeptAndChangesNothing() throws {
    let (navigator, _) = launch(loggedIn: false)
    let before = navigator.tree
    let garbage = Data("{\"version\": 1, \"root\": 12}".utf8)
    do {
      try navigator.restore(from: garbage)
      Issue.record("garbage was restored")
    } catch {
      #expect(error.rejectedData == garbage)
      #expect(
        error.description
          == "Navigation was not restored: the data is not a navigation snapshot "
          + "(`root` is not an object). The app keeps its default state.")
    }
    #expect(navigator.tree == before)
  }

  @Test func outdatedOrForeignSnapshotsAreRejected() throws {
    let (source, _) = launch()
    var snapshot = try source.snapshot()
    let (navigator, _) = launch(loggedIn: false)
    let before = navigator.tree

    var future = snapshot
    future.version = 3
    #expect(throws: RestorationError(.unsupportedVersion(found: 3, supported: 2))) {
      try navigator.restore(from: future)
    }

    var renamed = snapshot
    renamed.root.flow = "OldAppFlow"
    #expect(throws: RestorationError(.flowMismatch(expected: "AppFlow", found: "OldAppFlow"))) {
      try navigator.restore(from: renamed)
    }

    snapshot.root.children[0].children[0].state = try JSONValue(parsing: #"{"root":{"gone":{}}}"#)
    do {
      try navigator.restore(from: snapshot)
      Issue.record("an outdated route was restored")
    } catch {
      guard case .undecodableState(let flow, _) = error.reason else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(flow == "ChatsFlow")
    }
    #expect(navigator.tree == before)
  }

  // Defect: a sheet shown by `run(_:presenting:)`, whose flow `makeChild(for:)` does not make,
  // made the whole restore fail, and the pushed screens beneath it were lost too.
  @Test func aChildShownByCodeIsLeftOutAndTheRestIsRestored() throws {
    let (navigator, app) = launch()
    let chats = try #require(app.main?.chats)
    chats.router.push(.thread(id: 3))
    chats.show(ComposerFlow(id: 9), presenting: .deleteAlert(id: 3))
    let data = try navigator.snapshotData()

    let (restored, relaunched) = launch(loggedIn: false)
    let report = try restored.restore(from: data)
    #expect(
      report.leftOut == [
        "ChatsFlow: ComposerFlow presented at level 0 (`deleteAlert(id: 3)`), with what is "
          + "above it, was left out: `makeChild(for:)` makes no flow there, so the flow shown "
          + "by code cannot be made again. Make it in `makeChild(for:)` to restore it."
      ])
    #expect(!report.leftOut.isEmpty)
    let restoredChats = try #require(relaunched.main?.chats)
    #expect(restoredChats.router.state.path == [.thread(id: 3)])
    #expect(restoredChats.router.state.presented.isEmpty)
  }

  @Test func aChildPushedByCodeIsLeftOutWithTheScreensAboveIt() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.item(1))
    shop.show(OrderFlow(), pushing: .item(2))
    shop.order?.router.push(.address)
    let snapshot = try navigator.snapshot()

    let (restored, relaunched) = startedShop()
    let report = try restored.restore(from: snapshot)
    #expect(report.leftOut.count == 1)
    #expect(report.leftOut.first?.hasPrefix("ShopFlow: OrderFlow pushed at 1 (`item(2)`)") == true)
    #expect(relaunched.router.state.path == [.item(1)])
  }

  @Test func aCompleteRestoreSaysSo() throws {
    let (navigator, _) = launch()
    let data = try navigator.snapshotData()
    let (restored, _) = launch(loggedIn: false)
    #expect(try restored.restore(from: data).leftOut.isEmpty)
  }
}
