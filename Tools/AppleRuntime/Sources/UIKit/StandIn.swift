// A behavioural stand-in for the part of UIKit that Wayfinder's UIKit adapter uses, for
// running the adapter in tests on Linux. A test fixture: never a product, never built for an
// Apple platform. Each rule it enforces cites the Apple documentation it comes from, here and
// in RULES.md; what Apple does not document is marked as assumed.
@_exported import Foundation

/// The stand-in's clock, log and user: what a test drives and checks.
@MainActor
public enum StandIn {
  /// How long an animated transition takes; it ends when the clock passes it.
  public static let transitionDuration: TimeInterval = 0.3

  /// The time on the stand-in's clock, in seconds.
  public private(set) static var now: TimeInterval = 0

  /// What UIKit would have logged to the console ("Attempt to present …").
  public private(set) static var warnings: [String] = []

  /// What UIKit would have raised as an Objective-C exception; on a device the app crashes.
  public private(set) static var exceptions: [String] = []

  /// The zoom transitions UIKit ran (rule Z1), in order.
  public private(set) static var zooms: [Zoom] = []

  static func log(_ zoom: Zoom) { zooms.append(zoom) }

  private static var scheduled: [(time: TimeInterval, order: Int, action: @MainActor () -> Void)] =
    []
  private static var order = 0

  /// Moves the clock forward by `seconds`, running every transition end that falls due, in time
  /// order (and the ones those schedule, when they fall due too).
  public static func advance(by seconds: TimeInterval = transitionDuration) {
    let end = now + seconds
    while let next = scheduled.enumerated().min(by: { lhs, rhs in
      (lhs.element.time, lhs.element.order) < (rhs.element.time, rhs.element.order)
    }), next.element.time <= end {
      scheduled.remove(at: next.offset)
      now = next.element.time
      next.element.action()
    }
    now = end
  }

  /// Runs the clock until no transition is left.
  public static func settle() {
    while let last = scheduled.map(\.time).max() { advance(by: max(last - now, 0)) }
  }

  /// Whether a transition is still running.
  public static var isAnimating: Bool { !scheduled.isEmpty }

  /// The orders of events Apple documents none between, as the stand-in plays them: each in
  /// the order devices are reported to show, or, with `STANDIN_ORDERS=other` in the
  /// environment, in the other order, so that the scenarios run under both
  /// (`Tools/test-apple-runtime.sh` runs them twice).
  public struct Orders: Sendable {
    /// Rule A1: an alert action's handler runs once the alert is gone (`false`), or as the
    /// dismissal begins, the alert still presented (`true`).
    public var alertHandlerDuringDismissal = false
    /// Rule X3: the navigation delegate hears `didShow` (and the screens their appearance)
    /// before the transition coordinator's completions run (`false`), or after them (`true`).
    public var didShowAfterCompletions = false
    /// Rule T5: once the More navigation controller's list shows again, the tab's navigation
    /// controller gets its root back before the More navigation controller's delegate hears
    /// `didShow` (`false`), or after (`true`).
    public var moreGivesBackAfterDidShow = false
    /// Rule S6: a scene asked to open a URL becomes active before it hears the URL (`false`),
    /// or after (`true`).
    public var urlBeforeActivation = false
    /// Rule S4: the app delegate hears that a closed window's session was discarded after its
    /// scene disconnected (`false`), or before (`true`).
    public var discardBeforeDisconnect = false
    /// Rules S5 and S7: a connected scene handed an activity becomes active before it hears
    /// `scene(_:continue:)` (`false`), or after (`true`).
    public var activityBeforeActivation = false
    /// Rule T7: the delegate hears which tabs the user hid or showed in the sidebar after
    /// `tabBarControllerDidEndEditing(_:)` (`false`), or before it (`true`).
    public var visibilityBeforeEditingEnds = false

    /// The orders the environment asks for.
    static var fromEnvironment: Orders {
      guard ProcessInfo.processInfo.environment["STANDIN_ORDERS"] == "other" else {
        return Orders()
      }
      return Orders(
        alertHandlerDuringDismissal: true, didShowAfterCompletions: true,
        moreGivesBackAfterDidShow: true, urlBeforeActivation: true,
        discardBeforeDisconnect: true, activityBeforeActivation: true,
        visibilityBeforeEditingEnds: true)
    }
  }

  /// The orders the stand-in plays now; ``reset()`` sets them from the environment.
  public static var orders = Orders.fromEnvironment

  /// Forgets the log, the exceptions and anything scheduled, and sets the clock to zero.
  public static func reset() {
    orders = Orders.fromEnvironment
    now = 0
    warnings = []
    exceptions = []
    zooms = []
    scheduled = []
    windows = []
    UIImage.knownNames = []
    horizontalSizeClass = .compact
    splitViewControllers = []
    resetScenes()
  }

  /// The windows made visible with `makeKeyAndVisible()`, held as their scene holds them.
  public internal(set) static var windows: [UIWindow] = []

  /// The scene showing `window` disconnected (rule W2): it lets its windows go, and the window
  /// is no longer visible.
  public static func sceneDisconnects(showing window: UIWindow) {
    windows.removeAll { $0 === window }
  }

  static func after(_ delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    order += 1
    scheduled.append((now + delay, order, action))
  }

  static func warn(_ message: String) { warnings.append(message) }

  static func raise(_ message: String) { exceptions.append(message) }
}

/// A short name for a view controller in messages: its type and title.
@MainActor
func describe(_ controller: UIViewController?) -> String {
  guard let controller else { return "nil" }
  let type = String(describing: Swift.type(of: controller))
  return controller.title.map { "<\(type) \($0)>" } ?? "<\(type)>"
}
