import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

@MainActor
@Suite("SwiftUI child flows: what ChildFlowView draws")
struct ChildFlowDrawingTests {
  // G10: a missing child, or one that does not draw itself, was EmptyView: TabView dropped the
  // tab and nothing said why.
  @Test func g10NoFlowOrOneWithoutAViewIsExplained() {
    let flow = NotesFlow()
    #expect(
      ChildFlowDrawing.problem(with: nil, providesView: false)
        == "ChildFlowView has no flow to draw: no child flow is shown at its place "
        + "(makeChild(for:) returned nil for the route, or the flow ended). Draw a plain screen "
        + "for such a route; an empty placeholder stands in.")
    #expect(
      ChildFlowDrawing.problem(with: flow, providesView: false)
        == "ChildFlowView cannot draw NotesFlow: it does not provide its view. Conform it to "
        + "FlowViewProviding; an empty placeholder stands in.")
    #expect(ChildFlowDrawing.problem(with: flow, providesView: true) == nil)
  }

  // G7: the flow a sheet keeps is drawn once it has ended and nothing else is given, never
  // while it runs (another place's ChildFlowView gets nothing from it).
  @Test func g7TheKeptFlowIsDrawnOnlyOnceItHasEnded() {
    let given = NotesFlow()
    let kept = EditorFlow()
    kept.start()
    #expect(ChildFlowDrawing.flow(given: given, kept: kept) === given)
    #expect(ChildFlowDrawing.flow(given: nil, kept: kept) == nil)
    kept.stop()
    #expect(ChildFlowDrawing.flow(given: nil, kept: kept) === kept)
    #expect(ChildFlowDrawing.flow(given: nil, kept: nil) == nil)
  }
}
