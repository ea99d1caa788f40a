#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// A push or a pop of a navigation controller's stack that an app may animate itself: what
  /// ``NavigationControllerRenderer/stackAnimation`` is asked about.
  ///
  /// ```swift
  /// renderer.stackAnimation = { transition in
  ///   guard transition.to.as(ChatsRoute.self)?.isPhoto == true else { return nil }
  ///   return ZoomAnimator(operation: transition.operation)  // UIKit's own for the rest
  /// }
  /// ```
  public struct StackTransition: Sendable {
    /// Whether a screen is pushed or popped.
    public let operation: UINavigationController.Operation
    /// The screen on top before the transition.
    public let from: ScreenRoute
    /// The screen on top after it.
    public let to: ScreenRoute
    /// Whether the user drives it (``NavigationControllerRenderer/beginInteractivePop(driving:)``).
    public let isInteractive: Bool
  }

  /// The routes of the screens a renderer made, by screen, so that a transition between two
  /// screens can say which routes it goes between.
  @MainActor
  final class ScreenRoutes {
    private var routes: [ObjectIdentifier: ScreenRoute] = [:]

    /// Remembers that `screen` shows `route`.
    func record(_ screen: UIViewController, showing route: ScreenRoute) {
      routes[ObjectIdentifier(screen)] = route
    }

    /// The route `screen` shows, when this renderer made it.
    func route(of screen: UIViewController) -> ScreenRoute? {
      routes[ObjectIdentifier(screen)]
    }

    /// Forgets the screens that are not in `kept`.
    func keep(_ kept: [UIViewController]) {
      let ids = Set(kept.map(ObjectIdentifier.init))
      routes = routes.filter { ids.contains($0.key) }
    }
  }
#endif
