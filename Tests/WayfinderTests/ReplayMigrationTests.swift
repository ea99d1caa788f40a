import Foundation
import Testing
@_spi(Rendering) import WayfinderTesting

@_spi(Rendering) @testable import Wayfinder

// A journal whose editor screen, a child flow pushed at its route, became `note` in schema 2.
enum JournalRouteV1: Hashable, Codable, Sendable {
  case list
  case editor(id: Int)
}

enum JournalRoute: Hashable, Codable, Sendable {
  case list
  case note(id: Int)
}

final class JournalV1Flow: Coordinator<JournalRouteV1, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: JournalRouteV1) -> Flow? {
    if case .editor = route { DraftV1Flow() } else { nil }
  }
}

final class JournalFlow: Coordinator<JournalRoute, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: JournalRoute) -> Flow? {
    if case .note = route { DraftFlow() } else { nil }
  }
}

let journalSchema2 = SnapshotSchema(
  version: 2,
  migrations: [
    SnapshotMigration(
      to: 2,
      .renameFlow("JournalV1Flow", to: "JournalFlow"),
      .renameFlow("DraftV1Flow", to: "DraftFlow"),
      .routes(in: "JournalFlow") { route in
        if route.name == "editor" { route.name = "note" }
        return true
      })
  ])

// Defect (issue 58's follow-up): a recording replayed only its start through the snapshot
// schema's migrations, and with positions and a root name of the old schema: a recording made
// by an older release failed at its start, or at its first change of a migrated route.
@MainActor
@Suite("Replay: a recording of an older snapshot schema, migrated")
struct ReplayMigrationTests {
  /// An inbox of schema 1, recording; given after its start when `running`.
  private func recordedInbox(running: Bool = false) -> (Navigator, InboxV1Flow) {
    let inbox = InboxV1Flow()
    let navigator = Navigator(root: inbox)
    if running {
      navigator.start()
      inbox.router.push(.thread(id: 1, isGroup: true))
      inbox.router.present(.compose)
    }
    navigator.recorder = NavigationRecorder()
    if !running { navigator.start() }
    return (navigator, inbox)
  }

  /// An inbox of schema 2, not started.
  private func replaying() -> (Navigator, InboxFlow) {
    let inbox = InboxFlow()
    let navigator = Navigator(root: inbox)
    navigator.snapshotSchema = inboxSchema2
    return (navigator, inbox)
  }

  /// The mismatch of a replay of `recording` into `navigator`, expected to fail with an issue
  /// mentioning `words`.
  private func failedReplay(
    _ recording: NavigationRecording, into navigator: Navigator, mentioning words: String
  ) -> ReplayMismatch? {
    var mismatch: ReplayMismatch?
    withKnownIssue {
      mismatch = navigator.replay(recording)
    } matching: { issue in
      issue.description.contains(words)
    }
    return mismatch
  }

  @Test func aSessionOfTheOlderSchemaReplaysChangeByChange() throws {
    let (recorded, inbox) = recordedInbox()
    // One change in which the inbox changes twice: its states in order, each migrated.
    recorded.transaction {
      inbox.router.push(.thread(id: 1, isGroup: true))
      inbox.router.push(.info(id: 1))
    }
    inbox.router.userDidNavigate(.path([.thread(id: 2, isGroup: false)]))
    inbox.router.present(.compose)
    (inbox.children.first as? DraftV1Flow)?.finish(with: 3)
    let recording = try #require(try recorded.recorder?.recording())
    #expect(recording.json["steps"]?.array?[1]["sequence"]?.array?.count == 2)
    let (navigator, replayed) = replaying()
    #expect(navigator.replay(recording) == nil)
    #expect(replayed.router.state.path == [.direct(id: 2)])
    #expect(replayed.router.state.presented.isEmpty)
  }

  @Test func aRunningStartOfTheOlderSchemaIsMigratedThenReplayed() throws {
    let (recorded, inbox) = recordedInbox(running: true)
    (inbox.children.first as? DraftV1Flow)?.router.push("body")
    inbox.router.dismiss()
    inbox.router.push(.info(id: 1))
    let recording = try #require(try recorded.recorder?.recording())
    let (navigator, replayed) = replaying()
    #expect(navigator.replay(recording) == nil)
    #expect(replayed.router.state.path == [.group(id: 1), .details(id: 1)])
  }

  @Test func aChildInTheStartIsFoundAtItsMigratedRoute() throws {
    let journal = JournalV1Flow()
    let recorded = Navigator(root: journal)
    recorded.start()
    journal.router.push(.editor(id: 4))
    recorded.recorder = NavigationRecorder()
    let draft = try #require(journal.children.first as? DraftV1Flow)
    draft.router.push("body")
    let recording = try #require(try recorded.recorder?.recording())
    let replayed = JournalFlow()
    let navigator = Navigator(root: replayed)
    navigator.snapshotSchema = journalSchema2
    #expect(navigator.replay(recording) == nil)
    #expect(replayed.router.state.path == [.note(id: 4)])
    #expect((replayed.children.first as? DraftFlow)?.router.state.path == ["body"])
  }

  @Test func aChangeShowingARemovedRouteIsAMismatchAtItsStep() throws {
    let (recorded, inbox) = recordedInbox()
    inbox.router.push(.thread(id: 1, isGroup: false))
    inbox.router.push(.legacy)
    let recording = try #require(try recorded.recorder?.recording())
    let (navigator, _) = replaying()
    let mismatch = failedReplay(recording, into: navigator, mentioning: "legacy")
    #expect(
      mismatch?.description.replacing(#/ #\d+/#, with: "")
        == "At step 3 of 3 (code: InboxV1Flow pushed legacy), migrating a state it left, "
        + "InboxFlow: {\"legacy\":{}} at path index 1 was removed, with what was above it "
        + "(schema 2).")
  }

  @Test func aUsersChangeShowingARemovedRouteIsAMismatchAtItsStep() throws {
    let (recorded, inbox) = recordedInbox()
    inbox.router.userDidNavigate(.path([.legacy]))
    let recording = try #require(try recorded.recorder?.recording())
    let (navigator, _) = replaying()
    let mismatch = failedReplay(recording, into: navigator, mentioning: "legacy")
    #expect(
      mismatch?.description.replacing(#/ #\d+/#, with: "")
        == "At step 2 of 2 (user: InboxV1Flow pushed legacy), the user's change to "
        + "InboxV1Flow shows legacy, which a migration of the snapshot schema removed.")
  }

  @Test func aRecordingOfANewerSchemaReplaysAsItIsAndItsMismatchesSaySo() throws {
    let (recorded, inbox) = replaying()
    recorded.recorder = NavigationRecorder()
    recorded.start()
    inbox.router.push(.direct(id: 1))
    let recording = try #require(try recorded.recorder?.recording())
    // A navigator of the same routes without the app's schema: the routes decode as they are.
    let navigator = Navigator(root: InboxFlow())
    #expect(navigator.replay(recording) == nil)
    let older = Navigator(root: InboxV1Flow())
    let mismatch = failedReplay(recording, into: older, mentioning: "schema")
    #expect(
      mismatch?.description
        == "At the recording's start, it starts from InboxFlow, the navigator's root is "
        + "InboxV1Flow. It was recorded under snapshot schema 2, newer than the navigator's "
        + "(1): give the navigator the app's `snapshotSchema`.")
  }
}
