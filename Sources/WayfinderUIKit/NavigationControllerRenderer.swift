#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// Renders a stack flow's router with a `UINavigationController`, and reports the user's back
  /// swipes and interactive dismissals to it.
  ///
  /// ```swift
  /// let renderer = NavigationControllerRenderer(router: chats.router) { route in
  ///   switch route {
  ///   case .list: ChatListViewController(model: chats.list)
  ///   case .thread(let id): ThreadViewController(id: id)
  ///   case .newChat: UIHostingController(rootView: NewChatView())
  ///   }
  /// }
  /// window.rootViewController = renderer.navigationController
  /// ```
  ///
  /// A change of several steps becomes one `setViewControllers(_:animated:)`, so screens do not
  /// animate away one at a time; dismissals come first and new presentations last. The renderer
  /// makes itself the router's renderer; the router keeps it, and it refers back weakly.
  ///
  /// Child flows pushed onto the stack (`Coordinator.run(_:pushing:animated:)`) show their
  /// screens in the same navigation controller; a child flow with routes of another type makes
  /// its own view controllers (``FlowViewControllersProviding``).
  @MainActor
  public final class NavigationControllerRenderer<Route: Hashable & Codable & Sendable> {
    /// The navigation controller showing the flow's stack (the compact column of a
    /// ``SplitViewRenderer``, which shows the stack in columns when it has room).
    public let navigationController: UINavigationController

    weak var router: Router<Route>?
    private let makeScreen: (ScreenRoute) -> UIViewController
    let events = NavigationEvents()
    var screens: [UIViewController] {
      didSet { modalBase.root = screens.first }
    }
    let modals: ModalLayer<Route>
    /// What the presentations are presented from: the navigation controller, or the split view
    /// controller that shows it in a column.
    let modalBase: ModalBase
    /// The split view drawing this stack in columns, if any: collapsed, it shows the whole
    /// stack in this renderer's navigation controller (its compact column); expanded, the
    /// bottom screens in its sidebar and content columns and the rest in its detail column's
    /// navigation controller. Kept here, as the router keeps this renderer.
    var columns: SplitViewRenderer<Route>?

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
    /// The delegate UIKit gave the edge swipe, put back when the renderer goes.
    private weak var originalPopDelegate: (any UIGestureRecognizerDelegate)?
    let routes = ScreenRoutes()
    /// Whether the user may pinch or swipe a zoomed screen away: a pop as any other.
    let zoomGate: ZoomGate
    lazy var transitions = TransitionEvents(base: events)
    /// Whether the user's edge swipe is popping: UIKit's own interactive animation runs it.
    var edgeSwipeRuns = false

    /// The animator of a push or a pop between two screens, `nil` for UIKit's own: asked for
    /// every animated change of the stack, so it decides per route (and, reading the app's own
    /// state, per change). A change still counts as on screen only once the animator has
    /// completed its transition.
    ///
    /// ```swift
    /// renderer.stackAnimation = { transition in
    ///   transition.to.as(ChatsRoute.self) == .gallery ? FadeAnimator() : nil
    /// }
    /// ```
    ///
    /// The user's edge swipe keeps UIKit's own interactive animation (the closure is not asked
    /// for it); a pop the app's own gesture drives is asked with
    /// ``StackTransition/isInteractive`` set (``beginInteractivePop(driving:)``).
    public var stackAnimation: ((StackTransition) -> (any UIViewControllerAnimatedTransitioning)?)?
    {
      didSet { chooseDelegate() }
    }

    /// Renders `router`: each route of the stack with `screen`, alerts and confirmation dialogs
    /// with `alert` (a plain screen when it returns `nil`). When the user swipes down a sheet
    /// whose flow asks to confirm first, the renderer asks with the flow's prompt and
    /// `confirmation`'s buttons.
    ///
    /// A child flow pushed onto the stack shows its screens here: one that conforms to
    /// ``FlowViewControllersProviding`` makes its own, alerts included, and `screen` makes the
    /// rest, which are `Route`s. A screen of a child flow that makes none, with routes of
    /// another type, is shown as an empty view controller titled with the route, and an issue
    /// names it (a runtime warning in an app, a failure in tests).
    public convenience init(
      router: Router<Route>,
      alert: @escaping (Route) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      screen: @escaping (Route) -> UIViewController
    ) {
      // NB: weak, as the renderer keeps these closures and the router keeps the renderer.
      weak let held = router
      self.init(
        router: router,
        alert: { shown in
          held?.drawn(
            shown, own: alert,
            byPushedFlow: { ($0 as? any FlowViewControllersProviding)?.madeAlert(for: shown) })
        },
        confirmation: confirmation,
        screens: { shown in
          let made = held?.drawn(
            shown, own: screen,
            byPushedFlow: {
              ($0 as? any FlowViewControllersProviding)?.madeViewController(for: shown)
            },
            unprovided: { flow in
              "\(Self.name) has no screen for \(shown), a route of \(flow.flowName): conform "
                + "\(flow.flowName) to FlowViewControllersProviding for its routes, so that it makes "
                + "its own view controllers where it is pushed"
            })
          // NB: a blank keeps the navigation controller's stack as deep as the state, so back
          // swipes still map to the right screens.
          return made ?? blankScreen(titled: shown.description)
        })
    }

    /// Renders `router` and the child flows pushed onto its stack: each screen with `screens`,
    /// which receives the route with the flow that holds it, alerts and confirmation dialogs
    /// with `alert`, and the question before a guarded sheet goes with `confirmation`'s
    /// buttons.
    // NB: disfavoured, so that a trailing closure that does not name its parameter's type
    // (`{ _ in ProfileViewController() }`) makes the renderer of `Route`s instead of being
    // ambiguous where this is visible (the module, and tests that import it `@testable`).
    @_disfavoredOverload
    init(
      router: Router<Route>,
      alert: @escaping (ScreenRoute) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      screens: @escaping (ScreenRoute) -> UIViewController
    ) {
      self.router = router
      let routes = routes
      let screens: (ScreenRoute) -> UIViewController = { route in
        let screen = screens(route)
        routes.record(screen, showing: route)
        return screen
      }
      makeScreen = screens
      let shown = router.screens
      let zoomGate = ZoomGate()
      self.zoomGate = zoomGate
      let initial = Self.stack(shown.stack, above: [], of: nil, gate: zoomGate, making: screens)
      self.screens = initial
      let navigation = FlowNavigationController(
        rootViewController: initial.first ?? screens(shown.root))
      navigationController = navigation
      navigation.setViewControllers(self.screens, animated: false)
      navigation.setNavigationBarHidden(shown.isBarHidden, animated: false)
      let modalBase = ModalBase(navigation)
      modalBase.root = initial.first
      self.modalBase = modalBase
      modals = ModalLayer(
        Self.name, router: router, base: { modalBase.presenter }, alert: alert,
        confirmation: confirmation, baseHasAppeared: false, screens: screens)
      navigation.didAppear = { [weak modals] in modals?.baseDidAppear() }
      navigation.shownElsewhere = { [weak self] other in self?.shown(in: other) }
      navigation.owns = { [weak self] screen in self?.screens.first === screen }
      // NB: read before the navigation controller gets a delegate, which may change it.
      originalPopDelegate = navigation.interactivePopGestureRecognizer?.delegate
      navigation.delegate = events
      events.didShow = { [weak self] navigation in self?.userMayHavePopped(navigation) }
      zoomGate.mayPop = { [weak self] in self?.mayPop(requiringBar: false) ?? false }
      // NB: the renderer's delegate takes the place of UIKit's, whose rules (nothing to pop,
      // a transition, the bar hidden) it keeps; UIKit's comes back when the renderer goes.
      // iOS 26's pan in the content keeps UIKit's delegate, which settles it against scroll
      // views and swipes in the content that the renderer cannot see: over a guarded flow it
      // pops, and the screens come back as after the back button.
      events.standIn(forPopGesture: navigation.interactivePopGestureRecognizer)
      navigation.didLoad = { [weak self] in
        guard let self else { return }
        events.standIn(forPopGesture: navigationController.interactivePopGestureRecognizer)
      }
      events.shouldBeginPop = { [weak self] in self?.userMayStartPop() ?? false }
      transitions.animationFor = { [weak self] operation, from, to in
        self?.animator(for: operation, from: from, to: to)
      }
      attach(self, to: router, name: Self.name)
      modals.presentAll(shown.presented, animated: false) {}
    }

    isolated deinit {
      navigationController.interactivePopGestureRecognizer?.delegate = originalPopDelegate
    }

    /// Applies `steps`: dismissals, then one change of the stack, then presentations.
    @_spi(Rendering)
    public func render(
      _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      var stack = screens
      var stackChanged = false
      var barHidden: Bool?
      var split: SplitLayout??
      for step in steps {
        switch step {
        case .setRoot(let root, let hidesBar):
          stack = Self.stack(
            [root], above: [], of: navigationController, gate: zoomGate, making: makeScreen)
          stackChanged = true
          barHidden = hidesBar
        case .setBarHidden(let hidden): barHidden = hidden
        case .pop(let count):
          stack.removeLast(min(count, max(stack.count - 1, 0)))
          stackChanged = true
        case .push(let routes):
          stack = Self.stack(
            routes, above: stack, of: navigationController, gate: zoomGate, making: makeScreen)
          stackChanged = true
        case .setSplit(let layout): split = layout
        // NB: a container's screens carry their transitions (`ScreenRoute.transition`).
        case .dismiss, .present, .setTabs, .selectTab, .setTabItem, .arrangeTabs, .restyle,
          .setTransition:
          break
        }
      }
      let (dismissals, presentations) = ModalLayer<Route>.presentationSteps(in: steps)
      let apply: @MainActor () -> Void = { [self] in
        // NB: a swipe or a pop of the app's gesture that ran before this change has ended.
        edgeSwipeRuns = false
        transitions.forgetPendingPop()
        modals.dismiss(count: dismissals, animated: animated) { [self] in
          modals.restyle(steps)
          if let split { columns?.show(split) }
          show(stackChanged ? stack : nil, barHidden: barHidden, animated: animated)
          afterTransition { [self] in
            // NB: the screens that went are forgotten once UIKit no longer asks about them.
            routes.keep(screens)
            modals.presentAll(presentations, animated: animated, completion: completion)
          }
        }
      }
      // NB: a transition running now is the user's (the queue hands over one change at a
      // time, and each ends after its own): a back swipe, whose end is not interactive either.
      // UIKit takes no stack change well meanwhile, so the change waits. A pop the user
      // completes takes what it popped, and everything above it, from what this change
      // planned too, as the core does with the state.
      let navigation = activeNavigation
      guard let running = navigation.transitionCoordinator else { return apply() }
      let shownBefore = screens.count
      let waits = running.animate(alongsideTransition: nil) { [weak self] context in
        guard let self else { return completion() }
        // NB: Apple documents no order between this and the delegate's `didShow`; reporting
        // the pop here first (it is reported once) makes the order not matter.
        if !context.isCancelled { userMayHavePopped(navigation) }
        if screens.count < shownBefore {
          stack = Array(stack.prefix(screens.count))
          stackChanged = true
        }
        apply()
      }
      if !waits { apply() }
    }

    /// Shows `stack`, when it changed, and the bar as `barHidden` says.
    private func show(_ stack: [UIViewController]?, barHidden: Bool?, animated: Bool) {
      if let barHidden {
        navigationController.setNavigationBarHidden(barHidden, animated: animated)
        columns?.setBarHidden(barHidden, animated: animated)
      }
      if let stack {
        guard let columns else {
          // NB: where the screens shown now are, and what is below them there.
          let navigation = activeNavigation
          let shown = inNavigation(stack)
          screens = stack
          return navigation.setViewControllers(shown, animated: animated)
        }
        screens = stack
        columns.show(stack, animated: animated)
      }
    }

    /// The navigation controller that shows the top of the stack: this renderer's own, or,
    /// while a split view shows its columns side by side, its detail column's, or, while UIKit
    /// shows the stack from the More list, the More navigation controller.
    var activeNavigation: UINavigationController {
      columns?.activeNavigation ?? lentTo ?? navigationController
    }

    /// The navigation controller UIKit shows the stack in instead of this renderer's own: the
    /// More navigation controller, above its list, while the stack's tab is picked from the
    /// list (UIKit moves the screens of a tab's navigation controller there, and leaves the
    /// tab's own empty and off screen); `nil` otherwise.
    var lentTo: UINavigationController? {
      #if os(visionOS)
        return nil
      #else
        guard columns == nil, let host = screens.first?.navigationController,
          host !== navigationController,
          (host.parent as? UITabBarController)?.moreNavigationController === host
        else { return nil }
        return host
      #endif
    }

    /// How many screens `navigation` shows below the stack's own: the More list's, in the
    /// More navigation controller.
    func screensBelow(in navigation: UINavigationController) -> Int {
      guard columns == nil, navigation === lentTo, let root = screens.first else { return 0 }
      return navigation.viewControllers.firstIndex { $0 === root } ?? 0
    }

    /// What the active navigation controller shows for `stack`: all of it, or, while a split
    /// view shows its columns side by side, the detail's (or its placeholder), or, in the More
    /// navigation controller, the More list and the stack above it.
    func inNavigation(_ stack: [UIViewController]) -> [UIViewController] {
      if let columns { return columns.inNavigation(stack) }
      guard let host = lentTo else { return stack }
      return Array(host.viewControllers.prefix(screensBelow(in: host))) + stack
    }

    /// How deep the stack is, as `navigation` shows it with the screens a split view shows in
    /// its other columns, and without what it shows below the stack.
    func stackCount(shownBy navigation: UINavigationController) -> Int {
      columns?.stackCount(shownBy: navigation)
        ?? navigation.viewControllers.count - screensBelow(in: navigation)
    }

    /// The renderer's name in the issues it reports.
    static var name: String { "NavigationControllerRenderer<\(Route.self)>" }

    /// `stack` with a screen for each of `routes` on top, each made by `make` and checked for
    /// what UIKit refuses on `navigation`'s stack.
    private static func stack(
      _ routes: [ScreenRoute], above stack: [UIViewController],
      of navigation: UINavigationController?, gate: ZoomGate,
      making make: (ScreenRoute) -> UIViewController
    ) -> [UIViewController] {
      var stack = stack
      for route in routes {
        let screen = usableScreen(
          make(route), for: route.description, at: .stack(stack, of: navigation), renderer: name)
        ZoomArrival.prepare(
          screen, arriving: route.transition, for: route.description, below: stack.last,
          mayDismiss: { gate.mayPop() })
        stack.append(screen)
      }
      return stack
    }

    /// Runs `next` once the navigation controller's transition has ended (at once when none
    /// runs), so that a change counts as on screen only after its animation.
    func afterTransition(_ next: @escaping @MainActor () -> Void) {
      guard let coordinator = activeNavigation.transitionCoordinator else { return next() }
      // NB: a transition whose completions already run queues nothing more (`false`) and would
      // never call back: it is over.
      if !coordinator.animate(alongsideTransition: nil, completion: { _ in next() }) { next() }
    }
  }

  // NB: the router's renderer is part of the rendering SPI, out of apps' sight.
  @_spi(Rendering) extension NavigationControllerRenderer: NavigationRenderer {}
#endif
