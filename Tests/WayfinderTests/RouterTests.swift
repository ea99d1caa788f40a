import Testing
import Wayfinder

@MainActor
@Suite("Router")
struct RouterTests {
  /// A started chats flow whose router draws into a step log.
  private func renderedChats(completesImmediately: Bool = true)
    -> (ChatsFlow, StepLog<ChatsRoute>)
  {
    let flow = ChatsFlow()
    let log = StepLog<ChatsRoute>()
    log.completesImmediately = completesImmediately
    flow.router.renderer = log
    flow.start()
    return (flow, log)
  }

  @Test func callsChangeTheStateAndHandTheRendererOneStepEach() throws {
    let (flow, log) = renderedChats()

    try flow.router.push(.thread(id: 1))
    try flow.router.push(.info(id: 1))
    try flow.router.pop(to: .list)
    try flow.router.present(.deleteAlert(id: 1), style: .alert)
    try flow.router.dismiss()
    try flow.router.setRoot(.thread(id: 2), hidesBar: true)

    #expect(
      log.batches == [
        [.push([.thread(id: 1)])], [.push([.info(id: 1)])], [.pop(count: 2)],
        [.present(Presentation(.deleteAlert(id: 1), style: .alert))], [.dismiss(count: 1)],
        [.setRoot(.thread(id: 2), hidesBar: true)],
      ])
    #expect(flow.router.state == FlowState(root: .thread(id: 2), isBarHidden: true))
  }

  @Test func aCallThatMakesNoSenseThrowsWithTheFlowNameAndChangesNothing() throws {
    let (flow, log) = renderedChats()
    try flow.router.push(.thread(id: 1))
    let before = flow.router.state

    #expect(throws: NavigationError(.nothingPresented, flow: "ChatsFlow")) {
      try flow.router.dismiss()
    }
    do {
      try flow.router.pop(to: .info(id: 3))
    } catch {
      #expect(
        error.description
          == "ChatsFlow: cannot pop to `info(id: 3)`, it is not in the stack "
          + "[list, thread(id: 1)]. Pop to one of those routes, or push `info(id: 3)` instead.")
    }
    #expect(flow.router.state == before)
    #expect(log.batches.count == 1)
  }

  @Test func completionsWaitForTheRenderer() throws {
    let (flow, log) = renderedChats(completesImmediately: false)
    var done = false
    try flow.router.push(.thread(id: 1)) { done = true }
    #expect(!done)
    log.finishAll()
    #expect(done)
  }

  @Test func noChangeCompletesAtOnceWithoutRendering() throws {
    let (flow, log) = renderedChats()
    var done = false
    try flow.router.popToRoot { done = true }
    try flow.router.dismissAll()
    #expect(done)
    #expect(log.batches.isEmpty)
  }

  @Test func asyncFormsReturnOnceRendered() async throws {
    let (flow, log) = renderedChats(completesImmediately: false)
    let pushing = Task { @MainActor in try await flow.router.push(.thread(id: 3)) }
    while log.batches.isEmpty { await Task.yield() }
    #expect(flow.router.path == [.thread(id: 3)])
    log.finishAll()
    try await pushing.value
    log.completesImmediately = true
    try await flow.router.pop(animated: false)
    await #expect(throws: NavigationError(.popAtRoot(root: "list"), flow: "ChatsFlow")) {
      try await flow.router.pop()
    }
  }

  @Test func userChangesUpdateTheStateWithoutRenderingThemAgain() throws {
    let (flow, log) = renderedChats()
    try flow.router.push(.thread(id: 1))
    try flow.router.push(.info(id: 1))
    #expect(flow.router.userDidNavigate(.poppedTo(depth: 1)) == .applied)
    #expect(flow.router.path == [.thread(id: 1)])
    #expect(flow.router.userDidNavigate(.path([])) == .applied)
    #expect(flow.router.path.isEmpty)
    #expect(log.batches.count == 2)
    #expect(
      flow.router.userDidNavigate(.poppedTo(depth: 3))
        == .rejected(
          NavigationError(.popCountTooLarge(requested: -3, available: 0), flow: "ChatsFlow")))
  }

  @Test func anEndedFlowsRouterRefusesToNavigate() {
    let flow = ChatsFlow()
    flow.start()
    flow.stop()
    #expect(throws: NavigationError(.flowEnded(status: "cancelled (stopped)"), flow: "ChatsFlow")) {
      try flow.router.push(.info(id: 1))
    }
  }
}
