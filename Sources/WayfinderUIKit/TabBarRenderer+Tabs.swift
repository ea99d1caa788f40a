#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit
  @_spi(Rendering) import Wayfinder

  // A tab flow whose state has what only UIKit's tabs show (iOS 18 and later): a sidebar style,
  // sections, a search tab, the user's customization. From then on its tabs are `UITab`s (the
  // tab bar controller's `tabs`, never again its view controllers: Apple documents no mixing of
  // the two), each showing its tab's screen, in the state's order, hidden as the state hides
  // them, and the user's edits in the sidebar come back as the user's customization.
  extension TabBarRenderer {
    /// Whether the state has what only UIKit's tabs draw.
    private var needsUIKitTabs: Bool {
      if shownItems.values.contains(where: { $0.role == .search }) { return true }
      guard let arrangement else { return false }
      return arrangement.style != .tabBar || !arrangement.sections.isEmpty
        || arrangement.customization != FlowState<Tab>.TabCustomization()
    }

    /// Draws the tabs as UIKit's tabs when they are drawn so already or the state needs them
    /// (iOS 18 and later); `false` when they stay view controllers.
    @discardableResult
    func drawTabs(animated: Bool) -> Bool {
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        drawnTabs != nil || needsUIKitTabs
      else { return false }
      let drawn = (drawnTabs as? DrawnTabs<Tab>) ?? DrawnTabs()
      drawnTabs = drawn
      let order = arrangement.map { $0.arrangedTabs } ?? tabs
      let hidden = arrangement?.customization.hidden ?? []
      let sidebar = arrangement?.style == .sidebarAdaptable
      var shown: [(route: Tab, tab: UITab)] = []
      for route in order {
        guard let index = tabs.firstIndex(of: route) else { continue }
        let tab = drawn.tab(
          for: route, showing: screens[index], search: shownItems[route]?.role == .search)
        label(tab, with: screens[index], item: shownItems[route])
        shown.append((route, tab))
      }
      drawn.keep(shown.map(\.route))
      let list = shown.map(\.tab)
      // NB: values set after the tabs are set win over what UIKit kept of the user's edits.
      if !tabBarController.tabs.elementsEqual(list, by: ===) {
        tabBarController.setTabs(list, animated: animated)
      }
      tabBarController.mode = sidebar ? .tabSidebar : .tabBar
      // NB: the selected tab shows even when hidden; it shows before it is selected, and the
      // tab selected before is hidden only after.
      for (route, tab) in shown {
        tab.allowsHiding = sidebar
        if !hidden.contains(route) || route == selectedRoute { tab.isHidden = false }
      }
      if let route = selectedRoute, let tab = drawn.tabs[route],
        tabBarController.selectedTab !== tab
      {
        tabBarController.selectedTab = tab
      }
      for (route, tab) in shown where hidden.contains(route) && route != selectedRoute {
        tab.isHidden = true
      }
      return true
    }

    /// Gives `tab` the title, image and badge the screen's tab bar item shows (the item's over
    /// the screen's own); a search tab keeps the system's title and image unless the item
    /// names its own.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private func label(_ tab: UITab, with screen: UIViewController, item: TabItem?) {
      let barItem = screen.tabBarItem
      tab.badgeValue = item?.badge?.text
      guard !(tab is UISearchTab) || item?.title != nil || item?.image != nil else { return }
      tab.title = barItem?.title ?? screen.title ?? ""
      tab.image = barItem?.image
    }

    /// Listens to the user's selections and edits of UIKit's tabs.
    func listenToTabs() {
      events.shouldSelectTab = { [weak self] tab in self?.userMaySelect(tab) ?? true }
      events.didSelectTab = { [weak self] tab in self?.userSelected(tab) }
      events.visibilityDidChange = { [weak self] tabs in self?.userChangedVisibility(of: tabs) }
    }

    /// The route `tab` (a `UITab`) was drawn for, if it is one of the flow's.
    private func route(of tab: AnyObject) -> Tab? {
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
        return nil
      }
      return (drawnTabs as? DrawnTabs<Tab>)?.route(of: tab)
    }

    /// A tap on the selected tab returns its flow to the root instead of UIKit's own pop.
    private func userMaySelect(_ tab: AnyObject) -> Bool {
      guard let route = route(of: tab) else { return true }
      guard route == router?.state.root else { return true }
      router?.userDidNavigate(.reselectedTab(route))
      return false
    }

    /// The user selected `tab` (UIKit is reported to tell of selections made in code too: the
    /// state has those already).
    private func userSelected(_ tab: AnyObject) {
      guard let route = route(of: tab), route != router?.state.root
      else { return }
      router?.userDidNavigate(.selectedTab(route))
    }

    /// The user hid or showed `changed` in the sidebar: the state's hidden tabs change by those
    /// (a tab the state hides but shows because it is selected stays hidden unless the user
    /// showed it), and a selection UIKit moved off a tab the user hid is the user's too.
    private func userChangedVisibility(of changed: [AnyObject]) {
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        let drawn = drawnTabs as? DrawnTabs<Tab>, let router,
        case .tabs(let layout) = router.state.shape
      else { return }
      var hidden = layout.customization.hidden
      for case let tab as UITab in changed {
        guard let route = drawn.route(of: tab) else { continue }
        if tab.isHidden { hidden.insert(route) } else { hidden.remove(route) }
      }
      let customization = FlowState<Tab>.TabCustomization(
        order: layout.customization.order, hidden: hidden)
      if customization != layout.customization {
        router.userDidNavigate(.customizedTabs(customization))
      }
      if let selected = tabBarController.selectedTab, let route = drawn.route(of: selected),
        route != router.state.root
      {
        router.userDidNavigate(.selectedTab(route))
      }
    }
  }

  /// The `UITab` drawn for each tab of a flow, known by the identifier its route gives.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @MainActor
  final class DrawnTabs<Route: Hashable & Codable & Sendable> {
    private let ids = TabIdentifiers<Route>()
    private(set) var tabs: [Route: UITab] = [:]
    private var routes: [ObjectIdentifier: Route] = [:]

    /// The tab drawn for `route`: the one drawn before while it shows the same screen and
    /// role, a new one otherwise.
    func tab(for route: Route, showing screen: UIViewController, search: Bool) -> UITab {
      if let tab = tabs[route], tab.viewController === screen, (tab is UISearchTab) == search {
        return tab
      }
      let tab =
        search
        ? UISearchTab { _ in screen }
        : UITab(title: "", image: nil, identifier: ids.id(of: route)) { _ in screen }
      if let old = tabs[route] { routes[ObjectIdentifier(old)] = nil }
      tabs[route] = tab
      routes[ObjectIdentifier(tab)] = route
      return tab
    }

    /// Forgets the tabs of routes other than `kept`.
    func keep(_ kept: [Route]) {
      for (route, tab) in tabs where !kept.contains(route) {
        tabs[route] = nil
        routes[ObjectIdentifier(tab)] = nil
      }
    }

    /// The route `tab` was drawn for, if it is one of these.
    func route(of tab: AnyObject) -> Route? { routes[ObjectIdentifier(tab)] }
  }
#endif
