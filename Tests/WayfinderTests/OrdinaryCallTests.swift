import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Ordinary calls, and the state's throwing mutators in update")
struct OrdinaryCallTests {
  private func started() -> ChatsFlow {
    let flow = ChatsFlow()
    flow.start()
    flow.router.push(.thread(id: 1))
    return flow
  }

  @Test func aMistakeIsReportedAsAnIssueAndChangesNothing() {
    let flow = started()
    let before = flow.router.state
    var change: NavigationChange?
    withKnownIssue {
      change = flow.router.pop(to: .info(id: 3))
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ChatsFlow: cannot pop to `info(id: 3)`, it is not in the stack [list, thread(id: 1)]. "
            + "Pop to one of those routes, or push `info(id: 3)` instead."
        ]
    }
    #expect(flow.router.state == before)
    #expect(change?.isApplied == false)
    #expect(
      change?.error
        == NavigationError(
          .routeNotInStack(route: "info(id: 3)", stack: ["list", "thread(id: 1)"]),
          flow: "ChatsFlow"))
  }

  @Test func everyKindOfMistakeIsReported() {
    let flow = started()
    flow.router.pop()
    withKnownIssue {
      flow.router.pop()
      flow.router.dismiss()
      flow.router.select(.list)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("ChatsFlow: ") == true
    }
    #expect(flow.router.state == FlowState(root: .list))
  }

  @Test func aGuardsAnswerIsReturnedNotReported() throws {
    let profile = ProfileFlow()
    profile.start()
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    edit.hasChanges = true
    let change = profile.router.dismiss()
    #expect(
      change.error
        == NavigationError(
          .leaveNeedsConfirmation(flow: "EditProfileFlow", prompt: "Discard your changes?"),
          flow: "ProfileFlow"))
    #expect(profile.router.state.presented.map(\.route) == [.edit])
  }

  @Test func showingAFlowThatAlreadyRunsIsReported() {
    let flow = started()
    let child = NewChatFlow()
    flow.show(child, presenting: .newChat)
    withKnownIssue {
      flow.show(child, pushing: .newChat)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ChatsFlow: NewChatFlow was already started or has a parent; each flow runs once. "
            + "Create a new NewChatFlow."
        ]
    }
    #expect(flow.router.state.path == [.thread(id: 1)])
  }

  @Test func updateThrowsWhatItsBodyThrowsWithoutReporting() {
    let flow = started()
    flow.router.renderer = StepLog<ChatsRoute>()
    #expect(throws: NavigationError(.nothingPresented, flow: "ChatsFlow")) {
      try flow.router.update { (state) throws(NavigationError) in
        try state.push(.info(id: 1))
        try state.dismiss()
      }
    }
    #expect(throws: NavigationError(.countNotPositive(0), flow: "ChatsFlow")) {
      try flow.router.update { try $0.pop(count: 0) }
    }
    struct Abort: Error, Equatable {}
    #expect(throws: Abort()) {
      try flow.router.update { state throws(Abort) in
        state.present(.newChat)
        throw Abort()
      }
    }
    #expect(flow.router.state.path == [.thread(id: 1)] && !flow.router.state.isPresenting)
    // A body that cannot throw needs no `try`.
    let change = flow.router.update { $0.present(.newChat) }
    #expect(change.isApplied && flow.router.state.presented.map(\.route) == [.newChat])
  }

  // Defect (issue 43): `try router.update { … }` answered a guard's refusal or an ended flow in
  // the returned change, so the throwing form threw some refusals and returned others. A
  // body that can throw now makes every refusal thrown, and none reported; a body that
  // cannot throw keeps the ordinary calls' answer.
  @Test func theThrowingUpdateThrowsEveryRefusal() throws {
    let profile = ProfileFlow()
    profile.start()
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    edit.hasChanges = true
    let confirm = NavigationError(
      .leaveNeedsConfirmation(flow: "EditProfileFlow", prompt: "Discard your changes?"),
      flow: "ProfileFlow")
    #expect(throws: confirm) {
      try profile.router.update { (state) throws(NavigationError) in state.dismissAll() }
    }
    #expect(profile.router.update { $0.dismissAll() }.error == confirm)
    #expect(profile.router.state.presented.map(\.route) == [.edit])
    let ended = started()
    ended.stop()
    #expect(throws: NavigationError(.flowEnded(status: .cancelled(.stopped)), flow: "ChatsFlow")) {
      try ended.router.update { (state) throws(NavigationError) in state.present(.newChat) }
    }
    withKnownIssue {
      #expect(ended.router.update { $0.present(.newChat) }.error?.reason != nil)
    }
  }

  @Test func aRefusedCallUndoesTheWholeTransactionAndSkipsTheRest() {
    let flow = started()
    let navigator = Navigator(root: flow)
    navigator.start()
    var change: NavigationChange?
    var skipped: NavigationChange?
    withKnownIssue {
      change = navigator.transaction {
        flow.router.present(.newChat)
        flow.router.pop(to: .info(id: 9))
        skipped = flow.router.push(.info(id: 2))
      }
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ChatsFlow: cannot pop to `info(id: 9)`, it is not in the stack "
            + "[list, thread(id: 1)]. Pop to one of those routes, or push `info(id: 9)` instead."
        ]
    }
    let refusal = NavigationError(
      .routeNotInStack(route: "info(id: 9)", stack: ["list", "thread(id: 1)"]), flow: "ChatsFlow")
    #expect(change?.error == refusal)
    #expect(skipped?.error == refusal)
    #expect(flow.router.state.presented.isEmpty)
    #expect(flow.router.state.path == [.thread(id: 1)])
    #expect(flow.child(at: .newChat) == nil)
  }

  @Test func aGuardsRefusalUndoesTheTransactionWithoutAReport() throws {
    let profile = ProfileFlow()
    let navigator = Navigator(root: profile)
    navigator.start()
    profile.router.present(.edit)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    edit.refuses = true
    let before = navigator.tree
    let change = navigator.transaction {
      profile.router.dismissAll()
      profile.router.present(.edit)
    }
    #expect(
      change.error
        == NavigationError(
          .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
          flow: "ProfileFlow"))
    #expect(navigator.tree == before)
    #expect(edit.status == .active)
  }

  @Test func aThrowingBodyUndoesTheTransaction() {
    let flow = started()
    let navigator = Navigator(root: flow)
    navigator.start()
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        flow.router.present(.newChat)
        try flow.router.update { try $0.pop(to: .info(id: 9)) }
      }
    }
    #expect(flow.router.state.presented.isEmpty)
    #expect(flow.router.state.path == [.thread(id: 1)])
  }

  @Test func callsReadTheSameInAsyncCode() async {
    let flow = started()
    flow.router.push(.info(id: 1))
    flow.router.pop()
    await flow.router.present(.newChat).onScreen()
    #expect(flow.router.state.presented.map(\.route) == [.newChat])
    await flow.router.dismiss().onScreen()
    #expect(flow.router.state.path == [.thread(id: 1)] && !flow.router.state.isPresenting)
  }

  @Test func aChangeWaitingForItsRendererKeepsNoEndedFlowAlive() {
    let flow = ChatsFlow()
    let log = StepLog<ChatsRoute>()
    flow.router.renderer = log
    flow.start()
    flow.router.present(.newChat)
    weak let child = flow.child(at: .newChat)
    #expect(child != nil)
    log.completesImmediately = false
    let change = flow.router.dismiss()
    #expect(change.isApplied)
    #expect(child == nil)
    log.finishAll()
  }

  @Test func aChangeInATransactionIsOnScreenWhenTheTransactionIs() async {
    let flow = ChatsFlow()
    let log = StepLog<ChatsRoute>()
    log.completesImmediately = false
    flow.router.renderer = log
    // NB: no render timeout, whose real clock could end the change between two steps of the
    // test on a loaded machine.
    flow.router.renderTimeout = nil
    let navigator = Navigator(root: flow)
    navigator.start()
    let change = navigator.transaction {
      flow.router.push(.thread(id: 1))
      flow.router.push(.info(id: 1))
    }
    var shown = false
    let waiting = Task { @MainActor in
      await change.onScreen()
      shown = true
    }
    for _ in 0..<5 { await Task.yield() }
    #expect(!shown)
    #expect(log.batches == [[.push([.thread(id: 1), .info(id: 1)])]])
    log.finishAll()
    await waiting.value
    #expect(shown)
  }
}
