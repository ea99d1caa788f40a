/// One view's appearances in an Xcode preview, reported once each from whichever of two
/// sources comes first: the hosting controller's `viewDidAppear(_:)`, which comes once the
/// transition is over, or SwiftUI's `onAppear` with SwiftUI's usual transition time after it.
///
/// Containers wait for `viewDidAppear(_:)` before they present anything (UIKit presents nothing
/// from a screen still sliding in). The canvas may draw a preview without sending it (a static
/// snapshot rather than a live preview), and the presentations of the state a preview shows
/// would never appear; the appearance SwiftUI reports stands in for it there. Apple documents
/// no order between the two, so either may come first; the one that comes second is the same
/// appearance, not another, until the view disappears.
@MainActor
final class PreviewAppearance {
  /// Counts the view's disappearances, so a wait started before one does not report.
  private var disappearances = 0
  /// Whether this appearance was reported.
  private var reported = false
  /// Whether the wait after `onAppear` reported it: the hosting controller's `viewDidAppear(_:)`
  /// that may still come is the same appearance.
  private var reportedByWait = false

  /// SwiftUI's `onAppear`: unless the appearance was reported, it is once SwiftUI's usual
  /// transition time has passed on `timer`, through `report`.
  func viewAppeared(timer: TransitionTimer, report: @escaping @MainActor () -> Void) {
    guard !reported else { return }
    let disappearance = disappearances
    timer.start(TransitionTimer.transitionTime) { [weak self] in
      guard let self, disappearances == disappearance, !reported else { return }
      reported = true
      reportedByWait = true
      report()
    }
  }

  /// The hosting controller's `viewDidAppear(_:)`: reported through `report`, unless the wait
  /// after `onAppear` reported this appearance already. One that comes again without a
  /// disappearance (a cover over the view went) is another appearance.
  func controllerAppeared(report: @MainActor () -> Void) {
    if reportedByWait {
      reportedByWait = false
      return
    }
    reported = true
    report()
  }

  /// SwiftUI's `onDisappear`: the next appearance is reported afresh.
  func viewDisappeared() {
    disappearances += 1
    reported = false
    reportedByWait = false
  }
}
