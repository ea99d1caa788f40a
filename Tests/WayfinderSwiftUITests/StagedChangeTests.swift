import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// A change that pushes and presents at once: SwiftUI drops a presentation bound in the same
/// update as a push, so the presentation waits for the pushed screen.
@MainActor
@Suite("SwiftUI container model: a push and a presentation in one change")
struct StagedChangeTests {
  // V8: both reached SwiftUI in one update.
  @Test func v8ThePresentationWaitsForThePushedScreen() async throws {
    let (flow, model, _) = drawnNotes()
    let change = try flow.router.update {
      try $0.push(.share)
      $0.present(.deleteAlert, style: .alert)
    }
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
    let watch = OnScreenWatch(change)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(model.presentations.shown.count == 1)
    #expect(!(await watch.hasReturned()))
  }

  @Test func aPresentationAloneIsNotHeld() {
    let (flow, model, _) = drawnNotes()
    flow.router.present(.share)
    #expect(model.presentations.shown.count == 1)
  }

  @Test func aPresentationMadeWhilePushedScreenSlidesInWaitsForIt() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.push(.share)
    flow.router.present(.deleteAlert, style: .alert)
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(model.presentations.shown.count == 1)
  }
}

@MainActor
@Suite("SwiftUI stack: the view's own back button during a pop")
struct OwnBackButtonTests {
  // V9: the view's own back button and the question's "Leave" changed the path at once, so
  // fast taps popped again while SwiftUI still animated the pop before.
  @Test func v9ASecondTapDuringThePopDoesNothing() throws {
    let flow = NotesFlow()
    flow.start()
    flow.router.push(.share, animated: false)
    flow.router.push(.deleteAlert, animated: false)
    flow.router.push(.discardAlert, animated: false)
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    model.stack.userTappedBack()
    #expect(flow.router.state.path == [.share, .deleteAlert])
    model.stack.userTappedBack()
    #expect(flow.router.state.path == [.share, .deleteAlert])
    model.screenAppeared(try #require(flow.router.screens.path.last))
    model.stack.userTappedBack()
    #expect(flow.router.state.path == [.share])
  }
}

@MainActor
@Suite("SwiftUI presentations: one question at a time")
struct OneQuestionAtATimeTests {
  // V11: SwiftUI shows one alert at a time; an alert presented from code while the question
  // before going back was on screen collided with it, and one of them was dropped.
  @Test func v11AnAlertFromCodeWaitsForTheBackQuestion() throws {
    let flow = NotesFlow()
    flow.start()
    flow.router.push(.list, animated: false)
    flow.show(DraftingShareFlow(), pushing: .share, animated: false)
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router)
    model.viewAppeared()
    model.stack.userTappedBack()
    let question = try #require(model.stack.question)
    flow.router.present(.deleteAlert, style: .alert)
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
    // As far as SwiftUI can draw until the user answers.
    #expect(model.presentations.isSettled)
    model.stack.answer(question, leave: false)
    // Review finding: bound as the question's alert still animated away, SwiftUI dropped it.
    #expect(model.presentations.shown.isEmpty)
    clock.fire()
    #expect(model.presentations.shown.count == 1)
  }

  // N4: a back question whose screens code changed meanwhile stayed up and held every new
  // presentation, while the state said presented and "Leave" did nothing.
  @Test func n4TheBackQuestionGoesOnceCodeChangesItsScreens() throws {
    let flow = NotesFlow()
    flow.start()
    flow.router.push(.list, animated: false)
    let share = DraftingShareFlow()
    flow.show(share, pushing: .share, animated: false)
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router)
    model.viewAppeared()
    model.stack.userTappedBack()
    let question = try #require(model.stack.question)
    // The draft was sent meanwhile: the share flow finishes, and its screens go.
    share.finish()
    #expect(flow.router.screens.path.count == 1)
    #expect(model.stack.question == nil)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    flow.router.present(.deleteAlert, style: .alert)
    clock.fire()
    #expect(model.presentations.shown.count == 1)
    // SwiftUI writes the alert's binding back as it takes it away: nothing changes.
    model.stack.answer(question, leave: true)
    #expect(flow.router.state.path == [.list])
  }

  @Test func v11ALevelAboveASheetThatAsksWaitsForTheAnswer() throws {
    let screen = Screen()
    screen.flow.router.present(.editor)
    screen.settle()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    let editor = try #require(screen.flow.child(at: .editor) as? EditorFlow)
    editor.decision = .confirm("Discard?")
    screen.stages.userTriedToClose(sheet)
    let question = try #require(screen.stages.question)
    screen.flow.router.present(.share)
    screen.settle()
    #expect(screen.stages.shown.count == 1)
    screen.stages.answer(question, leave: false)
    screen.settle()
    #expect(screen.stages.shown.count == 2)
  }
}

@MainActor
@Suite("SwiftUI container model: intermediate screens")
struct IntermediateScreenTests {
  // V10: built with the iOS 18.4 SDK, a NavigationStack with a custom path binding runs the
  // appearance of the screens in between when several are pushed at once. Only the top
  // screen's appearance says the change is on screen.
  @Test func v10AnIntermediateScreensAppearanceDoesNotEndThePush() async throws {
    let (flow, model, _) = drawnNotes()
    let watch = OnScreenWatch(
      try flow.router.update { try $0.push(contentsOf: [.share, .deleteAlert, .discardAlert]) })
    let screens = flow.router.screens.path
    model.screenAppeared(screens[0])
    model.screenAppeared(screens[1])
    #expect(!(await watch.hasReturned()))
    model.screenAppeared(screens[2])
    #expect(await watch.hasReturned())
  }
}
