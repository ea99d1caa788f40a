import Testing
import WayfinderCombine

/// Holds a strong reference to its coordinator from inside a binding: the cycle the flow must
/// break when it ends.
final class CapturingCoordinator: Coordinator<ChatRoute, Void> {
  let list = ChatListViewModel()
  var events: [ChatListViewModel.Event] = []
  init() { super.init(root: .list) }

  override func didStart() {
    bind(list) { event in self.events.append(event) }
  }
}

@MainActor
@Suite("Memory of view models and bindings")
struct CombineMemoryTests {
  @Test func viewModelsCoordinatorsAndSubscriptionsAreFreedWhenAFlowEnds() throws {
    let parent = Coordinator<ChatRoute, Void>(root: .list)
    parent.start()
    weak let coordinator: ChatsCoordinator?
    weak let list: ChatListViewModel?
    weak let sheet: NewChatViewModel?
    do {
      let child = ChatsCoordinator()
      parent.addChild(child)
      child.showNewChat()
      coordinator = child
      list = child.list
      sheet = child.newChat
    }
    #expect(coordinator != nil)
    coordinator?.stop()
    #expect(coordinator == nil)
    #expect(list == nil)
    #expect(sheet == nil)
  }

  @Test func aFlowThatBindsInItsInitializerAndNeverStartsIsReleased() {
    weak let coordinator: ChatsCoordinator?
    weak let list: ChatListViewModel?
    do {
      let flow = ChatsCoordinator()
      coordinator = flow
      list = flow.list
      #expect(coordinator != nil)
    }
    #expect(coordinator == nil)
    #expect(list == nil)
  }

  @Test func aHandlerThatCapturesItsFlowStronglyIsReleasedWhenTheFlowEnds() throws {
    weak let weakFlow: CapturingCoordinator?
    do {
      let flow = CapturingCoordinator()
      flow.start()
      flow.list.send(.newChatTapped)
      #expect(flow.events == [.newChatTapped])
      weakFlow = flow
      flow.stop()
    }
    #expect(weakFlow == nil)
  }

  @Test func aStrongCaptureKeepsTheFlowOnlyWhileItRuns() throws {
    weak let weakFlow: CapturingCoordinator?
    do {
      let flow = CapturingCoordinator()
      flow.start()
      weakFlow = flow
    }
    // A running flow that captured itself stays alive until it ends, as intended.
    #expect(weakFlow != nil)
    weakFlow?.stop()
    #expect(weakFlow == nil)
  }
}
