import Testing
import WayfinderCombine
@_spi(Rendering) import WayfinderTesting

enum ComposeRoute: Hashable, Codable, Sendable {
  case recipients
}

/// A child flow that ends with the id of the chat it created.
final class ComposeFlow: Coordinator<ComposeRoute, Int> {
  init() { super.init(root: .recipients) }
}

/// A coordinator whose list events run a child flow for its result, from an `async` handler.
final class RunningChatsCoordinator: Coordinator<ChatRoute, Void> {
  let list = ChatListViewModel()
  var pauses = 0
  /// When set, a selection waits for a value from it first, like a service that never answers.
  var gate: AsyncStream<Void>?
  /// When set, a new chat runs in a task the handler starts by hand, which settling ignores.
  var runsComposeByHand = false
  var handled: [ChatListViewModel.Event] = []

  init() { super.init(root: .list) }

  override func didStart() {
    bind(list) { [weak self] event in
      guard let self else { return }
      switch event {
      case .selected(let id):
        // Work that suspends a few times before it navigates, like a service call.
        for _ in 0..<pauses { await Task.yield() }
        if let gate {
          for await _ in gate { break }
          if Task.isCancelled { return }
        }
        router.push(.thread(id))
      case .newChatTapped where runsComposeByHand:
        Task { _ = try? await self.run(ComposeFlow(), presenting: .newChat) }
      case .newChatTapped:
        guard let id = try? await run(ComposeFlow(), presenting: .newChat) else {
          handled.append(event)
          return
        }
        router.push(.thread(id))
      }
      handled.append(event)
    }
  }

  var compose: ComposeFlow? { child(at: .newChat) as? ComposeFlow }
}

@MainActor
@Suite("Async handlers: navigation that waits, tied to the flow's life", .timeLimit(.minutes(1)))
struct AsyncBindingTests {
  private func started() -> (Navigator, RunningChatsCoordinator) {
    let chats = RunningChatsCoordinator()
    let navigator = Navigator(root: chats)
    navigator.start()
    return (navigator, chats)
  }

  @Test func anEventRunsAChildFlowAndUsesItsResult() async throws {
    let (navigator, chats) = started()
    chats.list.send(.newChatTapped)
    await navigator.settled()
    #expect(chats.router.state.presented.map(\.route) == [.newChat])
    let compose = try #require(chats.compose)
    #expect(chats.handled.isEmpty)

    compose.finish(with: 42)
    await navigator.settled()
    #expect(chats.router.state.path == [.thread(42)])
    #expect(!chats.router.state.isPresenting)
    #expect(chats.handled == [.newChatTapped])
  }

  @Test func theUserDismissingTheChildEndsTheHandlerWithoutAResult() async throws {
    let (navigator, chats) = started()
    chats.list.send(.newChatTapped)
    await navigator.settled()
    chats.router.simulateSwipeDown()
    await navigator.settled()
    #expect(chats.router.state.path.isEmpty)
    #expect(chats.handled == [.newChatTapped])
  }

  @Test func settledWaitsForWorkThatSuspends() async {
    let (navigator, chats) = started()
    chats.pauses = 20
    chats.list.send(.selected(3))
    chats.list.send(.selected(4))
    #expect(chats.router.state.path.isEmpty)
    await navigator.settled()
    // Each event's task runs on its own: after suspending, either may finish first.
    #expect(Set(chats.router.state.path) == [.thread(3), .thread(4)])
    #expect(chats.handled.count == 2)
  }

  @Test func aTaskStartedByHandWaitingForAChildDoesNotHideTheWorkOfOthers() async throws {
    let (navigator, chats) = started()
    chats.runsComposeByHand = true
    chats.list.send(.newChatTapped)
    await navigator.settled()
    for _ in 0..<10 where chats.compose == nil { await Task.yield() }
    _ = try #require(chats.compose)
    chats.pauses = 20
    chats.list.send(.selected(3))
    await navigator.settled()
    #expect(chats.router.state.path == [.thread(3)])
    // The task started by hand waits for the child until the flows end; then it finishes.
    weak let compose = chats.compose
    navigator.stop()
    for _ in 0..<20 where compose != nil { await Task.yield() }
    #expect(compose == nil)
  }

  @Test func settledReturnsAtOnceWhenNothingRuns() async {
    let (navigator, chats) = started()
    await navigator.settled()
    #expect(chats.handled.isEmpty)
  }

  @Test func aHandlerWaitingForAChildEndsWithItsFlowAndLeaksNothing() async throws {
    weak let weakChats: RunningChatsCoordinator?
    weak let weakCompose: ComposeFlow?
    do {
      let (navigator, chats) = started()
      weakChats = chats
      chats.list.send(.newChatTapped)
      await navigator.settled()
      let compose = try #require(chats.compose)
      weakCompose = compose
      navigator.stop()
      #expect(compose.status == .cancelled(.stopped))
      await navigator.settled()
    }
    // The cancelled task lets go of its handler once it has run to its end.
    for _ in 0..<10 where weakChats != nil || weakCompose != nil { await Task.yield() }
    #expect(weakChats == nil)
    #expect(weakCompose == nil)
  }

  @Test func aHandlerWaitingForAServiceIsCancelledWhenItsFlowEnds() async {
    weak let weakChats: RunningChatsCoordinator?
    do {
      let (navigator, chats) = started()
      weakChats = chats
      let (gate, _) = AsyncStream.makeStream(of: Void.self)
      chats.gate = gate
      chats.list.send(.selected(1))
      navigator.stop()
      await navigator.settled()
      #expect(chats.handled.isEmpty)
    }
    #expect(weakChats == nil)
  }

  @Test func aHandlerThatDoesNotAwaitRunsAtOnce() {
    let chats = ChatsCoordinator()
    chats.start()
    chats.list.send(.selected(5))
    #expect(chats.router.state.path == [.thread(5)])
  }
}
