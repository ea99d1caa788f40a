import Observation
import Testing
import WayfinderCombine
import WayfinderDI

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

@MainActor
@Suite("Binding events to navigation")
struct BindingTests {
  @Test func viewModelEventsDriveTheCoordinator() throws {
    let chats = ChatsCoordinator()
    chats.start()
    chats.list.send(.selected(2))
    #expect(chats.router.state.path == [.thread(2)])
    chats.list.send(.newChatTapped)
    let sheet = try #require(chats.newChat)
    sheet.send(.created(9))
    #expect(chats.newChat == nil)
    #expect(chats.router.state.path == [.thread(2), .thread(9)])
  }

  @Test func aDismissEventSetsTheOptionalSheetModelBackToNil() throws {
    let chats = ChatsCoordinator()
    chats.start()
    var announcements = 0
    let subscription = chats.objectWillChange.sink { _ in announcements += 1 }
    chats.showNewChat()
    weak let sheet = chats.newChat
    weak let events = sheet?.events
    #expect(sheet != nil)
    sheet?.send(.dismissRequested)
    #expect(chats.newChat == nil)
    #expect(sheet == nil)
    // The binding ended with the sheet's model, while the flow runs on.
    #expect(events == nil)
    #expect(chats.status == .active)
    #expect(announcements == 2)
    subscription.cancel()
  }

  @Test func observableViewModelsWorkTheSameWay() throws {
    let chats = ObservableChatsCoordinator()
    chats.start()
    let changes = Lock(0)
    withObservationTracking {
      _ = chats.newChat
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    chats.showNewChat()
    weak let sheet = chats.newChat
    #expect(changes.withLock { $0 } == 1)
    sheet?.events.send(.dismissRequested)
    #expect(chats.newChat == nil)
    #expect(sheet == nil)
  }

  @Test func bindingsEndWhenTheFlowEnds() throws {
    let chats = ChatsCoordinator()
    chats.start()
    let list = chats.list
    chats.stop()
    list.send(.selected(1))
    #expect(chats.router.state.path.isEmpty)
  }

  @Test func anEndedFlowDoesNotBind() {
    let chats = ChatsCoordinator()
    chats.start()
    chats.stop()
    var calls = 0
    let model = NewChatViewModel()
    chats.bind(model) { _ in calls += 1 }
    model.send(.dismissRequested)
    #expect(calls == 0)
  }

  @Test func asyncSequencesAndPublishersBindToo() async throws {
    let chats = ChatsCoordinator()
    chats.start()
    let model = NewChatViewModel()
    let seen = Lock<[NewChatViewModel.Event]>([])
    chats.bind(model.events.values) { event in seen.withLock { $0.append(event) } }
    let published = PassthroughSubject<Int, Never>()
    chats.bind(published) { id in chats.router.push(.thread(id)) }
    await Task.yield()
    model.send(.created(1))
    published.send(5)
    while seen.withLock({ $0.isEmpty }) || chats.router.state.path.isEmpty { await Task.yield() }
    #expect(seen.withLock { $0 } == [.created(1)])
    #expect(chats.router.state.path == [.thread(5)])
    // The handler captures the flow strongly; ending the flow releases it (LeakSanitizer).
    chats.stop()
  }
}
