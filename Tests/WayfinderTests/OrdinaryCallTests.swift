import Testing
import Wayfinder

@MainActor
@Suite("Ordinary calls and their checked forms")
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
      flow.router.update { (state) throws(NavigationError) in try state.pop(count: 0) }
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
    #expect(profile.router.presented.map(\.route) == [.edit])
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
    #expect(flow.router.path == [.thread(id: 1)])
    #expect(throws: FlowError.alreadyStarted(flow: "NewChatFlow")) {
      try flow.checked.show(child, pushing: .newChat)
    }
  }

  @Test func theCheckedFormThrowsWithoutReporting() {
    let flow = started()
    #expect(throws: NavigationError(.nothingPresented, flow: "ChatsFlow")) {
      try flow.router.checked.dismiss()
    }
    #expect(throws: NavigationError(.notATabFlow, flow: "ChatsFlow")) {
      try flow.router.checked.select(.list)
    }
    #expect(flow.router.path == [.thread(id: 1)])
  }

  @Test func aCheckedCallInATransactionUndoesTheWholeTransaction() {
    let flow = started()
    let navigator = Navigator(root: ChatsFlow())
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        flow.router.present(.newChat)
        try flow.router.checked.pop(to: .info(id: 9))
      }
    }
    #expect(flow.router.presented.isEmpty)
    #expect(flow.router.path == [.thread(id: 1)])
  }

  @Test func callsReadTheSameInAsyncCode() async {
    let flow = started()
    flow.router.push(.info(id: 1))
    flow.router.pop()
    await flow.router.present(.newChat).onScreen()
    #expect(flow.router.presented.map(\.route) == [.newChat])
    await flow.router.dismiss().onScreen()
    #expect(flow.router.path == [.thread(id: 1)] && !flow.router.isPresenting)
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
    let navigator = Navigator(root: flow)
    navigator.start()
    let change = navigator.transaction {
      flow.router.push(.thread(id: 1))
      return flow.router.push(.info(id: 1))
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
