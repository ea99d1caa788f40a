import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// A child flow pushed onto the notes stack, with routes of its own type.
enum ShareRoute: Hashable, Codable, Sendable {
  case contacts, confirm
}

final class ShareFlow: Coordinator<ShareRoute, Void> {
  init() { super.init(root: .contacts) }
}

@MainActor
@Suite("SwiftUI presentations: questions, alerts without content, pushed children")
struct QuestionAndAlertStagesTests {
  /// A notes screen showing the editor sheet, whose flow decides `decision`.
  private func editorShown(_ decision: LeaveDecision) throws -> (Screen, EditorFlow) {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    let editor = try #require(screen.flow.child(at: .editor) as? EditorFlow)
    editor.decision = decision
    return (screen, editor)
  }

  @Test func aSwipeStoppedByAFlowThatAsksShowsItsPrompt() throws {
    let (screen, _) = try editorShown(.confirm("Discard your note?"))
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(screen.stages.dismissalBlocked(sheet))
    screen.stages.userTriedToClose(sheet)
    #expect(screen.stages.question?.prompt == "Discard your note?")
    #expect(screen.flow.router.state.presented == [Presentation(.editor)])
  }

  @Test func leavingDismissesTheSheetAsTheUsersChange() throws {
    let (screen, editor) = try editorShown(.confirm("Discard your note?"))
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.stages.userTriedToClose(sheet)
    let question = try #require(screen.stages.question)
    screen.stages.answer(question, leave: true)
    screen.settle()
    #expect(screen.flow.router.state.presented.isEmpty)
    #expect(screen.shown.isEmpty)
    #expect(screen.stages.question == nil)
    #expect(editor.status == .cancelled(.dismissedByUser))
  }

  @Test func stayingKeepsTheSheetAndAsksAgainNextTime() throws {
    let (screen, editor) = try editorShown(.confirm("Discard your note?"))
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.stages.userTriedToClose(sheet)
    let question = try #require(screen.stages.question)
    screen.stages.answer(question, leave: false)
    #expect(screen.stages.question == nil)
    #expect(screen.flow.router.state.presented == [Presentation(.editor)])
    #expect(editor.status == .active)
    screen.stages.userTriedToClose(sheet)
    #expect(screen.stages.question?.prompt == "Discard your note?")
  }

  @Test func aFlowThatRefusesIsNotAsked() throws {
    let (screen, _) = try editorShown(.refuse("Saving"))
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(screen.stages.dismissalBlocked(sheet))
    screen.stages.userTriedToClose(sheet)
    #expect(screen.stages.question == nil)
  }

  @Test func aQuestionGoesWithItsSheetWhenTheFlowDismissesIt() throws {
    let (screen, editor) = try editorShown(.confirm("Discard your note?"))
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.stages.userTriedToClose(sheet)
    let question = try #require(screen.stages.question)
    // The editor saved and was dismissed in code while the question was up.
    editor.decision = .allow
    screen.flow.router.dismiss()
    screen.settle()
    #expect(screen.stages.question == nil)
    // A late answer to the question that went away changes nothing.
    screen.flow.router.present(.share)
    screen.settle()
    screen.stages.answer(question, leave: true)
    #expect(screen.flow.router.state.presented == [Presentation(.share)])
  }

  @Test func anAlertWithoutContentIsDrawnAsASheetOfItsScreen() {
    let screen = Screen()
    screen.flow.router.present(.untitledAlert, style: .alert)
    screen.settle()
    #expect(screen.shown == [Presentation(.untitledAlert, style: .sheet)])
    #expect(screen.stages.shown(at: 0, kind: .alert) == nil)
    #expect(screen.flow.router.state.presented == [Presentation(.untitledAlert, style: .alert)])
  }

  @Test func aPushedChildPresentsFromTheParentsView() throws {
    let screen = Screen()
    let share = ShareFlow()
    screen.flow.show(share, pushing: .share)
    share.router.present(.confirm, style: .alert)
    screen.settle()
    let alert = try #require(screen.stages.shown(at: 0, kind: .alert))
    #expect(alert.presentation.route.as(ShareRoute.self) == .confirm)
    screen.stages.userClosed(alert)
    #expect(share.router.state.presented.isEmpty)
  }
}

@MainActor
@Suite("SwiftUI presentations: a sheet's own Cancel button")
struct CancelButtonStagesTests {
  private func editor(_ decision: LeaveDecision) throws -> (
    Screen, PresentationStages<NoteRoute>.Shown
  ) {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    let editor = try #require(screen.flow.child(at: .editor) as? EditorFlow)
    editor.decision = decision
    return (screen, try #require(screen.stages.shown(at: 0, kind: .sheet)))
  }

  @Test func cancelClosesASheetWithNothingToLose() throws {
    let (screen, sheet) = try editor(.allow)
    screen.stages.userAskedToClose(sheet)
    screen.settle()
    #expect(screen.flow.router.state.presented.isEmpty)
    #expect(screen.shown.isEmpty)
  }

  @Test func cancelAsksWhenTheFlowWantsAConfirmation() throws {
    let (screen, sheet) = try editor(.confirm("Discard your note?"))
    screen.stages.userAskedToClose(sheet)
    #expect(screen.stages.question?.prompt == "Discard your note?")
    #expect(screen.flow.router.state.presented == [Presentation(.editor)])
    #expect(screen.stages.shown(at: 0, kind: .sheet)?.id == sheet.id)
  }

  @Test func cancelDoesNothingWhenTheFlowRefuses() throws {
    let (screen, sheet) = try editor(.refuse("Saving"))
    screen.stages.userAskedToClose(sheet)
    #expect(screen.stages.question == nil)
    #expect(screen.stages.shown(at: 0, kind: .sheet)?.id == sheet.id)
  }
}
