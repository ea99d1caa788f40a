import Testing
@_spi(Rendering) import Wayfinder

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

    flow.router.push(.thread(id: 1))
    flow.router.push(.info(id: 1))
    flow.router.pop(to: .list)
    flow.router.present(.deleteAlert(id: 1), style: .alert)
    flow.router.dismiss()
    flow.router.setRoot(.thread(id: 2), hidesBar: true)

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
    flow.router.push(.thread(id: 1))
    let before = flow.router.state

    #expect(throws: NavigationError(.nothingPresented, flow: "ChatsFlow")) {
      try flow.router.update { try $0.dismiss() }
    }
    do {
      try flow.router.update { try $0.pop(to: .info(id: 3)) }
    } catch {
      #expect(
        String(describing: error)
          == "ChatsFlow: cannot pop to `info(id: 3)`, it is not in the stack "
          + "[list, thread(id: 1)]. Pop to one of those routes, or push `info(id: 3)` instead.")
    }
    #expect(flow.router.state == before)
    #expect(log.batches.count == 1)
  }

  @Test func completionsWaitForTheRenderer() throws {
    let (flow, log) = renderedChats(completesImmediately: false)
    var done = false
    flow.router.push(.thread(id: 1)) { done = true }
    #expect(!done)
    log.finishAll()
    #expect(done)
  }

  @Test func noChangeCompletesAtOnceWithoutRendering() throws {
    let (flow, log) = renderedChats()
    var done = false
    flow.router.popToRoot { done = true }
    flow.router.dismissAll()
    #expect(done)
    #expect(log.batches.isEmpty)
  }

  @Test func asyncFormsReturnOnceRendered() async throws {
    let (flow, log) = renderedChats(completesImmediately: false)
    // NB: no render timeout, whose real clock could end the push between two steps of the
    // test on a loaded machine.
    flow.router.renderTimeout = nil
    var shown = false
    let pushing = Task { @MainActor in
      await flow.router.push(.thread(id: 3)).onScreen()
      shown = true
    }
    while log.batches.isEmpty { await Task.yield() }
    #expect(flow.router.state.path == [.thread(id: 3)])
    for _ in 0..<5 { await Task.yield() }
    #expect(!shown)
    log.finishAll()
    await pushing.value
    #expect(shown)
    log.completesImmediately = true
    await flow.router.pop(animated: false).onScreen()
    #expect(flow.router.state.path.isEmpty)
    #expect(throws: NavigationError(.popAtRoot(root: "list"), flow: "ChatsFlow")) {
      try flow.router.update { try $0.pop() }
    }
  }

  @Test func userChangesUpdateTheStateWithoutRenderingThemAgain() throws {
    let (flow, log) = renderedChats()
    flow.router.push(.thread(id: 1))
    flow.router.push(.info(id: 1))
    #expect(flow.router.userDidNavigate(.poppedTo(depth: 1)).isApplied)
    #expect(flow.router.state.path == [.thread(id: 1)])
    #expect(flow.router.userDidNavigate(.path([])).isApplied)
    #expect(flow.router.state.path.isEmpty)
    #expect(log.batches.count == 2)
    #expect(
      flow.router.userDidNavigate(.poppedTo(depth: 3)).error
        == (NavigationError(.popCountTooLarge(requested: -3, available: 0), flow: "ChatsFlow")))
  }

  @Test func anEndedFlowsRouterRefusesToNavigate() {
    let flow = ChatsFlow()
    flow.start()
    flow.stop()
    var change: NavigationChange?
    withKnownIssue {
      change = flow.router.push(.info(id: 1))
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ChatsFlow: the flow has cancelled (stopped) and its router no longer navigates. "
            + "Start a new flow to show these screens again."
        ]
    }
    #expect(
      change?.error
        == NavigationError(.flowEnded(status: .cancelled(.stopped)), flow: "ChatsFlow"))
  }
}
