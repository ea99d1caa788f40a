import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Coordinators and flows")
struct CoordinatorTests {
  @Test func startRunsOnceAndChildrenAreAddedOnceWithAWeakParent() throws {
    let parent = ChatsFlow()
    let child = LibraryFlow()
    parent.start()
    parent.start()
    #expect(parent.status == .active)
    #expect(parent.addChild(child).isApplied)
    #expect(parent.addChild(child).isApplied)
    #expect(parent.children.count == 1)
    #expect(child.parent === parent)
    #expect(child.status == .active)
    let other = ChatsFlow()
    let twice = NavigationError(.childAlreadyStarted(flow: "LibraryFlow"), flow: "ChatsFlow")
    withKnownIssue {
      #expect(other.addChild(child).error == twice)
    } matching: {
      $0.comments.map(\.rawValue) == [twice.description]
    }
    #expect(other.children.isEmpty)
    #expect(child.parent === parent)
    #expect(
      NavigationError(.childAlreadyStarted(flow: "LibraryFlow"), flow: "ChatsFlow").description
        == "ChatsFlow: LibraryFlow was already started or has a parent; each flow runs once. "
        + "Create a new LibraryFlow.")
    other.start()
    other.stop()
    let late = LibraryFlow()
    withKnownIssue {
      #expect(other.addChild(late).error == NavigationError(.parentEnded, flow: "ChatsFlow"))
    }
    #expect(other.children.isEmpty)
    #expect(late.status == .idle)
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
    #expect(chats.router.state.presented == [Presentation(.newChat)])
    #expect(chats.children.count == 1)
    child.finish(with: 42)
    #expect(try await running.value == 42)
    #expect(chats.router.state.presented.isEmpty)
    #expect(chats.children.isEmpty)
    #expect(child.parent == nil)
    #expect(child.status == .finished)
  }

  @Test func aUserDismissalEndsRunWithACancellationItCanTellApart() async throws {
    let (chats, child, running) = await runningNewChat()
    #expect(chats.router.userDidNavigate(.dismissedTo(count: 0)).isApplied)
    await #expect(throws: NavigationError(.cancelled(.dismissedByUser), flow: "NewChatFlow")) {
      try await running.value
    }
    #expect(child.status == .cancelled(.dismissedByUser))
    #expect(chats.children.isEmpty)
  }

  // One error type for navigation: a child's cancellation is a NavigationError whose reason a
  // `catch` names, as the docs show, and whose text says what to do.
  @Test func aCancellationIsCaughtByItsReason() async {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    chats.start()
    let child = NewChatFlow()
    Task { @MainActor in
      while child.status != .active { await Task.yield() }
      _ = chats.router.userDidNavigate(.dismissedTo(count: 0))
    }
    var caught = ""
    do {
      _ = try await chats.run(child, presenting: .newChat)
    } catch .cancelled(.dismissedByUser) {
      caught = "dismissed"
    } catch {
      caught = "\(error)"
    }
    #expect(caught == "dismissed")
    #expect(
      NavigationError(.cancelled(.dismissedByUser), flow: "NewChatFlow").description
        == "NewChatFlow: the flow ended without a result: dismissed by the user. Catch "
        + "`.cancelled` where the user may leave the flow, or read its outcome with `onEnd(_:)`.")
    #expect(throws: NavigationError(.cancelled(.stopped))) {
      try FlowOutcome<Int>.cancelled(.stopped).get()
    }
  }

  @Test func stoppingTheParentCancelsTheRunningChild() async throws {
    let (chats, child, running) = await runningNewChat()
    chats.stop()
    await #expect(throws: NavigationError(.cancelled(.stopped), flow: "NewChatFlow")) {
      try await running.value
    }
    #expect(chats.status == .cancelled(.stopped))
    #expect(child.parent == nil)
  }

  @Test func cancellingTheAwaitingTaskCancelsTheChild() async throws {
    let (chats, _, running) = await runningNewChat()
    running.cancel()
    await #expect(throws: NavigationError(.cancelled(.taskCancelled), flow: "NewChatFlow")) {
      try await running.value
    }
    #expect(chats.router.state.presented.isEmpty)
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
    let twice = NavigationError(.childAlreadyStarted(flow: "NewChatFlow"), flow: "ChatsFlow")
    await withKnownIssue {
      await #expect(throws: twice) { try await chats.run(used, presenting: .newChat) }
    } matching: {
      $0.comments.map(\.rawValue) == [twice.description]
    }
    #expect(chats.router.state.presented.isEmpty)
    let tabs = MainFlow()
    tabs.start()
    let noStack = NavigationError(.tabFlowHasNoStack(operation: "setRoot"), flow: "MainFlow")
    await withKnownIssue {
      await #expect(throws: noStack) { try await tabs.run(LoginFlow(), asRoot: .chats) }
    } matching: {
      $0.comments.map(\.rawValue) == [noStack.description]
    }
    let noPush = NavigationError(.tabFlowHasNoStack(operation: "push"), flow: "MainFlow")
    await withKnownIssue {
      await #expect(throws: noPush) { try await tabs.run(LoginFlow(), pushing: .chats) }
    } matching: {
      $0.comments.map(\.rawValue) == [noPush.description]
    }
  }

  // A task cancelled because its flow ended (FlowTasks cancels them) runs no child and reports
  // nothing: the cancellation is thrown, not "the parent has ended" as a mistake.
  @Test func runInACancelledTaskThrowsTheCancellationAndReportsNothing() async {
    let chats = ChatsFlow()
    chats.start()
    chats.stop()
    let task = Task { @MainActor in try await chats.run(NewChatFlow(), presenting: .newChat) }
    task.cancel()
    await #expect(throws: NavigationError(.cancelled(.taskCancelled), flow: "NewChatFlow")) {
      try await task.value
    }
    #expect(chats.children.isEmpty)
  }

  // A guard's refusal is an answer, not a mistake: `run` throws it and reports nothing (an
  // issue here would fail this test).
  @Test func runThrowsAGuardsRefusalWithoutReportingIt() async throws {
    let profile = ProfileFlow()
    profile.start()
    let first = EditProfileFlow()
    let running = Task { @MainActor in try await profile.run(first, asRoot: .edit) }
    for _ in 0..<100 where first.status != .active { await Task.yield() }
    #expect(first.status == .active)
    first.refuses = true
    await #expect(
      throws: NavigationError(
        .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
        flow: "ProfileFlow")
    ) {
      try await profile.run(EditProfileFlow(), asRoot: .overview)
    }
    #expect(profile.router.state.root == .edit)
    running.cancel()
  }
}
