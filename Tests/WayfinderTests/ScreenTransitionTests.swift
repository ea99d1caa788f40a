import Foundation
import Testing
@_spi(Rendering) import WayfinderTesting

@_spi(Rendering) @testable import Wayfinder

@Suite("Screen transitions in the state")
struct ScreenTransitionStateTests {
  typealias Step = NavigationStep<ChatsRoute>
  let zoom = ScreenTransition.zoom(from: "chat-7")

  @Test func aZoomedPushIsKeptWithItsRouteUntilTheRouteGoes() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 7), transition: zoom)
    try state.push(.info(id: 7))
    #expect(state.pathTransitions == [0: zoom])
    try state.pop()
    #expect(state.pathTransitions == [0: zoom])
    try state.pop()
    #expect(state.pathTransitions.isEmpty)
    // Pushed again the standard way at the same place, it arrives the standard way.
    try state.push(.thread(id: 7))
    #expect(state.pathTransitions.isEmpty)
    #expect(try state == FlowState(root: .list).pushing(.thread(id: 7)))
  }

  @Test func aStandardTransitionIsNotRecorded() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 1), transition: .standard)
    #expect(state.pathTransitions.isEmpty)
    #expect(try state == FlowState(root: .list).pushing(.thread(id: 1)))
  }

  @Test func aNewPathKeepsTheTransitionsOfTheRoutesThatStayWhereTheyWere() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 1), transition: .zoom(from: "chat-1"))
    try state.push(.info(id: 1), transition: .zoom(from: "avatar"))
    try state.setPath([.thread(id: 1), .thread(id: 2)])
    #expect(state.pathTransitions == [0: .zoom(from: "chat-1")])
    // A route that moved up or down is a new push.
    try state.setPath([.thread(id: 2), .thread(id: 1)])
    #expect(state.pathTransitions.isEmpty)
  }

  @Test func everyWayOfEmptyingThePathForgetsItsTransitions() throws {
    var zoomed = FlowState(root: ChatsRoute.list)
    try zoomed.push(.thread(id: 1), transition: zoom)
    try zoomed.push(.info(id: 1), transition: zoom)
    let emptied: [(String, (inout FlowState<ChatsRoute>) throws -> Void)] = [
      ("popToRoot", { try $0.popToRoot() }),
      ("pop(to:)", { try $0.pop(to: .list) }),
      ("pop(toLastWhere:)", { try $0.pop(toLastWhere: { $0 == .list }) }),
      ("pop(count:)", { try $0.pop(count: 2) }),
      ("setRoot", { try $0.setRoot(.newChat) }),
      ("setPath", { try $0.setPath([]) }),
    ]
    for (name, empty) in emptied {
      var state = zoomed
      try empty(&state)
      #expect(state.pathTransitions.isEmpty, "\(name)")
    }
  }

  @Test func aTabFlowRefusesAZoomedPushAndStaysAsItWas() {
    var tabs = FlowState(tabs: ChatsRoute.list, .newChat)
    let before = tabs
    #expect(throws: NavigationError(.tabFlowHasNoStack(operation: "push"))) {
      try tabs.push(.thread(id: 1), transition: zoom)
    }
    #expect(tabs == before)
  }

  @Test func stepsCarryTheTransitionsOfTheRoutesTheyPush() throws {
    let old = try FlowState(root: ChatsRoute.list).pushing(.thread(id: 1))
    var new = old
    try new.push(.thread(id: 7), transition: zoom)
    try new.push(.info(id: 7))
    let steps = Step.steps(from: old, to: new)
    #expect(steps == [.push([.thread(id: 7), .info(id: 7)]), .setTransition(zoom, at: 1)])
    #expect(try old.applying(steps) == new)
  }

  // Defect guarded: a route popped and pushed again the standard way in one change compared
  // equal to the zoomed one it replaced, so no step took its zoom away.
  @Test func aRouteThatCameBackAnotherWayIsPushedAgain() throws {
    var old = FlowState(root: ChatsRoute.list)
    try old.push(.thread(id: 7), transition: zoom)
    let new = try FlowState(root: ChatsRoute.list).pushing(.thread(id: 7))
    let steps = Step.steps(from: old, to: new)
    #expect(steps == [.pop(count: 1), .push([.thread(id: 7)])])
    #expect(try old.applying(steps) == new)
    #expect(try new.applying(Step.steps(from: new, to: old)) == old)
  }

  @Test func aNewRootPushesThePathWithItsTransitions() throws {
    let old = FlowState(root: ChatsRoute.list)
    var new = FlowState(root: ChatsRoute.newChat)
    try new.push(.thread(id: 7), transition: zoom)
    let steps = Step.steps(from: old, to: new)
    #expect(
      steps == [
        .setRoot(.newChat, hidesBar: false), .push([.thread(id: 7)]), .setTransition(zoom, at: 0),
      ])
    #expect(try old.applying(steps) == new)
  }

  @Test func aTransitionForAnIndexWithoutARouteIsRefused() throws {
    var state = try FlowState(root: ChatsRoute.list).pushing(.thread(id: 1))
    let before = state
    let error = #expect(throws: NavigationError.self) {
      try state.apply(.setTransition(zoom, at: 1))
    }
    #expect(
      error?.description
        == "no route is at path index 1, the path holds 1 (indices count from 0, bottom first). "
        + "Read the indices from `screens.path`.")
    #expect(state == before)
  }

  @Test func aPresentationKeepsItsTransitionAndChangingItPresentsAgain() throws {
    var state = FlowState(root: ChatsRoute.list)
    state.present(.info(id: 3), style: .fullScreenCover, transition: zoom)
    #expect(
      state.presented == [Presentation(.info(id: 3), style: .fullScreenCover, transition: zoom)])
    var other = FlowState(root: ChatsRoute.list)
    other.present(.info(id: 3), style: .fullScreenCover)
    let steps = Step.steps(from: state, to: other)
    #expect(
      steps == [.dismiss(count: 1), .present(Presentation(.info(id: 3), style: .fullScreenCover))])
  }
}

@Suite("Screen transitions in snapshots")
struct ScreenTransitionCodingTests {
  let zoom = ScreenTransition.zoom(from: "chat-7")

  private func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func aStateWritesItsTransitionsByIndexAndReadsThemBack() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 7), transition: zoom)
    state.present(.info(id: 7), transition: .zoom(from: "avatar"))
    let text = try json(state)
    #expect(
      text
        == #"{"path":[{"thread":{"id":7}}],"#
        + #""pathTransitions":[{"index":0,"transition":{"zoom":{"from":"chat-7"}}}],"#
        + #""presented":[{"route":{"info":{"id":7}},"style":"sheet","#
        + #""transition":{"zoom":{"from":"avatar"}}}],"root":{"list":{}}}"#)
    #expect(try JSONDecoder().decode(FlowState<ChatsRoute>.self, from: Data(text.utf8)) == state)
  }

  @Test func aStateWithoutTransitionsIsWrittenAsBefore() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 7))
    state.present(.info(id: 7))
    #expect(
      try json(state)
        == #"{"path":[{"thread":{"id":7}}],"presented":[{"route":{"info":{"id":7}},"style":"sheet"}],"#
        + #""root":{"list":{}}}"#)
  }

  @Test func aTransitionForARouteTheStateDoesNotHaveIsCorrupt() {
    let text =
      #"{"root":{"list":{}},"pathTransitions":[{"index":0,"transition":{"zoom":{"from":"x"}}}]}"#
    #expect {
      try JSONDecoder().decode(FlowState<ChatsRoute>.self, from: Data(text.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "no route is at path index 0, the path holds 0 (indices count from 0, bottom first). "
        + "Read the indices from `screens.path`."
    }
  }

  @Test func aTransitionReadsAsStandardOrAZoom() throws {
    let decoder = JSONDecoder()
    #expect(try json(ScreenTransition.standard) == #"{"standard":{}}"#)
    #expect(try json(zoom) == #"{"zoom":{"from":"chat-7"}}"#)
    #expect(
      try decoder.decode(ScreenTransition.self, from: Data(#"{"standard":{}}"#.utf8)) == .standard)
    #expect(
      try decoder.decode(ScreenTransition.self, from: Data(#"{"zoom":{"from":"chat-7"}}"#.utf8))
        == zoom)
    #expect(throws: DecodingError.self) {
      try decoder.decode(ScreenTransition.self, from: Data(#"{"slide":{}}"#.utf8))
    }
  }

  @Test func aSourceIsNamedByAnyTextAndDescribed() {
    let id = 7
    let source: ScreenTransition.Source = "chat-\(id)"
    #expect(source == ScreenTransition.Source(rawValue: "chat-7"))
    #expect(ScreenTransition.zoom(from: source).description == "zoom(from: chat-7)")
    #expect(ScreenTransition.standard.description == "standard")
    #expect(ScreenTransition.standard.isStandard)
    #expect(!zoom.isStandard)
  }
}

extension FlowState {
  /// This state with `route` pushed.
  fileprivate func pushing(_ route: Route) throws -> FlowState {
    var state = self
    try state.push(route)
    return state
  }
}

@MainActor
@Suite("Screen transitions through the router")
struct ScreenTransitionRouterTests {
  let zoom = ScreenTransition.zoom(from: "chat-7")

  private func started() -> (Navigator, ChatsFlow, RecordingRenderer<ChatsRoute>) {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    return (navigator, chats, RecordingRenderer.attach(to: chats.router))
  }

  @Test func aZoomedPushReachesTheRendererInItsScreenAndGoesWithIt() {
    let (_, chats, renderer) = started()
    #expect(chats.router.push(.thread(id: 7), transition: zoom).isApplied)
    #expect(chats.router.state.pathTransitions == [0: zoom])
    #expect(chats.router.screens.path.map(\.transition) == [zoom])
    #expect(renderer.screenBatches.last?.map(\.pushedTransitions) == [[zoom]])
    chats.router.push(.info(id: 7))
    #expect(chats.router.screens.path.map(\.transition) == [zoom, .standard])
    chats.router.pop()
    chats.router.pop()
    #expect(chats.router.state.pathTransitions.isEmpty)
    chats.router.push(.thread(id: 7))
    #expect(chats.router.screens.path.map(\.transition) == [.standard])
    #expect(renderer.mismatches.isEmpty)
    #expect(renderer.shown == chats.router.screens)
  }

  @Test func aZoomedPushInATransactionIsOneChange() throws {
    let (navigator, chats, renderer) = started()
    navigator.transaction {
      chats.router.push(.thread(id: 1))
      chats.router.push(.thread(id: 7), transition: zoom)
    }
    #expect(chats.router.state.pathTransitions == [1: zoom])
    #expect(renderer.screenBatches.count == 1)
    #expect(renderer.shown == chats.router.screens)
  }

  @Test func aChildFlowPushedAtAZoomedRouteArrivesWithTheZoom() {
    let (_, chats, renderer) = started()
    chats.router.push(.composer(id: 2), transition: zoom)
    #expect(chats.children.first is ComposerFlow)
    #expect(chats.router.screens.path.map(\.transition) == [zoom])
    #expect(chats.router.screens.path.first?.as(ChatsRoute.self) == .thread(id: 2))
    #expect(renderer.shown == chats.router.screens)
    #expect(chats.checkKeptScreens())
  }

  @Test func aZoomedPresentationReachesTheRendererWithItsTransition() {
    let (_, chats, renderer) = started()
    chats.router.present(.info(id: 3), style: .fullScreenCover, transition: zoom)
    #expect(chats.router.state.presented.map(\.transition) == [zoom])
    #expect(chats.router.screens.presented.map(\.transition) == [zoom])
    #expect(renderer.shown == chats.router.screens)
  }

  @Test func aZoomedPushInATabFlowIsReportedAndChangesNothing() {
    let main = MainFlow()
    main.start()
    let before = main.router.state
    withKnownIssue {
      #expect(
        main.router.push(.library, transition: zoom).error?.reason
          == .tabFlowHasNoStack(operation: "push"))
    }
    #expect(main.router.state == before)
  }

  @Test func aSnapshotBringsTheTransitionsBack() throws {
    let (navigator, chats, _) = started()
    chats.router.push(.thread(id: 7), transition: zoom)
    chats.router.present(.info(id: 7), transition: .zoom(from: "avatar"))
    let data = try navigator.snapshotData()
    let (restored, again, _) = started()
    try restored.restore(from: data)
    #expect(again.router.state == chats.router.state)
    #expect(again.router.screens.path.map(\.transition) == [zoom])
    #expect(again.router.screens.presented.map(\.transition) == [.zoom(from: "avatar")])
  }
}

extension NavigationStep where Route == ScreenRoute {
  /// The transitions of the screens a push step pushes; `nil` for other steps.
  fileprivate var pushedTransitions: [ScreenTransition]? {
    if case .push(let screens) = self { screens.map(\.transition) } else { nil }
  }
}

@MainActor
@Suite("Screen transitions through snapshot migrations")
struct ScreenTransitionMigrationTests {
  @Test func aRemovedRouteTakesTheTransitionsAboveItAndKeepsThoseBelow() throws {
    let old = InboxV1Flow()
    let saving = Navigator(root: old)
    saving.start()
    old.router.push(.thread(id: 1, isGroup: false), transition: .zoom(from: "row-1"))
    old.router.push(.legacy)
    old.router.push(.info(id: 2), transition: .zoom(from: "avatar"))
    let data = try saving.snapshotData()

    let inbox = InboxFlow()
    let navigator = Navigator(root: inbox)
    navigator.snapshotSchema = inboxSchema2
    navigator.start()
    let report = try navigator.restore(from: data)
    #expect(inbox.router.state.path == [.direct(id: 1)])
    #expect(inbox.router.state.pathTransitions == [0: .zoom(from: "row-1")])
    #expect(
      report.leftOut == [
        #"InboxFlow: {"legacy":{}} at path index 1 was removed, with what was above it (schema 2)"#
      ])
  }
}
