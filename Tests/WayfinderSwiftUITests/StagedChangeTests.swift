import Testing
import Wayfinder

@testable import WayfinderSwiftUI

/// A change that pushes and presents at once: SwiftUI drops a presentation bound in the same
/// update as a push, so the presentation waits for the pushed screen.
@MainActor
@Suite("SwiftUI container model: a push and a presentation in one change")
struct StagedChangeTests {
  private func drawn() -> (NotesFlow, ContainerModel<NoteRoute>, ManualTimer) {
    let flow = NotesFlow()
    flow.start()
    let clock = ManualTimer()
    let model = ContainerModel(router: flow.router, timer: clock.timer)
    model.viewAppeared()
    return (flow, model, clock)
  }

  // V8: both reached SwiftUI in one update.
  @Test func v8ThePresentationWaitsForThePushedScreen() async throws {
    let (flow, model, _) = drawn()
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
    let (flow, model, _) = drawn()
    flow.router.present(.share)
    #expect(model.presentations.shown.count == 1)
  }

  @Test func aPresentationMadeWhilePushedScreenSlidesInWaitsForIt() throws {
    let (flow, model, _) = drawn()
    flow.router.push(.share)
    flow.router.present(.deleteAlert, style: .alert)
    model.presentationsChanged()
    #expect(model.presentations.shown.isEmpty)
    model.screenAppeared(try #require(flow.router.screens.path.last))
    #expect(model.presentations.shown.count == 1)
  }
}
