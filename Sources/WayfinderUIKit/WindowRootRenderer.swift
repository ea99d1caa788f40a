#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

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
  ///
  /// What the app flow itself presents is presented over the root, each screen made by `root`
  /// as well. Before the root changes, everything the old root presents is dismissed (UIKit
  /// leaves it on screen otherwise), and what the app flow still presents is presented again
  /// over the new root.
  ///
  /// The renderer refers to its window weakly: the window belongs to its scene, and when the
  /// scene disconnects the window goes with it; later changes then draw nothing.
  @MainActor
  public final class WindowRootRenderer<Route: Hashable & Codable & Sendable> {
    private weak var window: UIWindow?
    private let makeRoot: (Route) -> UIViewController
    private let modals: ModalLayer<Route>

    /// The transitioning delegate that animates a full-screen cover in and out, `nil` for
    /// UIKit's own animation; held by the renderer while the cover is up (UIKit refers to it
    /// weakly). A presentation counts as on screen once its animator has completed it. Sheets
    /// and popovers keep UIKit's animations, which their drags and detents rely on.
    public var presentationAnimation:
      ((Presentation<ScreenRoute>) -> (any UIViewControllerTransitioningDelegate)?)?
    {
      get { modals.presentationAnimation }
      set { modals.presentationAnimation = newValue }
    }

    /// Shows `router`'s root in `window`, each root made by `root`, and its presentations:
    /// screens made by `root`, alerts described by `alert`, and the question before a guarded
    /// sheet goes with `confirmation`'s buttons.
    public init(
      window: UIWindow, router: Router<Route>,
      alert: @escaping (Route) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      root: @escaping (Route) -> UIViewController
    ) {
      self.window = window
      makeRoot = root
      modals = ModalLayer(
        "WindowRootRenderer<\(Route.self)>", router: router,
        base: { [weak window] in window?.rootViewController ?? UIViewController() },
        alert: { shown in shown.as(Route.self).flatMap(alert) },
        confirmation: confirmation, baseHasAppeared: false,
        screens: { shown in shown.as(Route.self).map(root) ?? UIViewController() })
      window.rootViewController = root(router.state.root)
      window.makeKeyAndVisible()
      attach(self, to: router, name: "WindowRootRenderer<\(Route.self)>")
      modals.presentAll(router.screens.presented, animated: false) {}
      whenRootIsInWindow { [weak modals] in modals?.baseDidAppear() }
    }

    /// Dismisses, switches the window's root when the flow's root changes, then presents.
    @_spi(Rendering)
    public func render(
      _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      // NB: the scene disconnected and its window went with it: nothing shows the flow.
      guard window != nil else { return completion() }
      var newRoot: Route?
      for case .setRoot(let screen, _) in steps { newRoot = screen.as(Route.self) ?? newRoot }
      let (dismissals, presentations) = ModalLayer<Route>.presentationSteps(in: steps)
      modals.dismiss(count: dismissals, animated: animated) { [self] in
        modals.restyle(steps)
        guard let newRoot else {
          return modals.presentAll(presentations, animated: animated, completion: completion)
        }
        guard let old = window?.rootViewController else { return completion() }
        // NB: a transition running in the old root's chain (the user dragging a sheet) ends
        // first: what it takes away is not to come back over the new root.
        whenChainIsStill(old) { [self] in
          swapRoot(for: newRoot, then: presentations, animated: animated, completion: completion)
        }
      }
    }

    /// Shows the root of `route`, with what the old root's chain keeps, then `presentations`.
    private func swapRoot(
      for route: Route, then presentations: [Presentation<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      // NB: what the app flow still presents goes with the old root, and what the flows it
      // presents show over it; they come back over the new one, before what this change adds.
      // The screens of the old root's own flows go for good.
      let move = window.flatMap(\.rootViewController).map {
        ChainMove(above: $0, leaving: [$0], excluding: modals)
      }
      switchRoot(to: makeRoot(route), animated: animated) { [self] in
        whenRootIsInWindow { [self] in
          reshow(move, then: presentations, animated: animated, completion: completion)
        }
      }
    }

    /// Presents again what went with the old root, then `presentations`, then runs `completion`.
    private func reshow(
      _ move: ChainMove?, then presentations: [Presentation<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      modals.presentAgainOverNewBase { [self] in
        let finished: @MainActor () -> Void = { [modals] in
          modals.presentAll(presentations, animated: animated, completion: completion)
        }
        guard let move, let root = window?.rootViewController else { return finished() }
        move.finish(over: root, then: finished)
      }
    }

    /// Runs `next` once a new window root has appeared and its view is in the window.
    ///
    /// NB: UIKit adds a new root's view to the window, and the root appears, as it lays the
    /// window out; it presents nothing from a view outside the window, and a presentation made
    /// before the root appeared unbalances its appearance callbacks. So the renderer waits a
    /// turn of the run loop, and further turns (up to `turns`) while the view is not in the
    /// window yet; a presentation UIKit still refuses then is reported.
    private func whenRootIsInWindow(turns: Int = 3, _ next: @escaping @MainActor () -> Void) {
      nextTurn { [weak self] in
        guard turns > 1, let root = self?.window?.rootViewController,
          root.viewIfLoaded?.window == nil
        else { return next() }
        self?.whenRootIsInWindow(turns: turns - 1, next)
      }
    }

    /// Shows `screen` as the window's root, once whatever the old root presents is gone.
    private func switchRoot(
      to screen: UIViewController, animated: Bool, then next: @escaping @MainActor () -> Void
    ) {
      guard let window else { return next() }
      // NB: `render` waited for the old root's chain to be still before calling this.
      if let old = window.rootViewController, old.presentedViewController != nil {
        return old.dismiss(animated: false) { [self] in
          switchRoot(to: screen, animated: animated, then: next)
        }
      }
      guard animated else {
        window.rootViewController = screen
        return next()
      }
      UIView.transition(
        with: window, duration: 0.3, options: .transitionCrossDissolve,
        animations: { window.rootViewController = screen },
        completion: { _ in next() })
    }
  }

  // NB: the router's renderer is part of the rendering SPI, out of apps' sight.
  @_spi(Rendering) extension WindowRootRenderer: NavigationRenderer {}
#endif
