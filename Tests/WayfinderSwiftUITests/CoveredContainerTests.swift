import Testing
import Wayfinder

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
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = ContainerModel(router: flow.router, timer: clock.timer)
    model.viewAppeared()
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
    let flow = NotesFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    model.viewAppeared()
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
    let mainModel = ContainerModel(router: main.router, timer: clock.timer)
    mainModel.viewAppeared()
    var shown = false
    main.router.push(.editor) { shown = true }
    clock.fire()
    #expect(shown)
    app.router.dismissAll()
    withExtendedLifetime(appModel) {}
  }
}
