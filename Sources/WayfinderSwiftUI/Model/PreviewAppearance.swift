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
  /// What a preview's canvas was seen to do, shared by the views of one ``FlowPreview``.
  @MainActor
  final class Canvas {
    /// Whether a hosting controller's `viewDidAppear(_:)` came: the canvas sends them (a live
    /// preview), and the transition time after `onAppear`, which a slow canvas may pass before
    /// the transition ends, stands in for nothing more.
    var sendsDidAppear = false
  }

  /// Counts the view's disappearances, so a wait started before one does not report.
  private var disappearances = 0
  /// Whether this appearance was reported.
  private var reported = false
  /// Whether the wait after `onAppear` reported it: the hosting controller's `viewDidAppear(_:)`
  /// that may still come is the same appearance.
  private var reportedByWait = false

  /// SwiftUI's `onAppear`: unless the appearance was reported, or `canvas` sends the hosting
  /// controllers' appearances, it is once SwiftUI's usual transition time has passed on
  /// `timer`, through `report`.
  func viewAppeared(
    timer: TransitionTimer, canvas: Canvas, report: @escaping @MainActor () -> Void
  ) {
    guard !reported, !canvas.sendsDidAppear else { return }
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
  func controllerAppeared(canvas: Canvas, report: @MainActor () -> Void) {
    canvas.sendsDidAppear = true
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
