import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// Notes laid out in columns: the list in the sidebar, a note in the detail; a share flow
/// pushed on `.share` shows its screens in the detail column, in place of that route.
final class SplitNotesFlow: Coordinator<NoteRoute, Void> {
  init(layout: SplitLayout = SplitLayout()) {
    super.init(state: FlowState(sidebar: .list, layout: layout))
  }
}

@MainActor
@Suite("SwiftUI split flows: the columns and NavigationSplitView's write-backs")
struct SplitColumnsTests {
  private func started(_ layout: SplitLayout = SplitLayout()) -> (
    SplitNotesFlow, StackModel<NoteRoute>
  ) {
    let flow = SplitNotesFlow(layout: layout)
    flow.start()
    return (flow, StackModel(router: flow.router))
  }

  @Test func theScreensAreCutAtTheColumnsWithTheDetailsFirstScreenAtItsStacksRoot() throws {
    let (flow, stack) = started()
    var columns = try #require(stack.columns)
    #expect(columns.sidebar.as(NoteRoute.self) == .list)
    #expect(columns.detail == nil)
    #expect(columns.topColumn == .sidebar)
    let share = ShareFlow()
    flow.show(share, pushing: .share)
    share.router.push(.confirm)
    columns = try #require(stack.columns)
    #expect(columns.content == nil)
    // The child's screens stand in for the route it was pushed at.
    #expect(columns.detail?.as(ShareRoute.self) == .contacts)
    #expect(columns.detailPath.compactMap { $0.as(ShareRoute.self) } == [.confirm])
    #expect(columns.topColumn == .detail)
    #expect(StackModel(router: NotesFlow().router).columns == nil)
  }

  @Test func aThreeColumnLayoutHasTheContentBetween() throws {
    let (flow, stack) = started(SplitLayout(hasContentColumn: true))
    flow.router.show(.editor, in: .content)
    var columns = try #require(stack.columns)
    #expect(columns.content?.as(NoteRoute.self) == .editor)
    #expect(columns.detail == nil)
    #expect(columns.topColumn == .content)
    flow.router.show(.share, in: .detail)
    columns = try #require(stack.columns)
    #expect(columns.detail?.as(NoteRoute.self) == .share)
    #expect(columns.detailPath.isEmpty)
    #expect(columns.depthBelowDetailPath == 3)
  }

  @Test func theDetailStacksWriteBackIsAPopAboveItsFirstScreen() throws {
    let (flow, stack) = started(SplitLayout(hasContentColumn: true))
    try flow.router.update { try $0.setPath([.editor, .share, .deleteAlert, .discardAlert]) }
    let columns = try #require(stack.columns)
    #expect(columns.detailPath.map { $0.as(NoteRoute.self) } == [.deleteAlert, .discardAlert])
    stack.userSetDetailPath(Array(columns.detailPath.prefix(1)))
    #expect(flow.router.state.path == [.editor, .share, .deleteAlert])
    stack.userSetDetailPath([])
    #expect(flow.router.state.path == [.editor, .share])
  }

  // V3: with an empty detail, a NavigationLink(value:) in the sidebar pushed onto the detail's
  // stack; the write-back was dropped, neither taken nor drawn away.
  @Test func aPushOntoAnEmptyDetailBecomesItsFirstScreen() throws {
    let (flow, stack) = started()
    stack.userSetDetailPath([ScreenRoute(NoteRoute.share, flow: flow.id)])
    #expect(flow.router.state.path == [.share])
    #expect(stack.columns?.detail?.as(NoteRoute.self) == .share)
  }

  @Test func aPushOntoAnEmptyDetailBeforeTheContentShowsIsDrawnAway() throws {
    let (flow, stack) = started(SplitLayout(hasContentColumn: true))
    let before = stack.redraws
    stack.userSetDetailPath([ScreenRoute(NoteRoute.share, flow: flow.id)])
    #expect(flow.router.state.path.isEmpty)
    #expect(stack.redraws == before + 1)
  }

  @Test func aCollapsedViewGoingBackToAColumnPopsToItAndAnythingElseChangesNothing() throws {
    let (flow, stack) = started(SplitLayout(hasContentColumn: true))
    try flow.router.update { try $0.setPath([.editor, .share]) }
    // Every column shows: SwiftUI's column on top means nothing.
    stack.userShowedColumn(.sidebar)
    #expect(flow.router.state.path == [.editor, .share])
    stack.isCollapsed = true
    // Above the top: nothing to show, and the collapsed view is drawn again as the state has it.
    try flow.router.update { try $0.setPath([.editor]) }
    let redraws = stack.redraws
    stack.userShowedColumn(.detail)
    #expect(flow.router.state.path == [.editor])
    #expect(stack.redraws == redraws + 1)
    try flow.router.update { try $0.setPath([.editor, .share]) }
    stack.userShowedColumn(.content)
    #expect(flow.router.state.path == [.editor])
    stack.userShowedColumn(.sidebar)
    #expect(flow.router.state.path.isEmpty)
  }

  @Test func theColumnOnTopWrittenAgainChangesNothingWhateverTheDetailsDepth() throws {
    let (flow, stack) = started()
    stack.isCollapsed = true
    try flow.router.update { try $0.setPath([.share, .deleteAlert]) }
    let redraws = stack.redraws
    stack.userShowedColumn(.detail)
    #expect(flow.router.state.path == [.share, .deleteAlert])
    #expect(stack.redraws == redraws)
  }

  @Test func aColumnsFirstScreenHasTheFlowsBackButtonOnlyWhenCollapsed() throws {
    let (flow, stack) = started()
    flow.show(SendingShareFlow(), pushing: .share)
    let first = try #require(stack.columns?.detail)
    stack.refreshShown()
    #expect(stack.shownColumnBackButton(of: first) == .system)
    stack.isCollapsed = true
    #expect(stack.shownColumnBackButton(of: first) == .hidden)
    stack.userShowedColumn(.sidebar)
    #expect(flow.router.state.path == [.share])
  }

  @Test func theUsersColumnVisibilityIsWrittenBackOnceAndARefusalRedraws() throws {
    let (flow, stack) = started(SplitLayout(columnVisibility: .all))
    stack.userSetColumnVisibility(.detailOnly)
    #expect(flow.router.state.split?.columnVisibility == .detailOnly)
    let redraws = stack.redraws
    stack.userSetColumnVisibility(.detailOnly)
    #expect(stack.redraws == redraws)
    flow.stop()
    stack.userSetColumnVisibility(.all)
    #expect(stack.redraws == redraws + 1)
  }

  // V4: rotating an iPad or narrowing a Mac window made SwiftUI write `.detailOnly` back over
  // `.automatic`, which then kept the sidebar hidden for good; a collapsed view wrote too.
  @Test func v4TheSystemsChoiceIsNotWrittenOverAutomaticNorFromACollapsedView() throws {
    let (flow, stack) = started()
    stack.userSetColumnVisibility(.detailOnly)
    #expect(flow.router.state.split?.columnVisibility == .automatic)
    let (chosen, chosenStack) = started(SplitLayout(columnVisibility: .all))
    chosenStack.isCollapsed = true
    let redraws = chosenStack.redraws
    chosenStack.userSetColumnVisibility(.detailOnly)
    #expect(chosen.router.state.split?.columnVisibility == .all)
    #expect(chosenStack.redraws == redraws)
  }
}
