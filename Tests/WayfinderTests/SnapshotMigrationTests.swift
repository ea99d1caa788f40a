import Foundation
import PropertyBased
import Testing

@_spi(Rendering) @testable import Wayfinder

// The inbox of an app's first release (schema 1): a thread knows whether it is a group, and a
// legacy screen exists.
enum InboxRouteV1: Hashable, Codable, Sendable {
  case list
  case thread(id: Int, isGroup: Bool)
  case info(id: Int)
  case legacy
  case compose
}

final class InboxV1Flow: Coordinator<InboxRouteV1, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: InboxRouteV1) -> Flow? {
    route == .compose ? DraftV1Flow() : nil
  }
}

final class DraftV1Flow: Coordinator<String, Int> {
  init() { super.init(root: "draft") }
}

// The next release (schema 2): a thread is a direct or a group chat, info became details,
// the legacy screen is gone, and both flows were renamed.
enum InboxRoute: Hashable, Codable, Sendable {
  case list
  case direct(id: Int)
  case group(id: Int)
  case details(id: Int)
  case compose
}

final class InboxFlow: Coordinator<InboxRoute, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: InboxRoute) -> Flow? {
    route == .compose ? DraftFlow() : nil
  }
}

final class DraftFlow: Coordinator<String, Int> {
  init() { super.init(root: "draft") }
}

/// What schema 2 made of a route of schema 1; `nil` for one it removed.
func migrated(_ route: InboxRouteV1) -> InboxRoute? {
  switch route {
  case .list: .list
  case .thread(let id, let isGroup): isGroup ? .group(id: id) : .direct(id: id)
  case .info(let id): .details(id: id)
  case .legacy: nil
  case .compose: .compose
  }
}

let inboxSchema2 = SnapshotSchema(
  version: 2,
  migrations: [
    SnapshotMigration(
      to: 2,
      .renameFlow("InboxV1Flow", to: "InboxFlow"),
      .renameFlow("DraftV1Flow", to: "DraftFlow"),
      .routes(in: "InboxFlow") { route in
        switch route.name {
        case "thread":
          route.name = route.fields["isGroup"] == "true" ? "group" : "direct"
          route.fields["isGroup"] = nil
        case "info": route.name = "details"
        case "legacy": return false
        default: break
        }
        return true
      })
  ])

enum HomeTabV1: String, Hashable, Codable, Sendable { case inbox, legacy, settings }
enum HomeTab: String, Hashable, Codable, Sendable { case inbox, preferences }

final class HomeV1Flow: Coordinator<HomeTabV1, Void> {
  init() {
    super.init(tabs: (.inbox, InboxV1Flow()), (.legacy, DraftV1Flow()), (.settings, DraftV1Flow()))
  }
}

final class HomeFlow: Coordinator<HomeTab, Void> {
  init() { super.init(tabs: (.inbox, InboxFlow()), (.preferences, DraftFlow())) }
}

@MainActor
@Suite("Snapshot migrations")
struct SnapshotMigrationTests {
  /// The snapshot of an inbox of schema 1 showing `path`, with the composer presented when
  /// `composing`.
  private func saved(_ path: [InboxRouteV1], composing: Bool = false) throws -> Data {
    let inbox = InboxV1Flow()
    let navigator = Navigator(root: inbox)
    navigator.start()
    for route in path { inbox.router.push(route) }
    if composing { inbox.router.present(.compose) }
    return try navigator.snapshotData()
  }

  private func launchSchema2() -> (Navigator, InboxFlow) {
    let inbox = InboxFlow()
    let navigator = Navigator(root: inbox)
    navigator.snapshotSchema = inboxSchema2
    navigator.start()
    return (navigator, inbox)
  }

  @Test func anOlderSnapshotRestoresThroughTheMigrations() throws {
    let data = try saved([.thread(id: 1, isGroup: true), .info(id: 1)], composing: true)
    let (navigator, inbox) = launchSchema2()
    let report = try navigator.restore(from: data)
    #expect(inbox.router.state.path == [.group(id: 1), .details(id: 1)])
    #expect(
      navigator.tree.text == """
        InboxFlow [list, group(id: 1), details(id: 1)] + sheet compose
        └─ DraftFlow (presented 0 compose) [draft]
        """)
    #expect(report.leftOut.isEmpty)
    #expect(
      report.migrated == [
        "InboxV1Flow is now InboxFlow (schema 2)", "DraftV1Flow is now DraftFlow (schema 2)",
        #"InboxFlow: {"thread":{"id":1,"isGroup":true}} is now {"group":{"id":1}} (schema 2)"#,
        #"InboxFlow: {"info":{"id":1}} is now {"details":{"id":1}} (schema 2)"#,
      ])
    // Saved again, it is a snapshot of schema 2, which restores as it is.
    let (again, _) = launchSchema2()
    #expect(try again.restore(from: navigator.snapshotData()).migrated.isEmpty)
    #expect(again.tree.text == navigator.tree.text)
  }

  @Test func aRemovedRouteTakesTheScreensAboveItAndTheReportSaysSo() throws {
    let data = try saved([.thread(id: 1, isGroup: false), .legacy, .info(id: 2)], composing: true)
    let (navigator, inbox) = launchSchema2()
    let report = try navigator.restore(from: data)
    #expect(inbox.router.state.path == [.direct(id: 1)])
    #expect(
      report.leftOut == [
        #"InboxFlow: {"legacy":{}} at path index 1 was removed, with what was above it (schema 2)"#
      ])
    // The composer, presented over the removed screen's stack, stays: presentations are not
    // above the path.
    #expect(inbox.router.state.presented.map(\.route) == [.compose])
  }

  @Test func aRemovedRootLeavesTheFlowAsItStarts() throws {
    let schema = SnapshotSchema(
      version: 2,
      migrations: [
        SnapshotMigration(
          to: 2, .renameFlow("InboxV1Flow", to: "InboxFlow"),
          .routes(in: "InboxFlow") { $0.name != "list" })
      ])
    let data = try saved([.info(id: 1)], composing: true)
    let (navigator, inbox) = launchSchema2()
    navigator.snapshotSchema = schema
    let report = try navigator.restore(from: data)
    #expect(inbox.router.state == FlowState(root: .list))
    #expect(
      report.leftOut == [
        #"InboxFlow: its first screen {"list":{}} was removed, so it shows the screens it "#
          + "starts with (schema 2)",
        "InboxFlow: DraftV1Flow, shown in its saved state, went with it (schema 2)",
      ])
  }

  // A later migration of a flow an earlier one emptied has nothing to change, and the chain
  // still restores.
  @Test func aChainOfMigrationsPassesOverAStateAnEarlierOneDropped() throws {
    let data = try saved([.info(id: 1)])
    let (navigator, inbox) = launchSchema2()
    navigator.snapshotSchema = SnapshotSchema(
      version: 3,
      migrations: [
        SnapshotMigration(
          to: 2, .renameFlow("InboxV1Flow", to: "InboxFlow"),
          .routes(in: "InboxFlow") { $0.name != "list" }),
        SnapshotMigration(
          to: 3,
          .routes(in: "InboxFlow") { route in
            route.name = "details"
            return true
          }),
      ])
    let report = try navigator.restore(from: data)
    #expect(inbox.router.state == FlowState(root: .list))
    #expect(report.leftOut.count == 1)
  }

  @Test func aMigrationClosureCanBeTestedOnItsOwn() {
    var route = SnapshotRoute(name: "thread", fields: ["id": "7", "isGroup": "true"])
    let migrate: (inout SnapshotRoute) -> Bool = { route in
      route.name = route.fields["isGroup"] == "true" ? "group" : "direct"
      route.fields["isGroup"] = nil
      return true
    }
    #expect(migrate(&route))
    #expect(route == SnapshotRoute(name: "group", fields: ["id": "7"]))
  }

  @Test func aSnapshotFromANewerVersionIsRefusedAndChangesNothing() throws {
    let (newer, _) = launchSchema2()
    let data = try newer.snapshotData()
    let inbox = InboxFlow()
    let navigator = Navigator(root: inbox)
    navigator.start()
    let before = navigator.tree
    do {
      try navigator.restore(from: data)
      Issue.record("a snapshot of schema 2 was restored by a build of schema 1")
    } catch {
      #expect(error.reason == .newerSchema(found: 2, current: 1))
      #expect(error.rejectedData == data)
      #expect(
        error.description
          == "Navigation was not restored: the snapshot was saved by a newer version of the app "
          + "(schema 2); this build knows schemas up to 1. The app keeps its default state.")
    }
    #expect(navigator.tree == before)
  }

  @Test func aSnapshotSavedBeforeSchemasIsVersionOne() throws {
    let data = try saved([.info(id: 4)])
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["schema"] as? Int == 1)
    object["schema"] = nil
    let (navigator, inbox) = launchSchema2()
    try navigator.restore(from: JSONSerialization.data(withJSONObject: object))
    #expect(inbox.router.state.path == [.details(id: 4)])
  }

  @Test func aMigrationThatWritesAFieldThatIsNotJSONIsRefused() throws {
    let data = try saved([.info(id: 4)])
    let (navigator, _) = launchSchema2()
    navigator.snapshotSchema = SnapshotSchema(
      version: 2,
      migrations: [
        SnapshotMigration(
          to: 2, .renameFlow("InboxV1Flow", to: "InboxFlow"),
          .routes(in: "InboxFlow") { route in
            route.fields["id"] = "four"
            return true
          })
      ])
    do {
      try navigator.restore(from: data)
      Issue.record("a field that is not JSON was restored")
    } catch {
      #expect(
        error.description
          == "Navigation was not restored: the migration to schema 2 could not change the "
          + "state of InboxFlow (`four` is not JSON). The app keeps its default state.")
    }
  }

  // Random stacks saved under schema 1 restore under schema 2 as the typed migration says:
  // each route as it became, cut below the first one removed.
  @Test func randomStacksOfOneVersionRestoreUnderTheNext() async {
    let route = Gen.int(in: 0...5).map { (code: Int) -> InboxRouteV1 in
      switch code {
      case 0: .thread(id: code, isGroup: false)
      case 1: .thread(id: 7, isGroup: true)
      case 2: .info(id: 3)
      case 3: .legacy
      case 4: .list
      default: .info(id: -1)
      }
    }
    await checkProperty(count: 100, input: route.array(of: 0...12)) { path in
      let data = try saved(path)
      let (navigator, inbox) = launchSchema2()
      let report = try navigator.restore(from: data)
      let kept = path.prefix { migrated($0) != nil }.compactMap(migrated)
      #expect(inbox.router.state.path == kept)
      #expect(report.leftOut.isEmpty == (kept.count == path.count))
    }
  }

  // A removed tab goes with its flow and its item; when it was selected, the first tab that
  // stays is. A raw-value route is renamed as a case is.
  @Test func aRemovedTabGoesWithItsFlowAndItsItem() throws {
    let home = HomeV1Flow()
    let saving = Navigator(root: home)
    saving.start()
    home.router.updateTabItem(for: .legacy) { $0.badge = .count(2) }
    home.router.updateTabItem(for: .settings) { $0.badge = .text("New") }
    home.router.select(.legacy)
    let data = try saving.snapshotData()

    let restored = HomeFlow()
    let navigator = Navigator(root: restored)
    navigator.snapshotSchema = SnapshotSchema(
      version: 2,
      migrations: [
        SnapshotMigration(
          to: 2, .renameFlow("HomeV1Flow", to: "HomeFlow"),
          .renameFlow("InboxV1Flow", to: "InboxFlow"), .renameFlow("DraftV1Flow", to: "DraftFlow"),
          .routes(in: "HomeFlow") { tab in
            if tab.name == "settings" { tab.name = "preferences" }
            return tab.name != "legacy"
          })
      ])
    navigator.start()
    let report = try navigator.restore(from: data)
    #expect(restored.router.state.selectedTab == .inbox)
    #expect(
      restored.router.state.shape
        == .tabs(
          .init([.inbox, .preferences], items: [.preferences: TabItem(badge: .text("New"))])))
    #expect(
      report.leftOut == [
        #"HomeFlow: the tab "legacy" was removed (schema 2)"#,
        "HomeFlow: DraftFlow, shown at a removed route or above one, went with it (schema 2)",
      ])
    #expect(report.migrated.contains(#"HomeFlow: "settings" is now "preferences" (schema 2)"#))
  }
}
