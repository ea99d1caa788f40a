import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// The notes flow's editor shown as a child flow at `.editor`.
@MainActor
private func editorShown(_ screen: Screen) throws -> (
  EditorFlow, PresentationStages<NoteRoute>.Shown
) {
  screen.flow.router.present(.editor)
  screen.settle()
  let editor = try #require(screen.flow.child(at: .editor) as? EditorFlow)
  return (editor, try #require(screen.stages.shown(at: 0, kind: .sheet)))
}

/// Closes `sheet` as the user does, presents `.share` at once, and checks that it waits for the
/// sheet's `onDismiss` and shows after it.
@MainActor
private func expectTheNextPresentationWaitsForTheClose(
  _ screen: Screen, of sheet: PresentationStages<NoteRoute>.Shown
) {
  screen.stages.userClosed(sheet)
  screen.flow.router.present(.share)
  screen.stages.update()
  #expect(screen.shown.isEmpty)
  screen.stages.dismissed(level: 0)
  #expect(screen.shown == [Presentation(.share)])
}

@MainActor
@Suite("SwiftUI presentations: closes kept, transitions acknowledged, flows kept")
struct PresentationTransitionTests {
  // G2: a guarded sheet closed through its item binding (SwiftUI's dismiss) was taken off
  // the screen and added back with a new identity, and a flow that asks was never asked.
  @Test func g2AGuardedSheetClosedThroughItsBindingStaysTheSamePresentationAndAsks() throws {
    let screen = Screen()
    let (editor, sheet) = try editorShown(screen)
    editor.decision = .confirm("Discard the note?")
    let before = screen.stages.redraws
    screen.stages.userClosed(sheet)
    screen.settle()
    #expect(screen.stages.shown(at: 0, kind: .sheet)?.id == sheet.id)
    #expect(screen.stages.redraws == before + 1)
    #expect(screen.stages.question?.prompt == "Discard the note?")
    #expect(screen.flow.router.state.presented == [Presentation(.editor)])
    #expect(editor.status == .active)
  }

  @Test func g2ASheetWhoseFlowRefusesStaysWithoutAQuestion() throws {
    let screen = Screen()
    let (editor, sheet) = try editorShown(screen)
    editor.decision = .refuse("Saving")
    screen.stages.userClosed(sheet)
    #expect(screen.stages.shown(at: 0, kind: .sheet)?.id == sheet.id)
    #expect(screen.stages.question == nil)
    #expect(editor.status == .active)
  }

  // G5: the next stage started on a fixed timer, and a close the user made started no
  // transition at all, so a presentation made right after it was dropped by SwiftUI.
  @Test func g5ACloseIsATransitionThatEndsWithTheSheetsOnDismiss() throws {
    let screen = Screen()
    let (_, sheet) = try editorShown(screen)
    expectTheNextPresentationWaitsForTheClose(screen, of: sheet)
  }

  // N1: Apple documents no order between a sheet's `onDismiss` and the write-back of its
  // binding. With `onDismiss` first, the close waited for an `onDismiss` that had already come,
  // and the next presentation stalled until the timer's bound (5 s).
  @Test func n1ACloseEndsWhenItsOnDismissCameBeforeTheWriteBack() throws {
    let screen = Screen()
    let (editor, sheet) = try editorShown(screen)
    screen.stages.dismissed(level: 0)
    #expect(screen.shown == [Presentation(.editor)])
    screen.stages.userClosed(sheet)
    #expect(editor.status == .cancelled(.dismissedByUser))
    screen.flow.router.present(.share)
    screen.stages.update()
    #expect(screen.shown == [Presentation(.share)])
  }

  // In the documented order's twin: an early `onDismiss` of a sheet whose flow then refuses to
  // close ends nothing later: the sheet's next close waits for its own `onDismiss`.
  @Test func n1AnEarlyOnDismissOfARefusedCloseIsForgotten() throws {
    let screen = Screen()
    let (editor, sheet) = try editorShown(screen)
    editor.decision = .refuse("Saving")
    screen.stages.dismissed(level: 0)
    screen.stages.userClosed(sheet)
    #expect(screen.flow.router.state.presented == [Presentation(.editor)])
    editor.decision = .allow
    let kept = try #require(screen.stages.shown(at: 0, kind: .sheet))
    expectTheNextPresentationWaitsForTheClose(screen, of: kept)
  }

  // Review: an `onDismiss` that came after its sheet's close had been given up (the bound)
  // was taken for the next sheet at the same level: that sheet's close later ended at once,
  // and what followed was bound while it still slid away. It may come while that sheet still
  // enters, or once it is up.
  @Test(arguments: [false, true])
  func aLateOnDismissIsNotTheNextSheetsAtTheSameLevel(afterItAppeared: Bool) throws {
    let screen = Screen()
    let (_, sheet) = try editorShown(screen)
    screen.stages.userClosed(sheet)
    screen.stages.gaveUp(try #require(screen.started.last))
    screen.flow.router.present(.share)
    screen.stages.update()
    let share = try #require(screen.stages.shown(at: 0, kind: .sheet))
    if !afterItAppeared { screen.stages.dismissed(level: 0) }
    screen.stages.appeared(share.id)
    if afterItAppeared { screen.stages.dismissed(level: 0) }
    screen.settle()
    #expect(screen.shown == [Presentation(.share)])
    expectTheNextPresentationWaitsForTheClose(screen, of: share)
  }

  @Test func g5APresentationEndsWithItsScreensAppearance() throws {
    let screen = Screen()
    screen.flow.router.update { state in
      state.present(.editor)
      state.present(.share)
    }
    screen.stages.update()
    let editor = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.stages.appeared(editor.id + 1)
    #expect(screen.shown == [Presentation(.editor)])
    screen.stages.appeared(editor.id)
    #expect(screen.shown == [Presentation(.editor), Presentation(.share)])
  }

  @Test func g5AnOnDismissForAnotherLevelEndsNothing() throws {
    let screen = Screen()
    screen.flow.router.update { state in
      state.present(.editor)
      state.present(.share)
    }
    screen.settle()
    screen.flow.router.dismiss()
    screen.stages.update()
    screen.flow.router.present(.deleteAlert, style: .alert)
    screen.stages.dismissed(level: 0)
    #expect(screen.shown == [Presentation(.editor)])
    screen.stages.dismissed(level: 1)
    #expect(
      screen.shown == [Presentation(.editor), Presentation(.deleteAlert, style: .alert)])
  }

  // G7: a child flow that finished was released in the change that dismissed it; the sheet's
  // content, drawn again as it slid away, found no flow and drew nothing.
  @Test func g7APresentedFlowIsKeptUntilItsDismissalHasFinished() throws {
    let screen = Screen()
    weak var weakEditor: EditorFlow?
    let sheet: PresentationStages<NoteRoute>.Shown
    do {
      let (editor, shown) = try editorShown(screen)
      #expect(screen.stages.keptFlow(of: shown) === editor)
      (weakEditor, sheet) = (editor, shown)
      editor.finish(with: ())
    }
    screen.stages.update()
    #expect(screen.flow.child(at: .editor) == nil)
    #expect(weakEditor != nil)
    #expect(screen.stages.keptFlow(of: sheet) === weakEditor)
    screen.stages.dismissed(level: 0)
    #expect(screen.stages.keptFlow(of: sheet) == nil)
    #expect(weakEditor == nil)
  }

  // Review finding: a presentation's appearance and its dismissal shared its id, so the
  // appearance's fallback timer, firing late, ended the dismissal and the next sheet was
  // presented while the last one still slid away.
  @Test func g5ALateTimerOfAnEndedTransitionEndsNothing() throws {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.stages.update()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    let appearing = try #require(screen.started.last)
    screen.stages.appeared(sheet.id)
    screen.stages.userClosed(sheet)
    screen.flow.router.present(.share)
    screen.stages.transitionEnded(appearing)
    #expect(screen.shown.isEmpty)
    screen.stages.dismissed(level: 0)
    #expect(screen.shown == [Presentation(.share)])
  }
}
