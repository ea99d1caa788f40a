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
    let path: [ChatListViewModel] = [first, second]
    #expect(path == [first, second])
    #expect(path != [second, first])
    let observable = NewChatViewModel()
    #expect(observable == observable)
    #expect(observable != NewChatViewModel())
  }

  // The taught form (issue 43): an `@Observable` subclass of EventViewModel is observed as any
  // `@Observable` class is, and sends its events like the Combine form.
  @Test func anObservableViewModelIsObservedAndSendsEvents() {
    let model = NewChatViewModel()
    let seen = Lock(false)
    withObservationTracking {
      _ = model.title
    } onChange: {
      seen.withLock { $0 = true }
    }
    var received: [NewChatViewModel.Event] = []
    let subscription = model.events.publisher.sink { received.append($0) }
    model.title = "To Ann"
    model.send(.created(7))
    #expect(seen.withLock { $0 })
    #expect(received == [.created(7)])
    subscription.cancel()
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
