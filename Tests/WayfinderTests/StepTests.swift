import Testing
@_spi(Rendering) import Wayfinder

@Suite("Steps between states")
struct StepTests {
  typealias Step = NavigationStep<ChatsRoute>

  private func state(_ path: [ChatsRoute], presented: [ChatsRoute] = []) throws
    -> FlowState<ChatsRoute>
  {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(contentsOf: path)
    for route in presented { state.present(route) }
    return state
  }

  @Test func equalStatesNeedNoSteps() throws {
    let same = try state([.thread(id: 1)], presented: [.newChat])
    #expect(Step.steps(from: same, to: same).isEmpty)
  }

  @Test func onlyTheChangedTopOfThePathIsPoppedAndPushed() throws {
    let old = try state([.thread(id: 1), .info(id: 1), .thread(id: 2)])
    let new = try state([.thread(id: 1), .thread(id: 5), .info(id: 5)])
    let steps = Step.steps(from: old, to: new)
    #expect(steps == [.pop(count: 2), .push([.thread(id: 5), .info(id: 5)])])

    var applied = old
    try applied.apply(steps[0])
    #expect(applied.path == [.thread(id: 1)])
    try applied.apply(steps[1])
    #expect(applied == new)
  }

  @Test func dismissalsComeFirstAndNewPresentationsLast() throws {
    let old = try state([.thread(id: 1)], presented: [.newChat, .deleteAlert(id: 1)])
    let new = try state([], presented: [.newChat, .info(id: 3)])
    let steps = Step.steps(from: old, to: new)
    #expect(
      steps == [
        .dismiss(count: 1), .pop(count: 1), .present(Presentation(.info(id: 3))),
      ])

    var applied = old
    try applied.apply(steps[0])
    #expect(applied.presented.map(\.route) == [.newChat])
    #expect(applied.path == [.thread(id: 1)])
    try applied.apply(steps[1])
    #expect(applied.path.isEmpty)
    try applied.apply(steps[2])
    #expect(applied == new)
  }

  @Test func aNewRootReplacesTheStackThenPushesThePath() throws {
    let old = try state([.thread(id: 1)])
    var new = FlowState(root: ChatsRoute.newChat, isBarHidden: true)
    try new.push(.info(id: 2))
    let steps = Step.steps(from: old, to: new)
    #expect(steps == [.setRoot(.newChat, hidesBar: true), .push([.info(id: 2)])])
    #expect(try old.applying(steps) == new)
  }

  @Test func tabsChangeBySelectionOrByReplacingTheList() throws {
    let old = FlowState(tabs: MainTab.chats, .library)
    var selected = old
    try selected.select(.library)
    #expect(NavigationStep.steps(from: old, to: selected) == [.selectTab(.library)])

    let replaced = FlowState(tabs: MainTab.profile, .chats)
    let steps = NavigationStep.steps(from: old, to: replaced)
    #expect(steps == [.setTabs([.profile, .chats], selected: .profile)])
    #expect(try old.applying(steps) == replaced)
  }

  @Test func aStepThatDoesNotFitThrows() throws {
    let root = try state([])
    #expect(throws: NavigationError(.popAtRoot(root: "list"))) {
      _ = try root.applying([.pop(count: 1)])
    }
  }
}
