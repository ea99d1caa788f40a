import IssueReporting
@_spi(Rendering) import Wayfinder

/// Who draws a screen in a view made with a closure for `Route`s: the closure draws every
/// screen of a `Route`, and a screen of another type is drawn by the pushed child flow that
/// holds it, when that flow draws its own screens (`FlowScreensProviding`).
///
/// Platform-free, so the choice is tested on Linux; whether a flow draws its own screens is
/// asked of the SwiftUI protocol by the caller.
enum ScreenChoice<Route> {
  /// The view's closure, with the screen's route.
  case route(Route)
  /// The pushed child flow that holds the screen, which draws it.
  case flow(Flow)
  /// Nobody: the screen was reported, and is drawn empty.
  case nobody

  /// The drawer of `screen` in `view`, given the flow that holds it (`holder`) and whether a
  /// flow draws its own screens; reports (a runtime warning in an app, a test failure in
  /// tests) a screen nobody can draw, with what to do.
  @MainActor
  static func of(
    _ screen: ScreenRoute, holder: Flow?, drawsScreens: (Flow) -> Bool, in view: String
  ) -> Self {
    if let route = screen.as(Route.self) { return .route(route) }
    if let holder, drawsScreens(holder) { return .flow(holder) }
    let flow = holder?.name ?? "the pushed child flow that holds it"
    reportIssue(
      "\(view) has no screen for \(screen), a route of \(flow): conform \(flow) to "
        + "FlowScreensProviding, so that it draws its own screens where it is pushed")
    return .nobody
  }
}
