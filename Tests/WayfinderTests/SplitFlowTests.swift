import Foundation
import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder

/// A chats flow laid out in a sidebar and a detail, whose composer is a child flow pushed in
/// the detail column.
final class SplitChatsFlow: Coordinator<ChatsRoute, Void> {
  init(layout: SplitLayout = SplitLayout()) {
    super.init(state: FlowState(sidebar: .list, layout: layout))
  }

  override func makeChild(for route: ChatsRoute) -> Flow? {
    if case .composer(let id) = route { return ComposerFlow(id: id) }
    return nil
  }
}

@MainActor
@Suite("Split flows")
struct SplitFlowTests {
  private func started(_ layout: SplitLayout = SplitLayout()) -> (Navigator, SplitChatsFlow) {
    let flow = SplitChatsFlow(layout: layout)
    let navigator = Navigator(root: flow)
    navigator.start()
    return (navigator, flow)
  }

  @Test func theStackFillsTheColumnsInOrderAndItsTopIsWhatANarrowWindowShows() throws {
    var state = FlowState(sidebar: ChatsRoute.list)
    #expect(state.routes(in: .sidebar) == [.list])
    #expect(state.routes(in: .detail).isEmpty)
    #expect(state.topColumn == .sidebar)
    try state.show(.thread(id: 7), in: .detail)
    try state.push(.info(id: 7))
    #expect(state.routes(in: .detail) == [.thread(id: 7), .info(id: 7)])
    #expect(state.routes(in: .content).isEmpty)
    #expect(state.topColumn == .detail)

    var mail = FlowState(sidebar: ChatsRoute.list, layout: SplitLayout(hasContentColumn: true))
    try mail.show(.thread(id: 1), in: .content)
    #expect(mail.topColumn == .content)
    try mail.show(.info(id: 1), in: .detail)
    try mail.push(.newChat)
    #expect(mail.routes(in: .content) == [.thread(id: 1)])
    #expect(mail.routes(in: .detail) == [.info(id: 1), .newChat])
    #expect(mail.topColumn == .detail)
    #expect(FlowState(root: ChatsRoute.list).routes(in: .sidebar).isEmpty)
    #expect(FlowState(root: ChatsRoute.list).topColumn == nil)
  }

  @Test func showingInAColumnReplacesThatColumnAndTheColumnsAfterIt() throws {
    var mail = FlowState(sidebar: ChatsRoute.list, layout: SplitLayout(hasContentColumn: true))
    try mail.setPath([.thread(id: 1), .info(id: 1), .newChat])
    try mail.show(.info(id: 2), in: .detail)
    #expect(mail.path == [.thread(id: 1), .info(id: 2)])
    try mail.show(.thread(id: 3), in: .content)
    #expect(mail.path == [.thread(id: 3)])
    mail.present(.newChat)
    try mail.show(.deleteAlert(id: 1), in: .sidebar)
    #expect(mail.stack == [.deleteAlert(id: 1)])
    #expect(mail.presented.count == 1)
    #expect(mail.split == SplitLayout(hasContentColumn: true))
  }

  @Test func showingWhereTheLayoutHasNoPlaceThrowsAndChangesNothing() throws {
    var state = FlowState(sidebar: ChatsRoute.list)
    let before = state
    #expect(throws: NavigationError(.noContentColumn(route: "thread(id: 1)"))) {
      try state.show(.thread(id: 1), in: .content)
    }
    var mail = FlowState(sidebar: ChatsRoute.list, layout: SplitLayout(hasContentColumn: true))
    let emptyMail = mail
    #expect(throws: NavigationError(.contentColumnEmpty(route: "info(id: 1)"))) {
      try mail.show(.info(id: 1), in: .detail)
    }
    var stack = FlowState(root: ChatsRoute.list)
    #expect(throws: NavigationError(.notASplitFlow)) {
      try stack.show(.thread(id: 1), in: .detail)
    }
    #expect(throws: NavigationError(.notASplitFlow)) { try stack.setColumnVisibility(.all) }
    #expect(state == before)
    #expect(mail == emptyMail)
    #expect(stack == FlowState(root: ChatsRoute.list))
  }

  @Test func theMessagesSayWhatToDoInstead() {
    #expect(
      NavigationError(.noContentColumn(route: "thread(id: 1)")).description
        == "cannot show `thread(id: 1)` in the content column, this split flow has a sidebar "
        + "and a detail only. Show it in `.detail`, or lay the flow out with "
        + "`SplitLayout(hasContentColumn: true)`.")
    #expect(
      NavigationError(.contentColumnEmpty(route: "info(id: 1)")).description
        == "cannot show `info(id: 1)` in the detail column while the content column shows "
        + "nothing. Show a route in `.content` first, or both at once with "
        + "`setPath([content, detail])`.")
    #expect(
      NavigationError(.notASplitFlow, flow: "ChatsFlow").description
        == "ChatsFlow: this flow's stack is not laid out in columns. Create its state with "
        + "`FlowState(sidebar:layout:)` to make it a split flow.")
  }

  @Test func aColumnVisibilityChangeIsOneStepAndAnEvent() throws {
    let (navigator, flow) = started()
    let log = StepLog<ChatsRoute>()
    flow.router.renderer = log
    var events: [String] = []
    let observation = navigator.observe { events.append($0.description) }
    flow.router.setColumnVisibility(.detailOnly)
    #expect(flow.router.state.split?.columnVisibility == .detailOnly)
    #expect(log.batches == [[.setSplit(SplitLayout(columnVisibility: .detailOnly))]])
    #expect(
      events.map { $0.replacing(#/ #\d+/#, with: "") } == [
        "SplitChatsFlow set layout split (sidebar, detail; detailOnly) (code)"
      ])
    flow.router.userDidNavigate(.columnVisibility(.all))
    #expect(flow.router.state.split?.columnVisibility == .all)
    #expect(events.last?.hasSuffix("(user)") == true)
    observation.cancel()
  }

  @Test func aSidebarSelectionReplacesTheDetailAndEndsItsChildFlow() throws {
    let (_, flow) = started()
    flow.router.show(.composer(id: 1), in: .detail)
    let composer = try #require(flow.child(at: .composer(id: 1)))
    flow.router.show(.thread(id: 2), in: .detail)
    #expect(flow.router.state.path == [.thread(id: 2)])
    #expect(composer.status.hasEnded)
    #expect(flow.children.isEmpty)
  }

  @Test func goingBackInANarrowWindowEmptiesTheDetailAndWidthChangesNothing() throws {
    let (_, flow) = started()
    flow.router.show(.thread(id: 2), in: .detail)
    flow.router.push(.info(id: 2))
    flow.router.userDidNavigate(.poppedTo(depth: 0))
    #expect(flow.router.state.topColumn == .sidebar)
    #expect(flow.router.state.split == SplitLayout())
  }

  @Test func theScreensCarryTheLayoutAndAChildFlowsScreensFillTheDetail() throws {
    let (_, flow) = started(SplitLayout(columnVisibility: .all))
    flow.router.show(.composer(id: 1), in: .detail)
    let composer = try #require(flow.child(at: .composer(id: 1)) as? ComposerFlow)
    composer.router.push(.info(id: 1))
    let screens = flow.router.screens
    #expect(screens.split == SplitLayout(columnVisibility: .all))
    #expect(screens.routes(in: .detail).count == 2)
    #expect(screens.topColumn == .detail)
  }

  @Test func aDeepLinkSelectsInTheSidebarAndPushesInTheDetail() throws {
    let (navigator, flow) = started()
    var links = DeepLinkMap(scheme: "messenger")
    links.add("/chats/:id/info") { parameters throws(DeepLinkError) in
      let id: Int = try parameters.value("id")
      return [.path([ChatsRoute.thread(id: id), .info(id: id)])]
    }
    navigator.deepLinks = links
    _ = try navigator.open("messenger://chats/4/info")
    #expect(flow.router.state.routes(in: .detail) == [.thread(id: 4), .info(id: 4)])
    #expect(
      navigator.tree.text
        == "SplitChatsFlow [list, thread(id: 4), info(id: 4)] split (sidebar, detail; automatic)")
  }

  @Test func aSnapshotBringsTheColumnsBack() throws {
    let (navigator, flow) = started(SplitLayout(hasContentColumn: true))
    flow.router.show(.thread(id: 1), in: .content)
    flow.router.show(.info(id: 1), in: .detail)
    flow.router.setColumnVisibility(.doubleColumn)
    let data = try navigator.snapshotData()
    let (restored, restoredFlow) = started(SplitLayout(hasContentColumn: true))
    try restored.restore(from: data)
    #expect(restoredFlow.router.state == flow.router.state)
    #expect(restored.tree.text == navigator.tree.text)
  }

  @Test func aSplitSurvivesEncodingAndATabFlowWithALayoutIsRejected() throws {
    var state = FlowState(sidebar: ChatsRoute.list, layout: SplitLayout(columnVisibility: .all))
    try state.show(.thread(id: 3), in: .detail)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(FlowState<ChatsRoute>.self, from: data) == state)
    let bare = Data(#"{"root":{"list":{}},"split":{}}"#.utf8)
    #expect(
      try JSONDecoder().decode(FlowState<ChatsRoute>.self, from: bare)
        == FlowState(sidebar: .list))
    let plain = try JSONEncoder().encode(FlowState(root: ChatsRoute.list))
    #expect(!String(decoding: plain, as: UTF8.self).contains("split"))
    let tabs = Data(
      #"{"root":"chats","tabs":["chats"],"split":{"hasContentColumn":false,"columnVisibility":"all"}}"#
        .utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FlowState<MainTab>.self, from: tabs)
    }
  }

  @Test func computedStepsTurnOneLayoutIntoAnother() async {
    let edits = Gen.int(in: 0...7).array(of: 0...10)
    await checkProperty(count: 300, input: edits, edits) { first, second in
      let old = FlowState.randomSplit(from: first)
      let new = FlowState.randomSplit(from: second)
      let steps = NavigationStep.steps(from: old, to: new)
      #expect((try? old.applying(steps)) == new)
      #expect(NavigationStep.steps(from: new, to: new).isEmpty)
    }
  }
}

extension FlowState where Route == ChatsRoute {
  /// A stack, split or tab-less state reached by applying `codes` as edits to a split flow.
  static func randomSplit(from codes: [Int]) -> FlowState {
    var state = FlowState(sidebar: .list)
    let visibilities = ColumnVisibility.allCases
    for (index, code) in codes.enumerated() {
      switch code {
      case 0: try? state.show(.thread(id: index % 3), in: .detail)
      case 1: try? state.show(.info(id: index % 2), in: .content)
      case 2: try? state.push(.info(id: index % 2))
      case 3: try? state.setColumnVisibility(visibilities[index % visibilities.count])
      case 4: try? state.pop()
      case 5: state = FlowState(sidebar: .list, layout: SplitLayout(hasContentColumn: true))
      case 6: state = FlowState(root: index.isMultiple(of: 2) ? .list : .newChat)
      default: try? state.show(.newChat, in: .sidebar)
      }
    }
    return state
  }
}
