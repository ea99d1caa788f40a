import Foundation
import Testing
@_spi(Rendering) import WayfinderTesting

@_spi(Rendering) @testable import Wayfinder

/// Presents a ``SessionFlow`` for `newChat`, and presents it again, once, when it finishes.
final class RetryingHostFlow: Coordinator<ChatsRoute, Void> {
  private var retried = false
  init() { super.init(root: .list) }

  override func makeChild(for route: ChatsRoute) -> Flow? {
    guard route == .newChat else { return nil }
    let child = SessionFlow()
    child.onEnd { [weak self] outcome in
      guard let self, case .finished = outcome, !retried else { return }
      retried = true
      router.present(.newChat)
    }
    return child
  }
}

/// A flow that always asks before the user takes it away.
final class AskingFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .newChat) }
  override func shouldLeave() -> LeaveDecision { .confirm("Discard the draft?") }
}

/// Presents an ``AskingFlow`` for `newChat`.
final class AskingHostFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: ChatsRoute) -> Flow? {
    route == .newChat ? AskingFlow() : nil
  }
}

/// Pushes two routes as it starts, the second showing a ``ComposerFlow``.
final class TwoPushesFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
  override func didStart() {
    router.push(.thread(id: 1))
    router.push(.composer(id: 2))
  }
  override func makeChild(for route: ChatsRoute) -> Flow? {
    if case .composer(let id) = route { return ComposerFlow(id: id) }
    return nil
  }
}

/// Presents a ``TwoPushesFlow`` for `newChat`.
final class TwoPushesHostFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: ChatsRoute) -> Flow? {
    route == .newChat ? TwoPushesFlow() : nil
  }
}

@MainActor
@Suite("Replay: flows that end, confirmations, a flow changed twice in one change")
struct ReplayEndsTests {
  /// A recording of `root`'s navigator after `session`, and a navigator of `replayRoot` to
  /// replay it into.
  private func recorded<Root: Flow>(
    _ root: Root, _ session: (Navigator, Root) throws -> Void
  ) throws -> (recording: NavigationRecording, tree: String) {
    let navigator = Navigator(root: root)
    navigator.recorder = NavigationRecorder()
    navigator.start()
    try session(navigator, root)
    let recording = try #require(try navigator.recorder?.recording())
    return (recording, navigator.tree.text)
  }

  // Defect (review): a change that ended a child and showed an equal one in its place (a flow
  // shown again when it finishes) left the same state, so setting it did nothing: the old
  // child kept running and the new one was never made.
  @Test func aChildEndedAndShownAgainInOneChangeReplays() throws {
    let (recording, tree) = try recorded(RetryingHostFlow()) { _, host in
      host.router.present(.newChat)
      let first = try #require(host.child(at: .newChat))
      (first as? SessionFlow)?.finish()
      let second = try #require(host.child(at: .newChat))
      #expect(second !== first)
    }
    let navigator = Navigator(root: RetryingHostFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == tree)
  }

  // Defect (review): the user's leave after a flow asked was recorded as a plain change, which
  // the same flow refuses again in the replay.
  @Test func aLeaveTheUserConfirmedReplaysConfirmed() throws {
    let (recording, tree) = try recorded(AskingHostFlow()) { _, host in
      host.router.present(.newChat)
      #expect(host.router.userDidNavigate(.dismissedTo(count: 0)).error != nil)
      #expect(host.router.userConfirmedDismissal(downTo: 0).isApplied)
      #expect(host.child(at: .newChat) == nil)
    }
    let navigator = Navigator(root: AskingHostFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == tree)
  }

  // Defect (review): a flow ended in the recording was stopped by the replay after every
  // change, so an app whose own code no longer ended it (here an observer's, which the
  // replay's navigator lacks) replayed without a mismatch.
  @Test func aFlowTheUsersChangeNoLongerEndsIsAMismatch() throws {
    var token: ObserverToken?
    var sessionID: UInt64 = 0
    let (recording, _) = try recorded(SessionHostFlow()) { navigator, host in
      let session = try #require(host.children.first)
      sessionID = session.id.raw
      token = navigator.observe { event in
        if event.origin == .user { session.stop() }
      }
      host.router.push(.thread(id: 1))
      host.router.userDidNavigate(.poppedTo(depth: 0))
      #expect(session.status.hasEnded)
    }
    _ = token
    let navigator = Navigator(root: SessionHostFlow())
    let mismatch = navigator.replayMismatch(recording)
    #expect(mismatch?.step == 3)
    #expect(
      mismatch?.description.hasSuffix(
        "SessionFlow #\(sessionID) cancelled: stopped in the recording; in the replay it "
          + "still runs.")
        == true)
  }

  // Defect (review): a flow that started in a change and changed twice as it started had its
  // first state set again after the replay's flow had made both, which ended the child the
  // second showed.
  @Test func aFlowThatChangesTwiceAsItStartsReplays() throws {
    let (recording, tree) = try recorded(TwoPushesHostFlow()) { _, host in
      host.router.present(.newChat)
    }
    #expect(tree.contains("ComposerFlow"))
    let navigator = Navigator(root: TwoPushesHostFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == tree)
  }

  // A deep link's change replays in a navigator without the app's links (a preview, a test
  // that does not set them) by the states it left.
  @Test func aLinkReplaysByItsStatesWithoutTheAppsLinks() throws {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.deepLinks = DeepLinkTests.links
    navigator.recorder = NavigationRecorder()
    navigator.start()
    try navigator.open("messenger://chats/3/info")
    let recording = try #require(try navigator.recorder?.recording())
    let replayed = Navigator(root: AppFlow(loggedIn: true))
    #expect(replayed.replay(recording) == nil)
    #expect(replayed.tree.text == navigator.tree.text)
  }

  @Test func aFlowTheCodeEndedIsStoppedWithItsChildren() throws {
    let (recording, tree) = try recorded(SessionHostFlow()) { _, host in
      (host.children.first as? SessionFlow)?.finish()
    }
    let navigator = Navigator(root: SessionHostFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == tree)
    #expect(navigator.root.children.isEmpty)
  }
}
