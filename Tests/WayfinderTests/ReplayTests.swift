import Foundation
import PropertyBased
import Testing
@_spi(Rendering) import WayfinderTesting

@_spi(Rendering) @testable import Wayfinder

/// A flow that finishes as it starts.
final class InstantFlow: Coordinator<ChatsRoute, Int> {
  init() { super.init(root: .newChat) }
  override func didStart() { finish(with: 1) }
}

/// A flow its parent adds as it starts, shown nowhere in the parent's state.
final class SessionFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
}

/// Adds a ``SessionFlow`` as it starts.
final class SessionHostFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
  override func didStart() { addChild(SessionFlow()) }
}

/// Presents an ``InstantFlow`` for `newChat`.
final class InstantHostFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
  override func makeChild(for route: ChatsRoute) -> Flow? {
    route == .newChat ? InstantFlow() : nil
  }
}

@MainActor
@Suite("Replay: a recording made again in a headless navigator")
struct ReplayTests {
  /// The sample app as the tests make it, not started, recording from the moment it is made.
  private func app(loggedIn: Bool = true) -> (Navigator, AppFlow) {
    let app = AppFlow(loggedIn: loggedIn)
    let navigator = Navigator(root: app)
    navigator.deepLinks = DeepLinkTests.links
    navigator.recorder = NavigationRecorder()
    return (navigator, app)
  }

  /// A session of the sample app: a login, a push, the user going back, a sheet, a link, a
  /// transaction and a finished flow.
  private func recordedSession() throws -> NavigationRecording {
    let (navigator, app) = app(loggedIn: false)
    navigator.start()
    app.login?.finish(with: User(name: "Ann"))
    let chats = try #require(app.main?.chats)
    chats.router.push(.thread(id: 7))
    chats.router.simulateBack()
    chats.router.present(.newChat)
    (chats.child(at: .newChat) as? NewChatFlow)?.finish(with: 4)
    try navigator.open("messenger://chats/3/info")
    navigator.transaction {
      app.main?.router.select(.profile)
      app.main?.profile?.router.present(.edit)
    }
    chats.router.push(.composer(id: 3))
    return try #require(try navigator.recorder?.recording())
  }

  @Test func aSessionReplaysIntoANewNavigatorChangeByChange() throws {
    let recording = try recordedSession()
    let (navigator, _) = app(loggedIn: false)
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text.contains("ComposerFlow"))
  }

  @Test func aRecordingGoesThroughJSONAndStillReplays() throws {
    let data = try JSONEncoder().encode(try recordedSession())
    let recording = try JSONDecoder().decode(NavigationRecording.self, from: data)
    let (navigator, _) = app(loggedIn: false)
    #expect(navigator.replay(recording) == nil)
  }

  @Test func aChangedAppFailsTheReplayAtTheStepThatDiffers() throws {
    let recording = try recordedSession()
    let step = try #require(
      recording.steps.firstIndex { $0.changes.contains { $0.contains("composer(id: 3)") } })
    // The app after a change: chats flows no longer make composers of odd ids.
    ChatsFlow.$makesOddComposers.withValue(false) {
      let (navigator, _) = app(loggedIn: false)
      var mismatch: ReplayMismatch?
      withKnownIssue {
        mismatch = navigator.replay(recording)
      } matching: { issue in
        issue.description.contains("ComposerFlow")
      }
      #expect(mismatch?.step == step + 1)
      #expect(
        mismatch?.description.replacing(#/ #\d+/#, with: "")
          == "At step \(step + 1) of \(recording.steps.count) (code: ChatsFlow pushed "
          + "composer(id: 3); ComposerFlow started), ComposerFlow started in the recording; "
          + "the replay started no ComposerFlow in ChatsFlow (a flow shown by `run` or `show` "
          + "is not made again: make it in `makeChild(for:)`).")
    }
  }

  @Test func aChangedDeepLinkFailsTheReplayAtTheLink() throws {
    let recording = try recordedSession()
    let (navigator, _) = app(loggedIn: false)
    var links = DeepLinkMap(scheme: "messenger")
    links.add("/chats/:id/info") { parameters throws(DeepLinkError) in
      [.select(MainTab.chats), .path([ChatsRoute.thread(id: try parameters.value("id"))])]
    }
    navigator.deepLinks = links
    var mismatch: ReplayMismatch?
    withKnownIssue {
      mismatch = navigator.replay(recording)
    } matching: { issue in
      issue.description.contains("messenger://chats/3/info")
    }
    let step = recording.steps.firstIndex { $0.link != nil }.map { $0 + 1 }
    #expect(mismatch?.step == step)
    #expect(
      mismatch?.description.replacing(#/ #\d+/#, with: "")
        == "At step \(step ?? 0) of \(recording.steps.count) (deepLink messenger://chats/3/info: ChatsFlow pushed "
        + "thread(id: 3), info(id: 3)), ChatsFlow shows {\"path\":[{\"thread\":{\"id\":3}}],"
        + "\"root\":{\"list\":{}}} in the replay; the recording has {\"path\":[{\"thread\":"
        + "{\"id\":3}},{\"info\":{\"id\":3}}],\"root\":{\"list\":{}}}.")
  }

  @Test func aRecordingThatStartsFromARunningTreeRestoresItFirst() throws {
    let (recorded, app) = app()
    recorded.start()
    let chats = try #require(app.main?.chats)
    chats.router.push(.thread(id: 1))
    recorded.recorder = NavigationRecorder(limit: 2)
    for id in 2...6 { chats.router.push(.info(id: id)) }
    app.main?.router.select(.library)
    let recording = try #require(try recorded.recorder?.recording())
    let (navigator, _) = self.app()
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == recorded.tree.text)
  }

  // Defect (review): a recording that starts from a running root with no child flows was
  // replayed as if its root had not started.
  @Test func aRecordingOfARunningFlowWithoutChildrenReplays() throws {
    let chats = ChatsFlow()
    let recorded = Navigator(root: chats)
    recorded.start()
    chats.router.push(.thread(id: 1))
    recorded.recorder = NavigationRecorder()
    chats.router.push(.info(id: 1))
    let recording = try #require(try recorded.recorder?.recording())
    let navigator = Navigator(root: ChatsFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == recorded.tree.text)
  }

  // Defect (review): a child added with `addChild` (shown nowhere in its parent's state) was
  // left out of a start taken after it started, so the replay's own was reported as extra.
  @Test func aChildShownNowhereIsInALateStart() throws {
    let host = SessionHostFlow()
    let recorded = Navigator(root: host)
    recorded.start()
    host.router.push(.thread(id: 1))
    recorded.recorder = NavigationRecorder()
    host.router.push(.info(id: 1))
    let recording = try #require(try recorded.recorder?.recording())
    let navigator = Navigator(root: SessionHostFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == recorded.tree.text)
  }

  // Defect (review): a flow that finished as it started was reported as never started.
  @Test func aFlowThatEndsAsItStartsReplays() throws {
    let host = InstantHostFlow()
    let recorded = Navigator(root: host)
    recorded.recorder = NavigationRecorder()
    recorded.start()
    host.router.present(.newChat)
    let recording = try #require(try recorded.recorder?.recording())
    let navigator = Navigator(root: InstantHostFlow())
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == recorded.tree.text)
  }

  // Defect (property test): the user closing a presentation under another (an alert's button
  // under a sheet) moves the one above down a level with its flow; setting the state the
  // change left ended that flow and made another.
  @Test func aUsersChangeReplaysAsTheUserMadeIt() throws {
    let (recorded, app) = app()
    recorded.start()
    let chats = try #require(app.main?.chats)
    chats.router.present(.deleteAlert(id: 1))
    chats.router.present(.newChat)
    let newChat = chats.child(at: .newChat)
    chats.router.userDidNavigate(.closedPresentation(level: 0))
    #expect(chats.child(at: .newChat) === newChat)
    let recording = try #require(try recorded.recorder?.recording())
    let (navigator, _) = self.app()
    #expect(navigator.replay(recording) == nil)
    #expect(navigator.tree.text == recorded.tree.text)
  }

  // Replaying is making the same changes: after random operations over the sample app
  // (renderers, child flows, transactions, user changes, links, flows stopped and finished),
  // the recording replays into a new navigator of the same app with no mismatch, to the same
  // tree.
  @Test func anySessionReplaysToTheSameTree() async {
    await checkProperty(count: 200, input: NavigationPropertyTests.operations) { codes in
      let world = World()
      for code in codes { world.perform(code) }
      let recording = try #require(try world.navigator.recorder?.recording())
      let navigator = Navigator(root: AppFlow(loggedIn: true))
      navigator.deepLinks = world.navigator.deepLinks
      #expect(navigator.replay(recording) == nil)
      #expect(navigator.tree.text == world.navigator.tree.text)
    }
  }
}
