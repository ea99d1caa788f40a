#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// Renders a tab flow's router with a `UITabBarController`: one tab per route, each tab's
  /// screen made by the child flow shown in it.
  ///
  /// ```swift
  /// let tabs = TabBarRenderer(router: main.router) { tab in
  ///   renderers[tab]?.navigationController ?? UIViewController()
  /// }
  /// ```
  ///
  /// A tap on another tab selects it through the router; a tap on the selected tab returns that
  /// tab's flow to its root. Each tab shows the badge of its item in the tab flow's state
  /// (`TabItem`), and the item's title and image over those of the tab's screen. What
  /// the tab flow itself presents (a child flow run with
  /// `run(_:presenting:)`) is presented over the tab bar, each screen made by `tab` as well.
  ///
  /// On iOS 18 and later, once the state has a sidebar-adaptable style, a search tab or the
  /// user's customization, the tabs are drawn as UIKit's tabs (`UITab`, the tab bar
  /// controller's `tabs`): a sidebar where there is room, the system's search tab, the tabs the
  /// state hides hidden, and the user's edits in the sidebar reported to the flow.
  @MainActor
  public final class TabBarRenderer<Tab: Hashable & Codable & Sendable> {
    /// The tab bar controller showing the tabs.
    public let tabBarController: UITabBarController

    weak var router: Router<Tab>?
    private let makeTab: (Tab) -> UIViewController
    let events = NavigationEvents()
    /// The delegate of the More navigation controller, which tells of the tab the user picks in
    /// the More list.
    private let moreEvents = NavigationEvents()
    /// The tab whose navigation controller's stack the More navigation controller shows.
    private weak var lentInMore: FlowNavigationController?
    private(set) var tabs: [Tab]
    private(set) var screens: [UIViewController]
    /// The tab the state selects, as the steps drawn so far say.
    private(set) var selectedRoute: Tab?
    /// The sections, style and customization the last `arrangeTabs` step gave; `nil` after a
    /// `setTabs` step without one (no section, a tab bar, not customized).
    private(set) var arrangement: FlowState<Tab>.TabLayout?
    /// The tabs as drawn with UIKit's tabs (`UITab`, iOS 18 and later), once the state has
    /// what only they show; `nil` while the tabs are drawn as view controllers.
    var drawnTabs: AnyObject?
    /// The route the tab bar's bottom accessory shows.
    var shownAccessory: Tab?
    /// How many changes the user made to the tabs (a selection, an edit), which no step brings.
    private var userChanges = 0

    /// Makes the view the tab bar's bottom accessory shows (iOS 26 and later, on iPhone, iPad
    /// and Mac Catalyst) for the route the tab flow's state names there
    /// (`setBottomAccessory(_:)`). A state that names a route while this is `nil` is reported.
    ///
    /// ```swift
    /// tabs.accessoryView = { route in NowPlayingView(frame: .zero) }
    /// main.router.setBottomAccessory(.nowPlaying)
    /// ```
    public var accessoryView: ((Tab) -> UIView)? {
      didSet {
        shownAccessory = nil
        drawBar(animated: false)
      }
    }
    private let modals: ModalLayer<Tab>

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
    /// The title and images each tab's screen gave before its item replaced them, to put back
    /// when the item stops setting them.
    var ownLabels: [Tab: OwnLabel] = [:]
    /// The item each tab shows, for tabs with a non-empty one.
    var shownItems: [Tab: TabItem] = [:]
    /// The images UIKit found for the items' images.
    var shownImages: [Tab: UIImage] = [:]

    /// Renders `router`'s tabs, each with the view controller `tab` makes, and its
    /// presentations: screens made by `tab`, alerts described by `alert`, and the question before a
    /// guarded sheet goes with `confirmation`'s buttons.
    public init(
      router: Router<Tab>,
      alert: @escaping (Tab) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      tab: @escaping (Tab) -> UIViewController
    ) {
      self.router = router
      let tabBarController = FlowTabBarController()
      self.tabBarController = tabBarController
      makeTab = tab
      let layout: FlowState<Tab>.TabLayout? =
        if case .tabs(let layout) = router.state.shape { layout } else { nil }
      let list = layout?.tabs ?? []
      tabs = list
      arrangement = layout
      screens = Self.tabScreens(list, of: tabBarController, making: tab)
      modals = ModalLayer(
        "TabBarRenderer<\(Tab.self)>", router: router, base: { tabBarController },
        alert: { shown in shown.as(Tab.self).flatMap(alert) },
        confirmation: confirmation, baseHasAppeared: false,
        screens: { shown in shown.as(Tab.self).map(tab) ?? UIViewController() })
      tabBarController.didAppear = { [weak modals] in modals?.baseDidAppear() }
      selectedRoute = router.state.root
      for (tab, item) in layout?.items ?? [:] { show(item, for: tab) }
      if !drawTabs(animated: false) {
        tabBarController.setViewControllers(screens, animated: false)
        select(router.state.root)
      }
      drawBar(animated: false)
      // NB: a tab the user picks in the More list (more tabs than the tab bar shows) is not
      // reported to the tab bar controller's delegate, which hears taps in the tab bar only;
      // the More navigation controller shows it. Heard before a tab of the list is selected.
      #if !os(visionOS)
        tabBarController.moreNavigationController.delegate = moreEvents
        moreEvents.didShow = { [weak self] more in self?.moreShowed(more) }
      #endif
      tabBarController.delegate = events
      events.shouldSelect = { [weak self] _, screen in self?.userTapped(screen) ?? true }
      events.didSelect = { [weak self] _, screen in self?.userSelected(screen) }
      listenToTabs()
      attach(self, to: router, name: "TabBarRenderer<\(Tab.self)>")
      modals.presentAll(router.screens.presented, animated: false) {}
    }

    /// Applies tab steps and the tab flow's own presentations: dismissals first, the tabs, then
    /// new presentations.
    @_spi(Rendering)
    public func render(
      _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
      completion: @escaping @MainActor () -> Void
    ) {
      let (dismissals, presentations) = ModalLayer<Tab>.presentationSteps(in: steps)
      let changes = userChanges
      modals.dismiss(count: dismissals, animated: animated) { [self] in
        modals.restyle(steps)
        applyTabs(steps, animated: animated, userChanged: userChanges != changes)
        modals.presentAll(presentations, animated: animated, completion: completion)
      }
    }

    /// A screen for each of `tabs`: the one `kept` gives, already shown, or one made by `make`
    /// and checked for a tab of `tabBar`, which is reported and stands in blank when UIKit
    /// cannot show it there.
    private static func tabScreens(
      _ tabs: [Tab], of tabBar: UITabBarController,
      keeping kept: (Tab) -> UIViewController? = { _ in nil },
      making make: (Tab) -> UIViewController
    ) -> [UIViewController] {
      var screens: [UIViewController] = []
      for tab in tabs {
        if let screen = kept(tab) {
          screens.append(screen)
          continue
        }
        let place = ScreenPlace.tab(screens, of: tabBar)
        screens.append(
          usableScreen(
            make(tab), for: "\(tab)", at: place, renderer: "TabBarRenderer<\(Tab.self)>"))
      }
      return screens
    }

    /// Applies the tab steps: first to what the renderer knows of the tabs, then, once, to
    /// UIKit: as UIKit's tabs (iOS 18 and later, once the state has a sidebar style, a search
    /// tab or the user's customization), or as view controllers.
    ///
    /// When the user changed the tabs while the steps waited (for a dismissal), the steps are
    /// older than the user's change, which no step will bring: the selection and arrangement
    /// drawn are then the state's.
    private func applyTabs(
      _ steps: [NavigationStep<ScreenRoute>], animated: Bool, userChanged: Bool
    ) {
      var changed = false
      var newTabs = false
      var selects = false
      // NB: a tab flow's screens are its own tabs; it has no stack for other flows to join.
      for step in steps.compactMap({ $0.routes(as: Tab.self) }) {
        switch step {
        case .setTabs(let list, let selected):
          let kept = screens
          let oldTabs = tabs
          screens = Self.tabScreens(
            list, of: tabBarController,
            keeping: { tab in oldTabs.firstIndex(of: tab).map { kept[$0] } }, making: makeTab)
          tabs = list
          selectedRoute = selected
          arrangement = nil
          ownLabels = ownLabels.filter { list.contains($0.key) }
          shownItems = shownItems.filter { list.contains($0.key) }
          shownImages = shownImages.filter { list.contains($0.key) }
          (changed, newTabs, selects) = (true, true, true)
        case .selectTab(let tab):
          selectedRoute = tab
          (changed, selects) = (true, true)
        case .setTabItem(let tab, let item):
          show(item, for: tab)
          changed = true
        case .arrangeTabs(let layout):
          arrangement = layout
          changed = true
        default: break
        }
      }
      if userChanged {
        takeTabsFromState()
        (changed, selects) = (true, true)
      }
      guard changed else { return }
      if !drawTabs(animated: animated) {
        if newTabs {
          // NB: UIKit is reported to take the More navigation controller's delegate away.
          tabBarController.setViewControllers(screens, animated: animated)
          #if !os(visionOS)
            tabBarController.moreNavigationController.delegate = moreEvents
          #endif
        }
        // NB: only a step that selects selects: the user may be at the More list meanwhile.
        if selects, let selectedRoute {
          select(selectedRoute)
          tabSelected(selectedRoute)
        }
      }
      drawBar(animated: animated)
    }

    /// The user changed the tab flow's state (a selection, an edit of the tabs), which no step
    /// brings: what the renderer knows of the selection and the arrangement is taken from the
    /// state, so that the next drawing keeps the user's change.
    func userChanged() {
      userChanges += 1
      takeTabsFromState()
    }

    /// Takes the selection and the arrangement to draw from the tab flow's state.
    private func takeTabsFromState() {
      guard let router, case .tabs(let layout) = router.state.shape else { return }
      selectedRoute = router.state.root
      arrangement = layout
    }

    /// Selects `tab`'s screen, by identity: the user may have reordered the tabs (in the More
    /// screen's editor), and a tab in the More list has no index in the tab bar.
    private func select(_ tab: Tab) {
      guard let index = tabs.firstIndex(of: tab) ?? (tabs.isEmpty ? nil : 0) else { return }
      tabBarController.selectedViewController = screens[index]
    }

    /// A tap on the selected tab returns its flow to the root instead of UIKit's own pop.
    private func userTapped(_ screen: UIViewController) -> Bool {
      // NB: tabs drawn as UIKit's tabs are heard through their own callbacks.
      guard drawnTabs == nil, let index = screens.firstIndex(where: { $0 === screen }) else {
        return true
      }
      if tabBarController.selectedViewController === screen {
        router?.userDidNavigate(.reselectedTab(tabs[index]))
        return false
      }
      return true
    }

    /// The More navigation controller showed a screen: when it is a tab the user picked in the
    /// More list, that tab is selected.
    private func userMayHavePickedInMore() {
      // NB: the screen the More navigation controller shows first, the selected view
      // controller else: Apple documents only that the latter may be the More navigation
      // controller itself.
      #if !os(visionOS)
        let shown = tabBarController.moreNavigationController.viewControllers.last
      #else
        let shown: UIViewController? = nil
      #endif
      let picked = [shown, tabBarController.selectedViewController].compactMap { $0 }.first {
        candidate in screens.contains { $0 === candidate }
      }
      guard let picked, let index = screens.firstIndex(where: { $0 === picked }),
        router?.state.root != tabs[index]
      else { return }
      userSelected(picked)
    }

    /// The More navigation controller showed a screen: a tab the user may have picked, and,
    /// for a tab whose screen is a renderer's navigation controller, a screen of its stack,
    /// which UIKit shows there, or the list again after it, which that renderer hears.
    private func moreShowed(_ more: UINavigationController) {
      userMayHavePickedInMore()
      // NB: found by the screen shown above the list: `selectedViewController` may be the More
      // navigation controller itself.
      let shown = more.viewControllers.count > 1 ? more.viewControllers[1] : nil
      let lender = shown.flatMap { shown in
        screens.lazy.compactMap { $0 as? FlowNavigationController }
          .first { $0.owns?(shown) == true }
      }
      let told = lender ?? (more.viewControllers.count == 1 ? lentInMore : nil)
      lentInMore = lender
      told?.shownElsewhere?(more)
    }

    private func userSelected(_ screen: UIViewController) {
      guard drawnTabs == nil else { return }
      // NB: the More tab shows again what it showed when the user left it for a tab of the bar.
      #if !os(visionOS)
        if screen === tabBarController.moreNavigationController {
          return userMayHavePickedInMore()
        }
      #endif
      guard let index = screens.firstIndex(where: { $0 === screen }) else { return }
      let tab = tabs[index]
      router?.userDidNavigate(.selectedTab(tab))
      userChanged()
      tabSelected(tab)
    }
  }

  // NB: the router's renderer is part of the rendering SPI, out of apps' sight.
  @_spi(Rendering) extension TabBarRenderer: NavigationRenderer {
    /// The route type of the router it draws: its tabs.
    public typealias Route = Tab
  }
#endif
