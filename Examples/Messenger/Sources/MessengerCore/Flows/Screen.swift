// NB: the front ends draw the screens and report the user's changes, as a renderer does.
@_spi(Rendering) import Wayfinder

/// What one screen shows and offers, built from its view model: what a front end draws.
public struct Screen {
  /// The screen's title.
  public var title: String
  /// The lines of content.
  public var lines: [String]
  /// What the user can do here, numbered in order.
  public var actions: [ScreenAction]

  /// Creates a screen.
  public init(title: String, lines: [String] = [], actions: [ScreenAction] = []) {
    self.title = title
    self.lines = lines
    self.actions = actions
  }
}

/// One thing the user can do on a screen.
public struct ScreenAction {
  /// What happens when it is chosen.
  public enum Kind {
    /// Runs at once.
    case perform(@MainActor () -> Void)
    /// Asks for a line of text first; a secret one (a password) is not shown as typed.
    case input(prompt: String, isSecret: Bool, @MainActor (String) -> Void)
  }

  /// The label shown.
  public var label: String
  /// What it does.
  public var kind: Kind
  /// Whether it can be chosen now.
  public var isEnabled: Bool

  /// An action that runs at once.
  public static func perform(
    _ label: String, enabled: Bool = true, _ action: @escaping @MainActor () -> Void
  ) -> ScreenAction {
    ScreenAction(label: label, kind: .perform(action), isEnabled: enabled)
  }

  /// An action that asks for text; with `isSecret`, a front end hides what is typed.
  public static func input(
    _ label: String, prompt: String, isSecret: Bool = false,
    _ action: @escaping @MainActor (String) -> Void
  ) -> ScreenAction {
    ScreenAction(
      label: label, kind: .input(prompt: prompt, isSecret: isSecret, action), isEnabled: true)
  }
}

/// A flow that can describe its visible screen.
@MainActor
public protocol ScreenFlow: AnyObject {
  /// The child flow drawn on top of this flow's screens, if any.
  var visibleChild: Flow? { get }
  /// The screen on top of this flow.
  var currentScreen: Screen { get }
  /// The titles of the routes of this flow's stack, root first.
  var crumbs: [String] { get }
  /// Back and dismiss for this flow.
  var controls: FlowControls { get }
}

extension Coordinator {
  /// The child flow at the top presentation, or else at the root or the selected tab.
  public var topChild: Flow? {
    if let top = router.state.presented.last { return child(at: top.route) }
    return child(at: router.state.root)
  }
}

/// The changes a user makes through a front end, for any flow: back and dismiss.
@MainActor
public struct FlowControls {
  /// Whether there is a screen to go back from.
  public let canGoBack: Bool
  /// Whether something is presented.
  public let isPresenting: Bool
  /// Goes back one screen, as the back button would.
  public let goBack: @MainActor () -> NavigationChange
  /// Dismisses the top presentation, as a swipe-down would.
  public let dismissTop: @MainActor () -> NavigationChange
}

extension Coordinator {
  /// Back and dismiss for this flow's router, reported as the user's changes.
  public var controls: FlowControls {
    let router = router
    return FlowControls(
      canGoBack: router.state.canPop, isPresenting: router.state.isPresenting,
      goBack: { router.userDidNavigate(.poppedTo(depth: router.state.path.count - 1)) },
      dismissTop: { router.userDidNavigate(.dismissedTo(count: router.state.presented.count - 1)) })
  }
}
