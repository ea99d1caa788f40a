#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
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
  ///
  /// What the app flow itself presents is presented over the root, each screen made by `root`
  /// as well. Before the root changes, everything the old root presents is dismissed (UIKit
  /// leaves it on screen otherwise), and what the app flow still presents is presented again
  /// over the new root.
  ///
  /// The renderer refers to its window weakly: the window belongs to its scene, and when the
  /// scene disconnects the window goes with it; later changes then draw nothing.
  @MainActor
  public final class WindowRootRenderer<Route: Hashable & Codable & Sendable>: NavigationRenderer {
    private weak var window: UIWindow?
    private let makeRoot: (Route) -> UIViewController
    private let modals: ModalLayer<Route>

    /// Shows `router`'s root in `window`, each root made by `root`, and its presentations:
    /// screens made by `root`, alerts described by `alert`, and the question before a guarded
    /// sheet goes with `confirmation`'s buttons.
    public init(
      window: UIWindow, router: Router<Route>,
      alert: @escaping (Route, PresentationStyle) -> AlertContent? = { _, _ in nil },
      confirmation: LeaveConfirmation = .standard,
      root: @escaping (Route) -> UIViewController
    ) {
      self.window = window
      makeRoot = root
      modals = ModalLayer(
        "WindowRootRenderer<\(Route.self)>", router: router,
        base: { [weak window] in window?.rootViewController ?? UIViewController() },
        alert: { shown, style in shown.as(Route.self).flatMap { alert($0, style) } },
        confirmation: confirmation, baseHasAppeared: false,
        screens: { shown in shown.as(Route.self).map(root) ?? UIViewController() })
      window.rootViewController = root(router.root)
      window.makeKeyAndVisible()
      attach(self, to: router, name: "WindowRootRenderer<\(Route.self)>")
      modals.presentAll(router.screens.presented, animated: false) {}
      whenRootIsInWindow { [weak modals] in modals?.baseDidAppear() }
    }

    /// Dismisses, switches the window's root when the flow's root changes, then presents.
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
        guard let newRoot else {
          return modals.presentAll(presentations, animated: animated, completion: completion)
        }
        // NB: what the app flow still presents goes with the old root, and what the flows it
        // presents show over it; they come back over the new one, before what this change adds.
        // The screens of the old root's own flows go for good.
        let move = window.flatMap(\.rootViewController).map {
          ChainMove(above: $0, leaving: [$0], excluding: modals)
        }
        switchRoot(to: makeRoot(newRoot), animated: animated) { [self] in
          whenRootIsInWindow { [self] in
            reshow(move, then: presentations, animated: animated, completion: completion)
          }
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

    /// Runs `next` once the window's root view is in the window.
    ///
    /// NB: UIKit adds a new root's view to the window as it lays the window out, and presents
    /// nothing from a view outside it: until then, the renderer waits a turn of the run loop (a
    /// zero-length animation's completion runs at the beginning of the next one), then goes
    /// on; a presentation UIKit still refuses is reported.
    private func whenRootIsInWindow(_ next: @escaping @MainActor () -> Void) {
      guard let root = window?.rootViewController, root.viewIfLoaded?.window == nil else {
        return next()
      }
      UIView.animate(withDuration: 0, animations: {}, completion: { _ in next() })
    }

    /// Shows `screen` as the window's root, once whatever the old root presents is gone.
    private func switchRoot(
      to screen: UIViewController, animated: Bool, then next: @escaping @MainActor () -> Void
    ) {
      guard let window else { return next() }
      if let old = window.rootViewController, old.presentedViewController != nil {
        // NB: UIKit dismisses nothing while a presentation or dismissal runs (the user dragging
        // a sheet away): the swap waits for it to end.
        if let running = topOfChain(from: old).transitionCoordinator,
          running.animate(
            alongsideTransition: nil,
            completion: { [self] _ in switchRoot(to: screen, animated: animated, then: next) })
        {
          return
        }
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
#endif
