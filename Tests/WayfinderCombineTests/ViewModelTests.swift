import Testing
import WayfinderCombine

@MainActor
@Suite("View models")
struct ViewModelTests {
  @Test func viewModelsAreEqualOnlyToThemselves() {
    let first = ChatListViewModel()
    let second = ChatListViewModel()
    #expect(first == first)
    #expect(first != second)
    #expect(first.id == ObjectIdentifier(first))
    #expect(Set([first, second, first]).count == 2)
    // As a NavigationStack path, a path of view models compares by identity.
    let path: [ViewModel] = [first, second]
    #expect(path == [first, second])
    #expect(path != [second, first])
    let observable = ObservableNewChatModel()
    #expect(observable == observable)
    #expect(observable != ObservableNewChatModel())
  }

  @Test func eventsArriveThroughThePublisherAndTheAsyncSequence() async {
    let model = ChatListViewModel()
    var received: [ChatListViewModel.Event] = []
    let subscription = model.events.publisher.sink { received.append($0) }
    let stream = model.events.values
    model.send(.selected(2))
    model.send(.newChatTapped)
    #expect(received == [.selected(2), .newChatTapped])
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == .selected(2))
    #expect(await iterator.next() == .newChatTapped)
    subscription.cancel()
  }

  @Test func streamsEndWhenTheViewModelIsReleased() async throws {
    var model: ChatListViewModel? = ChatListViewModel()
    let stream = try #require(model?.events.values)
    model?.send(.newChatTapped)
    model = nil
    var events: [ChatListViewModel.Event] = []
    for await event in stream { events.append(event) }
    #expect(events == [.newChatTapped])
  }

  @Test func publishedPropertiesAnnounceChanges() {
    let model = ChatListViewModel()
    var changes = 0
    let subscription = model.objectWillChange.sink { _ in changes += 1 }
    model.chats.append(4)
    #expect(changes == 1)
    subscription.cancel()
  }
}
