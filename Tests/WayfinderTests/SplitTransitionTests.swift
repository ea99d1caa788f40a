import Foundation
import Testing
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting

@MainActor
@Suite("Split flows: a column's route arriving with a transition")
struct SplitTransitionTests {
  let zoom7 = ScreenTransition.zoom(from: "chat-7")
  let zoom8 = ScreenTransition.zoom(from: "chat-8")

  @Test func aRouteShownInTheDetailKeepsItsTransitionUntilAnotherReplacesIt() throws {
    var state = FlowState(sidebar: ChatsRoute.list)
    try state.show(.thread(id: 7), in: .detail, transition: zoom7)
    #expect(state.path == [.thread(id: 7)])
    #expect(state.pathTransitions == [0: zoom7])
    try state.push(.info(id: 7))
    #expect(state.pathTransitions == [0: zoom7])
    try state.show(.thread(id: 8), in: .detail, transition: zoom8)
    #expect(state.path == [.thread(id: 8)])
    #expect(state.pathTransitions == [0: zoom8])
    // NB: the same route shown again arrives the new way.
    try state.show(.thread(id: 8), in: .detail, transition: .standard)
    #expect(state.pathTransitions.isEmpty)
  }

  @Test func eachColumnOfThreeKeepsTheTransitionOfItsRoute() throws {
    var mail = FlowState(sidebar: ChatsRoute.list, layout: SplitLayout(hasContentColumn: true))
    try mail.show(.thread(id: 7), in: .content, transition: zoom7)
    try mail.show(.info(id: 7), in: .detail, transition: .zoom(from: "avatar"))
    #expect(mail.pathTransitions == [0: zoom7, 1: .zoom(from: "avatar")])
    try mail.show(.thread(id: 8), in: .content, transition: zoom8)
    #expect(mail.path == [.thread(id: 8)])
    #expect(mail.pathTransitions == [0: zoom8])
  }

  @Test func theSidebarAndAFlowWithoutColumnsRefuseATransitionAndStayAsTheyWere() throws {
    var state = FlowState(sidebar: ChatsRoute.list)
    try state.show(.thread(id: 7), in: .detail, transition: zoom7)
    let before = state
    #expect(throws: NavigationError(.sidebarHasNoTransition(route: "thread(id: 8)"))) {
      try state.show(.thread(id: 8), in: .sidebar, transition: zoom8)
    }
    #expect(state == before)
    #expect(
      NavigationError(.sidebarHasNoTransition(route: "thread(id: 8)")).description
        == "cannot show `thread(id: 8)` in the sidebar with a transition: the sidebar shows the "
        + "flow's root, which arrives with none. Show it with `show(_:in:)`, or show it in "
        + "`.content` or `.detail`.")
    try state.show(.newChat, in: .sidebar, transition: .standard)
    #expect(state.root == .newChat && state.path.isEmpty)

    var stack = FlowState(root: ChatsRoute.list)
    #expect(throws: NavigationError(.notASplitFlow)) {
      try stack.show(.thread(id: 7), in: .detail, transition: zoom7)
    }
    #expect(stack == FlowState(root: ChatsRoute.list))
  }

  @Test func theRendererGetsTheColumnsScreenWithItsTransitionAndASnapshotKeepsIt() throws {
    let flow = SplitChatsFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    let renderer = RecordingRenderer.attach(to: flow.router)
    #expect(flow.router.show(.composer(id: 7), in: .detail, transition: zoom7).isApplied)
    #expect(flow.child(at: .composer(id: 7)) is ComposerFlow)
    #expect(flow.router.screens.path.first?.transition == zoom7)
    #expect(renderer.shown == flow.router.screens)
    #expect(renderer.mismatches.isEmpty)
    let data = try navigator.snapshotData()

    let again = SplitChatsFlow()
    let restored = Navigator(root: again)
    restored.start()
    try restored.restore(from: data)
    #expect(again.router.state == flow.router.state)
    #expect(again.router.screens.path.first?.transition == zoom7)
  }

  @Test func aTransitionToTheSidebarIsReportedAndChangesNothing() {
    let flow = SplitChatsFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    withKnownIssue {
      #expect(
        flow.router.show(.newChat, in: .sidebar, transition: zoom7).error?.reason
          == .sidebarHasNoTransition(route: "newChat"))
    }
    #expect(flow.router.state == FlowState(sidebar: .list))
  }
}
