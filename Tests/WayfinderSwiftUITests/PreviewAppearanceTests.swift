import Testing

@testable import WayfinderSwiftUI

// In a preview, containers waited for `viewDidAppear(_:)`, which the canvas may not send, and
// the state's presentations never showed. Each appearance is now reported once, from
// whichever of UIKit's and SwiftUI's reports comes first; Apple documents no order between
// them, so each order is tried.
@MainActor
@Suite("Previews: an appearance reported once, whichever report comes first")
struct PreviewAppearanceTests {
  private final class Reports {
    var count = 0
  }

  @Test func withoutUIKitsReportTheAppearanceComesAfterTheTransitionTime() {
    let timer = ManualTimer()
    let appearance = PreviewAppearance()
    let canvas = PreviewAppearance.Canvas()
    let reports = Reports()
    appearance.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    #expect(reports.count == 0)
    timer.fire()
    #expect(reports.count == 1)
  }

  @Test func uikitsReportBeforeTheWaitEndsIsTheOnlyOne() {
    let timer = ManualTimer()
    let appearance = PreviewAppearance()
    let canvas = PreviewAppearance.Canvas()
    let reports = Reports()
    appearance.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    appearance.controllerAppeared(canvas: canvas) { reports.count += 1 }
    #expect(reports.count == 1)
    timer.fire()
    #expect(reports.count == 1)
  }

  @Test func uikitsReportBeforeSwiftUIsIsTheOnlyOne() {
    let timer = ManualTimer()
    let appearance = PreviewAppearance()
    let canvas = PreviewAppearance.Canvas()
    let reports = Reports()
    appearance.controllerAppeared(canvas: canvas) { reports.count += 1 }
    appearance.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    timer.fire()
    #expect(reports.count == 1)
  }

  @Test func uikitsReportAfterTheWaitIsTheSameAppearanceAndALaterOneIsAnother() {
    let timer = ManualTimer()
    let appearance = PreviewAppearance()
    let canvas = PreviewAppearance.Canvas()
    let reports = Reports()
    appearance.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    timer.fire()
    appearance.controllerAppeared(canvas: canvas) { reports.count += 1 }
    #expect(reports.count == 1)
    // A cover over the view went: UIKit reports the view again, SwiftUI nothing.
    appearance.controllerAppeared(canvas: canvas) { reports.count += 1 }
    #expect(reports.count == 2)
  }

  @Test func aViewThatDisappearsBeforeTheWaitEndsIsNotReportedAndAppearsAfresh() {
    let timer = ManualTimer()
    let appearance = PreviewAppearance()
    let canvas = PreviewAppearance.Canvas()
    let reports = Reports()
    appearance.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    appearance.viewDisappeared()
    timer.fire()
    #expect(reports.count == 0)
    appearance.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    timer.fire()
    #expect(reports.count == 1)
    appearance.viewDisappeared()
    appearance.controllerAppeared(canvas: canvas) { reports.count += 1 }
    #expect(reports.count == 2)
  }

  // Review: on a slow canvas that does send `viewDidAppear(_:)`, the transition time after
  // `onAppear` could pass first, and a presentation was bound while the transition still ran.
  // Once the canvas is seen to send them, only they report appearances.
  @Test func onceTheCanvasSendsUIKitsReportsTheWaitStandsInForNothing() {
    let timer = ManualTimer()
    let canvas = PreviewAppearance.Canvas()
    let first = PreviewAppearance()
    first.controllerAppeared(canvas: canvas) {}
    let second = PreviewAppearance()
    let reports = Reports()
    second.viewAppeared(timer: timer.timer, canvas: canvas) { reports.count += 1 }
    #expect(!timer.fire())
    #expect(reports.count == 0)
    second.controllerAppeared(canvas: canvas) { reports.count += 1 }
    #expect(reports.count == 1)
  }
}
