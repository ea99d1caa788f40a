import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Going back to the last route that meets a condition")
struct PopWhereTests {
  private func isThread(_ route: ChatsRoute) -> Bool {
    if case .thread = route { true } else { false }
  }

  private func started(_ path: [ChatsRoute]) -> ChatsFlow {
    let flow = ChatsFlow()
    flow.start()
    for route in path { flow.router.push(route) }
    return flow
  }

  @Test func itPopsToTheTopmostRouteThatMeetsTheCondition() {
    let flow = started([.thread(id: 1), .info(id: 1), .thread(id: 2), .info(id: 2), .info(id: 3)])
    let change = flow.router.pop(toLastWhere: isThread)
    #expect(change.isApplied)
    #expect(flow.router.state.path == [.thread(id: 1), .info(id: 1), .thread(id: 2)])
  }

  @Test func theTopRouteMeetingItChangesNothing() {
    let flow = started([.info(id: 1), .thread(id: 2)])
    flow.router.pop(toLastWhere: isThread)
    #expect(flow.router.state.path == [.info(id: 1), .thread(id: 2)])
  }

  @Test func theRootIsTheLastResort() {
    let flow = started([.info(id: 1), .info(id: 2)])
    flow.router.pop(toLastWhere: { $0 == .list || $0 == .newChat })
    #expect(flow.router.state.path.isEmpty)
  }

  @Test func aConditionNoRouteMeetsIsReportedAndChangesNothing() {
    let flow = started([.info(id: 1)])
    let before = flow.router.state
    var change: NavigationChange?
    withKnownIssue {
      change = flow.router.pop(toLastWhere: isThread)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ChatsFlow: cannot pop, no route of the stack [list, info(id: 1)] meets the condition "
            + "given to `pop(toLastWhere:)`. Check the condition, or pop to one of those routes."
        ]
    }
    #expect(flow.router.state == before)
    #expect(change?.isApplied == false)
    #expect(
      change?.error
        == NavigationError(.noRouteMatches(stack: ["list", "info(id: 1)"]), flow: "ChatsFlow"))
    #expect(
      throws: NavigationError(.noRouteMatches(stack: ["list", "info(id: 1)"]), flow: "ChatsFlow")
    ) {
      try flow.router.update { try $0.pop(toLastWhere: isThread) }
    }
  }

  @Test func aPushedChildFlowPoppedPastEnds() {
    let flow = started([.thread(id: 1)])
    flow.router.push(.composer(id: 7))
    let composer = flow.child(at: .composer(id: 7))
    #expect(composer != nil)
    flow.router.pop(toLastWhere: { $0 == .list })
    #expect(flow.router.state.path.isEmpty)
    #expect(composer?.status.hasEnded == true)
  }
}
