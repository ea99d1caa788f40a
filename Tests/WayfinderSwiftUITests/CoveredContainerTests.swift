import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// A container whose view goes under what it presents. Apple does not document whether SwiftUI
/// runs the presenting view's `onDisappear` under a full-screen cover; device reports say it
/// does. The model must be right under both answers: a disappearance while the container
/// shows a presentation is the view going under it, not the view going away.
@MainActor
@Suite("SwiftUI container model: a view under its own presentations")
struct CoveredContainerTests {
  /// A started notes flow drawn by a model whose view has appeared, presenting `.share` as
  /// `style`, which has appeared; `disappears` says whether SwiftUI then reports the
  /// container's view gone.
  private func covered(
    by style: PresentationStyle, disappears: Bool
  ) throws -> (NotesFlow, ContainerModel<NoteRoute>, ManualTimer) {
    let (flow, model, clock) = drawnNotes()
    flow.router.present(.share, style: style)
    model.presentationsChanged()
    let cover = try #require(model.presentations.shown.first)
    model.presentations.appeared(cover.id)
    if disappears { model.viewDisappeared() }
    return (flow, model, clock)
  }

  @Test(arguments: [true, false])
  func aCoverDismissedFromCodeGoes(disappearsUnderIt: Bool) async throws {
    let (flow, model, _) = try covered(by: .fullScreenCover, disappears: disappearsUnderIt)
    #expect(flow.router.renderer === model)
    // The login or onboarding flow the cover shows finishes: the app dismisses it.
    let dismissal = flow.router.dismiss()
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
    let watch = OnScreenWatch(dismissal)
    #expect(await !watch.hasReturned())
    model.presentations.dismissed(level: 0)
    // The container's view is on screen again.
    model.viewAppeared()
    #expect(await watch.hasReturned())
    #expect(flow.router.renderer === model)
  }

  @Test(arguments: [true, false])
  func aSheetUnderACoverPresentedAboveItIsDismissedFromCode(disappearsUnderIt: Bool) throws {
    let (flow, model, _) = try covered(by: .sheet, disappears: disappearsUnderIt)
    flow.router.dismissAll()
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
    #expect(flow.router.renderer === model)
  }

  @Test func aViewGoneWithNothingPresentedStopsDrawing() async {
    let (flow, model, _) = drawnNotes()
    model.viewDisappeared()
    #expect(flow.router.renderer == nil)
    // Nothing waits for a view that is gone.
    await flow.router.present(.share, style: .fullScreenCover).onScreen()
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
  }

  // Under a full-screen cover the pushed screen appears only once the cover goes: the push
  // counts as shown after the transition time, not after the render timeout.
  @Test func aPushUnderTheContainersCoverIsShownAfterTheTransitionTime() async throws {
    let (flow, _, clock) = try covered(by: .fullScreenCover, disappears: true)
    let watch = OnScreenWatch(flow.router.push(.editor))
    #expect(!(await watch.hasReturned()))
    clock.fire()
    #expect(await watch.hasReturned())
  }
}

@MainActor
@Suite("SwiftUI container model: a stack under another container's cover")
struct CoveredByAnotherContainerTests {
  // NB: without a suspension point, so no other test on the main actor runs while this one's
  // cover is on screen (the covers are counted process-wide).
  @Test func aPushUnderAnEnclosingFlowsCoverIsShownAfterTheTransitionTime() throws {
    // The app's flow shows a login cover; the main flow's stack, drawn under it, pushes.
    let app = NotesFlow()
    app.start()
    let appModel = ContainerModel.of(app.router, on: .uiKit)
    appModel.viewAppeared()
    app.router.present(.share, style: .fullScreenCover)
    let cover = try #require(appModel.presentations.shown.first)
    appModel.presentations.appeared(cover.id)
    let main = NotesFlow()
    main.start()
    let clock = ManualTimer()
    let mainModel = clock.model(drawing: main.router)
    mainModel.viewAppeared()
    var shown = false
    main.router.push(.editor) { shown = true }
    clock.fire()
    #expect(shown)
    app.router.dismissAll()
    withExtendedLifetime(appModel) {}
  }
}

@MainActor
@Suite("SwiftUI container model: review findings on the session's changes")
struct ContainerModelReviewTests {
  // A tab the user tapped, then a change from code that keeps it selected (a tab added): the
  // tab was on screen already, and the change waited for an appearance that never came.
  @Test func aChangeKeepingTheTabTheUserTappedIsShownAfterTheTransitionTime() async throws {
    let home = HomeFlow()
    home.start()
    let clock = ManualTimer()
    let model = clock.model(drawing: home.router)
    model.viewAppeared()
    model.userSelectedTab(.outbox)
    model.tabAppeared(.outbox)
    let watch = OnScreenWatch(
      try home.router.update { try $0.setTabs([.outbox, .inbox], selected: .outbox) })
    clock.fire()
    #expect(await watch.hasReturned())
  }

  // A tab switched from code while its sheet was up: its view went, its `onDisappear` came
  // under the sheet, and once the sheet was gone the hidden tab kept drawing.
  @Test func aViewThatWentUnderItsSheetStopsDrawingOnceTheSheetIsGone() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.present(.share)
    let sheet = try #require(model.presentations.shown.first)
    model.presentations.appeared(sheet.id)
    model.viewDisappeared()
    #expect(flow.router.renderer === model)
    flow.router.dismissAll()
    model.presentations.dismissed(level: 0)
    #expect(flow.router.renderer == nil)
  }

  // A change that dismisses a sheet, pushes and presents: the sheet's `onDismiss` started the
  // next stage, which bound the new presentation before the pushed screen appeared.
  @Test func aPresentationWaitsForThePushAfterASheetGoes() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.present(.editor)
    let sheet = try #require(model.presentations.shown.first)
    model.presentations.appeared(sheet.id)
    _ = try flow.router.update {
      try $0.dismiss(count: 1)
      try $0.push(.share)
      $0.present(.deleteAlert, style: .alert)
    }
    model.presentations.dismissed(level: 0)
    #expect(model.presentations.shown.isEmpty)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(model.presentations.shown.count == 1)
  }
}
