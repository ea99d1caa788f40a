import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// Changes the router makes while the container still draws another: the render queue holds
/// them, while the views, which follow the router, may draw them at SwiftUI's next update.
/// Each test is an order the property test over SwiftUI's callbacks found the model stalling
/// in (until the 5-second bound) or binding a presentation with a push.
@MainActor
@Suite("SwiftUI container model: changes queued behind the one drawn")
struct QueuedChangeTests {
  /// The views' next update: the model's watch of the router works out what they draw.
  private func nextUpdate(_ model: ContainerModel<NoteRoute>) {
    model.stack.refreshShown()
  }

  @Test func aPushWhoseScreenAppearedReportsNothingOnceItsBoundPasses() throws {
    let (flow, model, clock) = drawnNotes()
    var shown = false
    flow.router.push(.share) { shown = true }
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(shown)
    // The wait started with the push ends later, and finds nothing left to give up on.
    clock.timeOut()
  }

  @Test func theDrawnPushsAppearanceEndsItAfterTheRouterMovedOn() throws {
    let (flow, model, clock) = drawnNotes()
    var shown = 0
    flow.router.push(.share) { shown += 1 }
    let share = try #require(flow.router.screens.path.last)
    flow.router.pop { shown += 1 }
    // The push appears; the pop waits behind it in the render queue.
    model.screenAppeared(share)
    #expect(shown == 1)
    model.screenAppeared(flow.router.screens.root)
    clock.fire()
    #expect(shown == 2)
  }

  @Test func aPresentationWaitsForAPushTheViewsDrewBeforeItWasHandedOver() throws {
    let (flow, model, clock) = drawnNotes()
    flow.router.present(.deleteAlert, style: .alert)
    flow.router.dismiss()
    flow.router.push(.share)
    flow.router.present(.share)
    clock.fire()
    nextUpdate(model)
    clock.fire()
    // The views push `share` in this update: a sheet bound with it would be dropped.
    #expect(model.presentations.shown.isEmpty)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(
      model.presentations.shown.compactMap { $0.presentation.route.as(NoteRoute.self) } == [.share])
  }

  @Test func aPushWhoseScreenAppearedBeforeItWasHandedOverWaitsNoMore() throws {
    let (flow, model, clock) = drawnNotes()
    var shown = 0
    flow.router.present(.deleteAlert, style: .alert) { shown += 1 }
    flow.router.push(.share) { shown += 1 }
    nextUpdate(model)
    let share = try #require(flow.router.screens.path.last)
    // Code pops and pushes `share` again before the views' next update: they keep drawing
    // it, and it appears once, while the router's top is the root.
    flow.router.pop { shown += 1 }
    model.screenAppeared(share)
    flow.router.push(.share) { shown += 1 }
    // The alert's transition ends; the push handed over now is on screen already.
    clock.fire()
    clock.fire()
    #expect(shown == 4)
  }

  @Test func aSheetSwipedDownAsCodeDismissesItIsGoneWithItsOnDismiss() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.present(.share)
    let sheet = try #require(model.presentations.shown.first)
    model.presentations.appeared(sheet.id)
    // The user swipes it down: SwiftUI runs onDismiss first; code dismisses it meanwhile.
    model.presentations.dismissed(level: 0)
    var dismissed = false
    flow.router.dismiss { dismissed = true }
    #expect(dismissed)
    model.presentations.userClosed(sheet)
    flow.router.present(.editor)
    #expect(model.presentations.shown.count == 1)
  }

  // Review finding: the screen a back swipe uncovers may appear before NavigationStack writes
  // the path back; the model had not seen the pop yet, and a presentation then waited for an
  // appearance that had come.
  @Test func aPresentationAfterABackSwipeWhoseScreenAppearedFirstShows() throws {
    let (flow, model, _) = drawnNotes()
    flow.router.push(.share)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    model.screenAppeared(flow.router.screens.root)
    model.stack.userSet([])
    flow.router.present(.editor)
    #expect(model.presentations.shown.count == 1)
  }
}
