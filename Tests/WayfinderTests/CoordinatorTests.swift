import Testing
import Wayfinder

@MainActor
@Suite("Coordinators and flows")
struct CoordinatorTests {
  @Test func startRunsOnceAndChildrenAreAddedOnceWithAWeakParent() throws {
    let parent = ChatsFlow()
    let child = LibraryFlow()
    parent.start()
    parent.start()
    #expect(parent.status == .active)
    try parent.addChild(child)
    try parent.addChild(child)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    #expect(child.status == .active)
    #expect(throws: FlowError.alreadyStarted(flow: "LibraryFlow")) {
      try ChatsFlow().addChild(child)
    }
  }

  /// A started chats flow running a new-chat child from a task, once the child is on screen.
  private func runningNewChat() async -> (ChatsFlow, NewChatFlow, Task<Int, any Error>) {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    chats.start()
    let child = NewChatFlow()
    let running = Task { @MainActor in try await chats.run(child, presenting: .newChat) }
    while child.status != .active { await Task.yield() }
    return (chats, child, running)
  }

  @Test func runReturnsTheChildsResultAndRemovesItsScreens() async throws {
    let (chats, child, running) = await runningNewChat()
    #expect(chats.router.presented == [Presentation(.newChat)])
    #expect(chats.children.count == 1)
    child.finish(with: 42)
    #expect(try await running.value == 42)
    #expect(chats.router.presented.isEmpty)
    #expect(chats.children.isEmpty)
    #expect(child.parent == nil)
    #expect(child.status == .finished)
  }

  @Test func aUserDismissalEndsRunWithACancellationItCanTellApart() async throws {
    let (chats, child, running) = await runningNewChat()
    #expect(chats.router.userDidNavigate(.dismissedTo(count: 0)).isApplied)
    await #expect(throws: FlowError.cancelled(.dismissedByUser)) { try await running.value }
    #expect(child.status == .cancelled(.dismissedByUser))
    #expect(chats.children.isEmpty)
  }

  @Test func stoppingTheParentCancelsTheRunningChild() async throws {
    let (chats, child, running) = await runningNewChat()
    chats.stop()
    await #expect(throws: FlowError.cancelled(.stopped)) { try await running.value }
    #expect(chats.status == .cancelled(.stopped))
    #expect(child.parent == nil)
  }

  @Test func cancellingTheAwaitingTaskCancelsTheChild() async throws {
    let (chats, _, running) = await runningNewChat()
    running.cancel()
    await #expect(throws: FlowError.cancelled(.taskCancelled)) { try await running.value }
    #expect(chats.router.presented.isEmpty)
  }

  @Test func presentingARouteWithAFlowStartsItAndDismissingEndsIt() throws {
    let chats = ChatsFlow()
    chats.start()
    chats.router.present(.newChat)
    let child = try #require(chats.child(at: .newChat) as? NewChatFlow)
    #expect(child.status == .active)
    chats.router.dismiss()
    #expect(child.status == .cancelled(.removedByParent))
    #expect(chats.child(at: .newChat) == nil)
  }

  @Test func runFailsWithoutChangesWhenTheChildCannotRun() async throws {
    let chats = ChatsFlow()
    chats.start()
    let used = NewChatFlow()
    used.start()
    await #expect(throws: FlowError.alreadyStarted(flow: "NewChatFlow")) {
      try await chats.run(used, presenting: .newChat)
    }
    #expect(chats.router.presented.isEmpty)
    let tabs = MainFlow()
    tabs.start()
    await #expect(
      throws: FlowError.navigation(
        NavigationError(.tabFlowHasNoStack(operation: "setRoot"), flow: "MainFlow"))
    ) {
      try await tabs.run(LoginFlow(), asRoot: .chats)
    }
  }
}
