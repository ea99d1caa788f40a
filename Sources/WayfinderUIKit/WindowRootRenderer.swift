#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// Renders an app flow's root in a window: login ↔ main, with a cross-dissolve between them.
  ///
  /// ```swift
  /// let root = WindowRootRenderer(window: window, router: app.router) { route in
  ///   switch route {
  ///   case .login: loginRenderer().navigationController
  ///   case .main: tabsRenderer().tabBarController
  ///   }
  /// }
  /// ```
  @MainActor
  public final class WindowRootRenderer<Route: Hashable & Codable & Sendable>: NavigationRenderer {
    private let window: UIWindow
    private let makeRoot: (Route) -> UIViewController

    /// Shows `router`'s root in `window`, each root made by `root`.
    public init(
      window: UIWindow, router: Router<Route>, root: @escaping (Route) -> UIViewController
    ) {
      self.window = window
      makeRoot = root
      window.rootViewController = root(router.root)
      window.makeKeyAndVisible()
      router.renderer = self
    }

    /// Switches the window's root when the flow's root changes.
    public func render(
      _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      var newRoot: Route?
      for case .setRoot(let screen, _) in steps { newRoot = screen.as(Route.self) ?? newRoot }
      guard let newRoot else { return completion() }
      let window = window
      let screen = makeRoot(newRoot)
      guard animated else {
        window.rootViewController = screen
        return completion()
      }
      UIView.transition(
        with: window, duration: 0.3, options: .transitionCrossDissolve,
        animations: { window.rootViewController = screen },
        completion: { _ in completion() })
    }
  }
#endif
