#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  // A tab flow whose state has what only UIKit's tabs show (iOS 18 and later): a sidebar style,
  // a search tab, the user's customization. From then on its tabs are `UITab`s (the tab bar
  // controller's `tabs`, never again its view controllers: Apple documents no mixing of the
  // two), each showing its tab's screen, in the state's order, hidden as the state hides them,
  // and the user's edits in the sidebar come back as the user's customization. Sections are
  // not drawn as tab groups: a compact tab bar shows root tabs only, so an iPhone could not
  // reach a group's tabs.
  extension TabBarRenderer {
    /// Whether the state has what only UIKit's tabs draw.
    private var needsUIKitTabs: Bool {
      if shownItems.values.contains(where: { $0.role == .search }) { return true }
      guard let arrangement else { return false }
      return arrangement.style != .tabBar
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
      if drawnTabs == nil {
        // NB: UIKit keeps the user's edits of each tab bar controller under this identifier.
        tabBarController.customizationIdentifier =
          "Wayfinder.TabBarRenderer<\(String(reflecting: Tab.self))>"
      }
      drawnTabs = drawn
      // NB: UIKit's callbacks while the renderer draws tell of the renderer's own changes.
      drawn.isDrawing = true
      defer { drawn.isDrawing = false }
      let order = arrangement.map { $0.arrangedTabs } ?? tabs
      let hidden = arrangement?.customization.hidden ?? []
      let sidebar = arrangement?.style == .sidebarAdaptable
      let search = order.first { shownItems[$0]?.role == .search }
      var shown: [(route: Tab, tab: UITab)] = []
      for route in order {
        guard let index = tabs.firstIndex(of: route) else { continue }
        if shownItems[route]?.role == .search, route != search {
          drawn.reportSecondSearchTab(route, renderer: "TabBarRenderer<\(Tab.self)>")
        }
        let tab = drawn.tab(for: route, showing: screens[index], search: route == search)
        drawn.label(tab, of: route, with: screens[index], item: shownItems[route])
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
      if let route = selectedRoute, let tab = drawn.tabs[route]?.tab,
        tabBarController.selectedTab !== tab
      {
        tabBarController.selectedTab = tab
      }
      for (route, tab) in shown where hidden.contains(route) && route != selectedRoute {
        tab.isHidden = true
      }
      return true
    }

    /// Listens to the user's selections and edits of UIKit's tabs.
    func listenToTabs() {
      events.shouldSelectTab = { [weak self] tab in self?.userMaySelect(tab) ?? true }
      events.didSelectTab = { [weak self] tab in self?.userSelected(tab) }
      events.visibilityDidChange = { [weak self] tabs in self?.userChangedVisibility(of: tabs) }
    }

    /// The drawn tabs, while the user (not the renderer drawing) acts on them.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    private var usersTabs: DrawnTabs<Tab>? {
      guard let drawn = drawnTabs as? DrawnTabs<Tab>, !drawn.isDrawing else { return nil }
      return drawn
    }

    /// The route `tab` (a `UITab`) was drawn for, if the user acts on one of the flow's tabs.
    private func route(of tab: AnyObject) -> Tab? {
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
        return nil
      }
      return usersTabs?.route(of: tab)
    }

    /// A tap on the selected tab returns its flow to the root instead of UIKit's own pop.
    private func userMaySelect(_ tab: AnyObject) -> Bool {
      guard let route = route(of: tab), route == selectedRoute else { return true }
      router?.userDidNavigate(.reselectedTab(route))
      return false
    }

    /// The user selected `tab`; the tab selected before is hidden again if the state hides it.
    private func userSelected(_ tab: AnyObject) {
      guard let route = route(of: tab), route != selectedRoute else { return }
      router?.userDidNavigate(.selectedTab(route))
      userChanged()
      drawTabs(animated: false)
    }

    /// The user hid or showed `changed` in the sidebar: the state's hidden tabs change by those
    /// (a tab the state hides but shows because it is selected stays hidden unless the user
    /// showed it), and a selection UIKit moved off a tab the user hid is the user's too.
    private func userChangedVisibility(of changed: [AnyObject]) {
      guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        let drawn = usersTabs, let router, case .tabs(let layout) = router.state.shape
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
      userChanged()
      drawTabs(animated: false)
    }
  }
#endif
