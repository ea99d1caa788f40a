import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

@MainActor
@Suite("SwiftUI on each platform: covers where there are none, appearances before transitions")
struct PlatformTests {
  // macOS has no fullScreenCover: a cover drawn with it would not compile there, and one left
  // out would never show, so `run(_:presenting:style: .fullScreenCover)` would never return.
  @Test func aCoverIsASheetTheUserCannotCloseWhereThereAreNoCovers() {
    let drawn = SwiftUIPlatform.macOS.drawnStyle(of: .fullScreenCover)
    #expect(drawn == .sheet(allowsInteractiveDismissal: false))
    #expect(!drawn.isInteractivelyDismissible)
    #expect(SwiftUIPlatform.uiKit.drawnStyle(of: .fullScreenCover) == .fullScreenCover)
    #expect(SwiftUIPlatform.watchOS.drawnStyle(of: .fullScreenCover) == .fullScreenCover)
  }

  @Test func everyOtherStyleIsDrawnAsItIsOnEveryPlatform() {
    let styles: [PresentationStyle] = [
      .sheet, .sheet(detents: [.medium, .large], sizing: .form), .alert, .confirmationDialog,
      .popover(anchor: "reactions", arrowEdge: .bottom),
    ]
    for platform in [SwiftUIPlatform.uiKit, .watchOS, .macOS] {
      for style in styles { #expect(platform.drawnStyle(of: style) == style) }
    }
  }

  @Test func onMacOSACoverShowsAsASheetWhileTheStateKeepsTheCover() throws {
    let screen = Screen(platform: .macOS)
    screen.flow.router.present(.share, style: .fullScreenCover)
    screen.settle()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(screen.stages.shown(at: 0, kind: .fullScreenCover) == nil)
    #expect(!sheet.style.allowsInteractiveDismissal)
    #expect(screen.flow.router.state.presented == [Presentation(.share, style: .fullScreenCover)])
    // The app closes it (SwiftUI's `dismiss` inside it writes the item back).
    screen.stages.userClosed(sheet)
    screen.settle()
    #expect(screen.flow.router.state.presented.isEmpty)
  }

  @Test func aCoverGivenDetentsByCodeStaysTheSameSheetOnMacOS() throws {
    let screen = Screen(platform: .macOS)
    screen.flow.router.present(.share, style: .fullScreenCover)
    screen.settle()
    let before = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.flow.router.updateStyle(of: .share) { $0.detents = [.large] }
    screen.settle()
    let after = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(after.id == before.id)
    #expect(after.style == .sheet(allowsInteractiveDismissal: false))
  }

  // Where the presented screen reports its appearance with SwiftUI's `onAppear` (before the
  // first frame, as the sheet begins to slide in), the next stage waited for nothing.
  @Test func anAppearanceBeforeTheTransitionStartsTheTransitionTimeAgain() throws {
    let screen = Screen(platform: .macOS)
    screen.flow.router.present(.share)
    screen.stages.update()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    #expect(screen.started.count == 1)
    screen.stages.appeared(sheet.id)
    #expect(!screen.stages.isSettled)
    #expect(screen.started.count == 2)
    // The wait started as the sheet was drawn ends nothing now.
    screen.stages.transitionEnded(screen.started[0])
    #expect(!screen.stages.isSettled)
    screen.stages.transitionEnded(screen.started[1])
    #expect(screen.stages.isSettled)
  }

  @Test func anAppearanceAfterTheTransitionEndsItAtOnce() throws {
    let screen = Screen(platform: .uiKit)
    screen.flow.router.present(.share)
    screen.stages.update()
    let sheet = try #require(screen.stages.shown(at: 0, kind: .sheet))
    screen.stages.appeared(sheet.id)
    #expect(screen.stages.isSettled)
    #expect(screen.started.count == 1)
  }

  @Test func onMacOSTheContainerDrawsOnceTheTransitionTimeHasPassedAfterItAppeared() {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router, platform: .macOS)
    flow.router.present(.share)
    model.viewAppeared()
    model.presentationsChanged()
    #expect(flow.router.renderer == nil)
    #expect(model.presentations.shown.isEmpty)
    clock.fireEarliest()
    #expect(flow.router.renderer === model)
    #expect(model.presentations.shown.count == 1)
  }

  @Test func onMacOSAContainerThatWentBeforeTheTransitionTimePassedDrawsNothing() {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router, platform: .macOS)
    model.viewAppeared()
    model.viewDisappeared()
    clock.fire()
    #expect(flow.router.renderer == nil)
    // It appears again: only the wait after the last appearance counts.
    model.viewAppeared()
    model.viewAppeared()
    clock.fireEarliest()
    #expect(flow.router.renderer == nil)
    clock.fireEarliest()
    #expect(flow.router.renderer === model)
  }

  @Test func onMacOSAPushIsOnScreenTheTransitionTimeAfterItsScreenAppeared() async throws {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router, platform: .macOS)
    model.viewAppeared()
    clock.fire()
    let watch = OnScreenWatch(flow.router.push(.editor))
    // Before the screen appears, the transition time ends nothing.
    clock.fire()
    #expect(!(await watch.hasReturned()))
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(!(await watch.hasReturned()))
    clock.fire()
    #expect(await watch.hasReturned())
  }

  @Test func onMacOSASelectedTabIsOnScreenTheTransitionTimeAfterItsContentAppeared() async {
    let flow = HomeFlow()
    flow.start()
    let clock = ManualTimer()
    let model = clock.model(drawing: flow.router, platform: .macOS)
    model.viewAppeared()
    clock.fire()
    let watch = OnScreenWatch(flow.router.select(.outbox))
    clock.fire()
    #expect(!(await watch.hasReturned()))
    model.tabAppeared(.outbox)
    #expect(!(await watch.hasReturned()))
    clock.fire()
    #expect(await watch.hasReturned())
  }
}
