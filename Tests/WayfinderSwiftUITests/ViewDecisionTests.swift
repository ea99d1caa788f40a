import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// Tabs whose inbox is a notes flow.
final class HomeWithNotesFlow: Coordinator<HomeTab, Void> {
  init() { super.init(state: FlowState(tabs: .inbox, .outbox)) }
  override func makeChild(for route: HomeTab) -> Flow? { route == .inbox ? NotesFlow() : nil }
}

/// Decisions the views used to make themselves (V13): which write-back a tab tap is, when a
/// split view's columns are collapsed, and what an unknown column or visibility does.
@MainActor
@Suite("SwiftUI decisions taken out of the views")
struct ViewDecisionTests {
  @Test func tappingTheSelectedTabAgainReturnsItsFlowToTheRoot() throws {
    let home = HomeWithNotesFlow()
    home.start()
    let inbox = try #require(home.child(at: .inbox) as? NotesFlow)
    inbox.router.push(.share)
    let model = ManualTimer().model(drawing: home.router)
    model.userSelectedTab(.outbox)
    #expect(home.router.state.selectedTab == .outbox)
    model.userSelectedTab(.inbox)
    #expect(home.router.state.selectedTab == .inbox)
    #expect(inbox.router.state.path == [.share])
    model.userSelectedTab(.inbox)
    #expect(inbox.router.state.path.isEmpty)
  }

  @Test func columnsCollapseByWidthWhereUIKitHostsThemAlwaysOnWatchOSNeverOnMacOS() {
    #expect(SwiftUIPlatform.uiKit.collapsesColumns(inCompactWidth: true))
    #expect(!SwiftUIPlatform.uiKit.collapsesColumns(inCompactWidth: false))
    #expect(SwiftUIPlatform.watchOS.collapsesColumns(inCompactWidth: false))
    #expect(!SwiftUIPlatform.macOS.collapsesColumns(inCompactWidth: true))
  }

  @Test func anUnknownColumnOrVisibilityChangesNothingAndDrawsTheStateAgain() {
    let flow = SplitNotesFlow(layout: SplitLayout(columnVisibility: .all))
    flow.start()
    let stack = StackModel(router: flow.router)
    let redraws = stack.redraws
    stack.userSetColumnVisibility(nil)
    #expect(flow.router.state.split?.columnVisibility == .all)
    #expect(stack.redraws == redraws + 1)
    stack.isCollapsed = true
    stack.userShowedColumn(nil)
    #expect(stack.redraws == redraws + 2)
    #expect(flow.router.state.path.isEmpty)
  }
}

@MainActor
@Suite("SwiftUI container model: one router drawn in two places")
struct DrawnTwiceTests {
  // V12: two windows drawing one router shared one model without a word, and either window's
  // disappearance stopped the drawing of the other.
  @Test func v12ASecondViewIsReportedAndTheFirstGoingLeavesTheSecondDrawing() {
    let flow = NotesFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared(1)
    withKnownIssue {
      model.viewAppeared(2)
    } matching: { issue in
      issue.description.contains("Two SwiftUI views draw NoteRoute's router at once")
    }
    model.viewDisappeared(1)
    #expect(flow.router.renderer === model)
    model.viewDisappeared(2)
    #expect(flow.router.renderer == nil)
  }
}
