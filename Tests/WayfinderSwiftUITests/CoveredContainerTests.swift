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

  // Review finding: a push drawn as the view went (a tab switched from code) was still waited
  // for, and reported missing after the bound.
  @Test func aViewGoneReportsNothingItWasDrawing() {
    let (flow, model, clock) = drawnNotes()
    flow.router.push(.share)
    flow.router.present(.editor)
    model.viewDisappeared()
    clock.timeOut()
    #expect(flow.router.renderer == nil)
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

  // N9: the container presents a page sheet, and a cover over it; SwiftUI runs its view's
  // onDisappear under the cover. Once both are gone no appearance follows (UIKit tells a page
  // sheet's presenter nothing), and the container stopped drawing for good.
  @Test func n9AViewThatWentUnderACoverOverItsSheetStillDrawsOnceBothAreGone() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.present(.share)
    model.presentations.appeared(try #require(model.presentations.shown.first).id)
    flow.router.present(.editor, style: .fullScreenCover)
    model.presentations.appeared(try #require(model.presentations.shown.last).id)
    model.viewDisappeared()
    flow.router.dismissAll()
    model.presentations.dismissed(level: 0)
    #expect(model.presentations.shown.isEmpty)
    #expect(flow.router.renderer === model)
    flow.router.present(.share)
    #expect(model.presentations.shown.count == 1)
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
  /// A flow at the top of a window (or inside the container of `enclosing`), showing a login
  /// cover that has appeared.
  private func showingCover(
    under enclosing: CoverWatch? = nil
  ) throws -> (NotesFlow, ContainerModel<NoteRoute>) {
    let flow = NotesFlow()
    flow.start()
    // NB: made as a view makes it, so that a model counted process-wide would be seen.
    let model = ContainerModel.of(flow.router, on: .uiKit)
    model.viewAppeared(under: enclosing)
    flow.router.present(.share, style: .fullScreenCover)
    model.presentations.appeared(try #require(model.presentations.shown.first).id)
    return (flow, model)
  }

  /// A notes flow drawn under `enclosing` (`nil`: at the top of a window) that pushes and
  /// presents an alert in one change; whether the alert is bound once the transition time has
  /// passed, before the pushed screen appeared.
  private func alertBoundBeforeThePushAppeared(under enclosing: CoverWatch?) throws -> Bool {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router)
    model.viewAppeared(under: enclosing)
    _ = try flow.router.update {
      try $0.push(.editor)
      $0.present(.deleteAlert, style: .alert)
    }
    clock.fire()
    let bound = !model.presentations.shown.isEmpty
    // Once the pushed screen appears, the alert follows either way.
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(model.presentations.shown.count == 1)
    return bound
  }

  @Test func aPushUnderAnEnclosingFlowsCoverIsShownAfterTheTransitionTime() throws {
    // The app's flow shows a login cover; the main flow's stack, drawn in its root, pushes.
    let (app, appModel) = try showingCover()
    let main = NotesFlow()
    main.start()
    let clock = ManualTimer()
    let mainModel = clock.model(drawing: main.router)
    mainModel.viewAppeared(under: appModel.presentations.coverWatch(overLevel: 0, enclosedBy: nil))
    var shown = false
    main.router.push(.editor) { shown = true }
    clock.fire()
    #expect(shown)
    withExtendedLifetime(app) {}
  }

  // N2: while any cover was up anywhere, every container counted its stack changes as shown
  // after the transition time: a login flow inside the cover that pushed and presented an
  // alert in one change bound the alert while the push still animated (SwiftUI drops it).
  @Test func n2AContainerInsideACoverWaitsForItsPushBeforeItsAlert() throws {
    // The app's flow is a tab's; the cover is its own. What the cover shows is drawn at the
    // level above it, inside the tab flow's level, which no cover hides.
    let tabs = NotesFlow()
    tabs.start()
    let tabsModel = ManualTimer().model(drawing: tabs.router)
    tabsModel.viewAppeared()
    let aroundApp = tabsModel.presentations.coverWatch(overLevel: 0, enclosedBy: nil)
    let (app, appModel) = try showingCover(under: aroundApp)
    let inCover = appModel.presentations.coverWatch(overLevel: 1, enclosedBy: aroundApp)
    #expect(try !alertBoundBeforeThePushAppeared(under: inCover))
    withExtendedLifetime(app) {}
  }

  // N2: a cover in one window (or one preview) made every other one's containers fall back to
  // the transition time.
  @Test func n2ACoverInOneWindowLeavesAnotherWindowsContainers() throws {
    let (app, _) = try showingCover()
    #expect(try !alertBoundBeforeThePushAppeared(under: nil))
    withExtendedLifetime(app) {}
  }

  @Test func aStackInASheetUnderACoverAboveItIsCoveredAndOneInTheCoverIsNot() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.present(.editor)
    model.presentations.appeared(try #require(model.presentations.shown.first).id)
    flow.router.present(.share, style: .fullScreenCover)
    model.presentations.appeared(try #require(model.presentations.shown.last).id)
    // The sheet's screen is drawn at level 1, the cover's at level 2.
    let inSheet = model.presentations.coverWatch(overLevel: 1, enclosedBy: nil)
    let inCover = model.presentations.coverWatch(overLevel: 2, enclosedBy: nil)
    #expect(inSheet.covers(nil))
    #expect(!inCover.covers(nil))
    #expect(try alertBoundBeforeThePushAppeared(under: inSheet))
    #expect(try !alertBoundBeforeThePushAppeared(under: inCover))
  }

  // Review finding: a flow embedded in a screen of another (a child shown at a root inside a
  // tab's screen) that presents a login cover hides the other's stack too: a push there was
  // waited for until the 5-second bound, and reported.
  @Test func aPushUnderACoverOfAFlowEmbeddedInAScreenIsShownAfterTheTransitionTime() throws {
    let (parent, parentModel, clock) = drawnNotes()
    let inParent = parentModel.presentations.coverWatch(overLevel: 0, enclosedBy: nil)
    let (child, childModel, _) = drawnNotes()
    childModel.viewAppeared(under: inParent)
    child.router.present(.share, style: .fullScreenCover)
    childModel.presentations.appeared(try #require(childModel.presentations.shown.first).id)
    var shown = false
    parent.router.push(.editor) { shown = true }
    clock.fire()
    #expect(shown)
    // Another flow beside the child is under its cover; one inside the cover is not.
    let (_, besideModel, _) = drawnNotes()
    besideModel.viewAppeared(under: inParent)
    #expect(inParent.covers(ObjectIdentifier(besideModel.presentations)))
    let inCover = childModel.presentations.coverWatch(overLevel: 1, enclosedBy: inParent)
    let (_, inCoverModel, _) = drawnNotes()
    inCoverModel.viewAppeared(under: inCover)
    #expect(!inCover.covers(ObjectIdentifier(inCoverModel.presentations)))
  }

  @Test func aLevelsWatchIsOneObjectSoARedrawChangesNoEnvironment() {
    let (flow, model, _) = drawnNotes()
    let around = CoverWatch(of: flow, enclosing: nil) { false }
    let first = model.presentations.coverWatch(overLevel: 0, enclosedBy: nil)
    #expect(model.presentations.coverWatch(overLevel: 0, enclosedBy: around) === first)
    #expect(first.enclosing === around)
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
