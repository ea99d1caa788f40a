import IssueReporting
import Observation
import Wayfinder

/// The stack a SwiftUI ``FlowStack`` draws, and how it reads `NavigationStack`'s write-backs.
///
/// Platform-free, so the decisions are tested on Linux. The stack is the router's
/// `Router.screens`: the flow's path with the screens of child flows pushed onto it
/// in place, so a pushed child shows in the parent's `NavigationStack`, never in a nested one.
@MainActor
@Observable
final class StackPath<Route: Hashable & Codable & Sendable> {
  @ObservationIgnored private weak var router: Router<Route>?
  /// Counts the write-backs the router refused; the view reads it, so SwiftUI draws the
  /// router's path again in place of the one it wrote.
  private(set) var refusals = 0

  /// The stack of `router`'s navigation container.
  init(router: Router<Route>) {
    self.router = router
  }

  /// The screens pushed above the root: this flow's and those of its pushed child flows.
  var screens: [ScreenRoute] {
    _ = refusals
    return router?.screens.path ?? []
  }

  /// `NavigationStack` wrote back `path` after the user went back (the back button, a swipe,
  /// a long press on the back button). A path that is a shorter start of the screens pops to
  /// it as the user's change, which ends the child flows whose screens went away. Any other
  /// path (written for an older state) changes nothing. When a flow refuses to leave, the state
  /// is unchanged and the view draws it again.
  func userSet(_ path: [ScreenRoute]) {
    guard let router else { return }
    let current = router.screens.path
    guard path.count < current.count, current.starts(with: path) else { return }
    if !router.userDidNavigate(.poppedTo(depth: path.count)).isApplied { refusals += 1 }
  }
}

/// Picks the route a typed view draws for a screen.
enum ScreenChoice {
  /// `screen` as a `Route`, or `nil` after reporting (a runtime warning in an app, a test
  /// failure in tests) that `view`, made with a closure for `Route`s, cannot draw it.
  static func route<Route>(
    _ screen: ScreenRoute, as type: Route.Type, in view: String
  ) -> Route? {
    if let route = screen.as(type) { return route }
    reportIssue(
      "\(view) has no screen for \(screen), a route of a pushed child flow; draw the stack with "
        + "FlowStack(screensOf:alert:confirmation:screens:), whose closure receives every screen "
        + "with its flow")
    return nil
  }
}
