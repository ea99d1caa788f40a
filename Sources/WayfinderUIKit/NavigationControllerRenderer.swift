#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Wayfinder

  /// Renders a stack flow's router with a `UINavigationController`, and reports the user's back
  /// swipes and interactive dismissals to it.
  ///
  /// ```swift
  /// let renderer = NavigationControllerRenderer(router: chats.router) { route in
  ///   switch route {
  ///   case .list: ChatListViewController(model: chats.list)
  ///   case .thread(let id): ThreadViewController(id: id)
  ///   case .newChat: hostingScreen(NewChatView())
  ///   }
  /// }
  /// window.rootViewController = renderer.navigationController
  /// ```
  ///
  /// A change of several steps becomes one `setViewControllers(_:animated:)`, so screens do not
  /// animate away one at a time; dismissals come first and new presentations last. The renderer
  /// makes itself the router's renderer; the router keeps it, and it refers back weakly.
  ///
  /// Child flows pushed onto the stack (``Wayfinder/Coordinator/run(_:pushing:animated:)``)
  /// show their screens in the same navigation controller. When their routes are of another
  /// type, make the renderer with ``init(router:alert:screens:)``, which receives every screen
  /// with the flow that holds it.
  @MainActor
  public final class NavigationControllerRenderer<Route: Hashable & Codable & Sendable>:
    NavigationRenderer
  {
    /// The navigation controller showing the flow's stack.
    public let navigationController: UINavigationController

    private weak var router: Router<Route>?
    private let makeScreen: (ScreenRoute) -> UIViewController
    private let makeAlert: (ScreenRoute, PresentationStyle) -> AlertContent?
    private let events = NavigationEvents()
    private var screens: [UIViewController]
    private var presentedScreens: [UIViewController] = []

    /// Renders `router`: each route of the stack with `screen`, alerts and confirmation dialogs
    /// with `alert` (a plain screen when it returns `nil`).
    ///
    /// Every screen must be a `Route`; a pushed child flow with routes of another type needs
    /// ``init(router:alert:screens:)``. Such a screen is shown as an empty view controller
    /// titled with the route, and a warning names it.
    public convenience init(
      router: Router<Route>,
      alert: @escaping (Route, PresentationStyle) -> AlertContent? = { _, _ in nil },
      screen: @escaping (Route) -> UIViewController
    ) {
      self.init(
        router: router,
        alert: { shown, style in shown.as(Route.self).flatMap { alert($0, style) } },
        screens: { shown in
          if let route = shown.as(Route.self) { return screen(route) }
          // NB: keeps the navigation controller's stack as deep as the state, so back swipes
          // still map to the right screens.
          print(
            "warning: NavigationControllerRenderer<\(Route.self)> has no screen for \(shown), "
              + "a route of a pushed child flow; make the renderer with init(router:alert:screens:)"
          )
          let blank = UIViewController()
          blank.title = shown.description
          return blank
        })
    }

    /// Renders `router` and the child flows pushed onto its stack: each screen with `screens`,
    /// which receives the route with the flow that holds it, alerts and confirmation dialogs
    /// with `alert`.
    ///
    /// ```swift
    /// let renderer = NavigationControllerRenderer(router: shop.router) { screen in
    ///   if let route = screen.as(ShopRoute.self) { return shopScreen(route) }
    ///   if let route = screen.as(CheckoutRoute.self) { return checkoutScreen(route) }
    ///   return UIViewController()
    /// }
    /// ```
    public init(
      router: Router<Route>,
      alert: @escaping (ScreenRoute, PresentationStyle) -> AlertContent? = { _, _ in nil },
      screens: @escaping (ScreenRoute) -> UIViewController
    ) {
      self.router = router
      makeScreen = screens
      makeAlert = alert
      let shown = router.screens
      self.screens = shown.stack.map(screens)
      navigationController = UINavigationController(
        rootViewController: self.screens.first ?? screens(shown.root))
      navigationController.setViewControllers(self.screens, animated: false)
      navigationController.setNavigationBarHidden(shown.isBarHidden, animated: false)
      navigationController.delegate = events
      events.didShow = { [weak self] navigation in self?.userMayHavePopped(navigation) }
      events.shouldDismiss = { [weak self] presentation in
        self?.userMayDismiss(presentation) ?? true
      }
      events.didDismiss = { [weak self] presentation in self?.userDismissed(presentation) }
      router.renderer = self
      presentAll(shown.presented, animated: false) {}
    }

    /// Applies `steps`: dismissals, then one change of the stack, then presentations.
    public func render(
      _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      var dismissCount = 0
      var stack = screens
      var stackChanged = false
      var barHidden: Bool?
      var presentations: [Presentation<ScreenRoute>] = []
      for step in steps {
        switch step {
        case .dismiss(let count): dismissCount += count
        case .setRoot(let root, let hidesBar):
          stack = [makeScreen(root)]
          stackChanged = true
          barHidden = hidesBar
        case .setBarHidden(let hidden): barHidden = hidden
        case .pop(let count):
          stack.removeLast(min(count, max(stack.count - 1, 0)))
          stackChanged = true
        case .push(let routes):
          stack.append(contentsOf: routes.map(makeScreen))
          stackChanged = true
        case .present(let presentation): presentations.append(presentation)
        case .setTabs, .selectTab: break
        }
      }
      dismiss(count: dismissCount, animated: animated) { [self] in
        if let barHidden {
          navigationController.setNavigationBarHidden(barHidden, animated: animated)
        }
        if stackChanged {
          screens = stack
          navigationController.setViewControllers(stack, animated: animated)
        }
        let pending = presentations
        afterTransition { [self] in
          presentAll(pending, animated: animated, completion: completion)
        }
      }
    }

    /// Runs `next` once the navigation controller's transition has ended (at once when none
    /// runs), so that a change counts as on screen only after its animation.
    private func afterTransition(_ next: @escaping @MainActor () -> Void) {
      guard let coordinator = navigationController.transitionCoordinator else { return next() }
      coordinator.animate(alongsideTransition: nil) { _ in next() }
    }

    private func dismiss(count: Int, animated: Bool, then next: @escaping @MainActor () -> Void) {
      guard count > 0, count <= presentedScreens.count else { return next() }
      let lowest = presentedScreens[presentedScreens.count - count]
      presentedScreens.removeLast(count)
      let presenter = lowest.presentingViewController ?? navigationController
      presenter.dismiss(animated: animated) { next() }
    }

    private func presentAll(
      _ presentations: [Presentation<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      guard let first = presentations.first else { return completion() }
      let screen = screen(for: first)
      let presenter = presentedScreens.last ?? navigationController
      presentedScreens.append(screen)
      presenter.present(screen, animated: animated) { [self] in
        screen.presentationController?.delegate = events
        presentAll(Array(presentations.dropFirst()), animated: animated, completion: completion)
      }
    }

    private func screen(for presentation: Presentation<ScreenRoute>) -> UIViewController {
      switch presentation.style {
      case .alert, .confirmationDialog:
        if let content = makeAlert(presentation.route, presentation.style) {
          return alertController(content, style: presentation.style, level: presentedScreens.count)
        }
        return makeScreen(presentation.route)
      case .sheet:
        let screen = makeScreen(presentation.route)
        screen.modalPresentationStyle = .pageSheet
        return screen
      case .fullScreenCover:
        let screen = makeScreen(presentation.route)
        screen.modalPresentationStyle = .fullScreen
        return screen
      }
    }

    /// An alert whose buttons tell the flow that the alert at `level` is gone before running
    /// their own handlers: UIKit dismisses an alert itself when a button is tapped, without a
    /// delegate call.
    private func alertController(
      _ content: AlertContent, style: PresentationStyle, level: Int
    ) -> UIAlertController {
      let alert = UIAlertController(
        title: content.title, message: content.message,
        preferredStyle: style == .alert ? .alert : .actionSheet)
      for action in content.actions {
        let handler = action.handler
        alert.addAction(
          UIAlertAction(title: action.title, style: action.style) { [weak self] _ in
            MainActor.assumeIsolated {
              self?.alertClosed(level)
              handler()
            }
          })
      }
      return alert
    }

    private func alertClosed(_ level: Int) {
      guard level < presentedScreens.count else { return }
      presentedScreens.removeLast(presentedScreens.count - level)
      router?.userDidNavigate(.dismissedTo(count: level))
    }

    /// A back swipe or the back button left fewer screens than the state has.
    private func userMayHavePopped(_ navigation: UINavigationController) {
      let shown = navigation.viewControllers.count
      guard shown < screens.count, shown > 0 else { return }
      screens.removeLast(screens.count - shown)
      router?.userDidNavigate(.poppedTo(depth: shown - 1))
    }

    private func userMayDismiss(_ presentation: UIPresentationController) -> Bool {
      guard let level = level(of: presentation) else { return true }
      return router?.userDismissalBlocker(downTo: level) == nil
    }

    private func userDismissed(_ presentation: UIPresentationController) {
      guard let level = level(of: presentation) else { return }
      presentedScreens.removeLast(presentedScreens.count - level)
      router?.userDidNavigate(.dismissedTo(count: level))
    }

    private func level(of presentation: UIPresentationController) -> Int? {
      presentedScreens.firstIndex { $0 === presentation.presentedViewController }
    }
  }
#endif
