#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// The `UITab` a tab bar renderer drew for each tab of its flow, with the screen it shows,
  /// known by the identifier its route gives (iOS 18 and later).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @MainActor
  final class DrawnTabs<Route: Hashable & Codable & Sendable> {
    private let ids = TabIdentifiers<Route>()
    /// Each tab's `UITab` and the screen its provider gives.
    private(set) var tabs: [Route: (tab: UITab, screen: UIViewController)] = [:]
    private var routes: [ObjectIdentifier: Route] = [:]
    /// The title and image UIKit gave the search tab.
    private var searchLabel: (title: String, image: UIImage?)?
    /// The tabs reported for a second search role.
    private var reportedSearches: Set<Route> = []
    /// Whether the renderer is drawing: UIKit's callbacks meanwhile tell of its own changes.
    var isDrawing = false

    /// The tab drawn for `route`: the one drawn before while it shows the same screen and
    /// role, a new one otherwise.
    func tab(for route: Route, showing screen: UIViewController, search: Bool) -> UITab {
      if let drawn = tabs[route], drawn.screen === screen, (drawn.tab is UISearchTab) == search {
        return drawn.tab
      }
      let tab: UITab
      if search {
        tab = UISearchTab { _ in screen }
        searchLabel = (tab.title, tab.image)
      } else {
        tab = UITab(title: "", image: nil, identifier: ids.id(of: route)) { _ in screen }
      }
      if let old = tabs[route]?.tab { routes[ObjectIdentifier(old)] = nil }
      tabs[route] = (tab, screen)
      routes[ObjectIdentifier(tab)] = route
      return tab
    }

    /// Gives `tab` the title, image and badge of `route`: the screen's tab bar item's (the
    /// item's over the screen's own); the search tab keeps UIKit's title and image where the
    /// item names none.
    func label(_ tab: UITab, of route: Route, with screen: UIViewController, item: TabItem?) {
      let barItem = screen.tabBarItem
      tab.badgeValue = item?.badge?.text
      guard tab is UISearchTab, let searchLabel else {
        tab.title = barItem?.title ?? screen.title ?? ""
        tab.image = barItem?.image
        return
      }
      tab.title = item?.title == nil ? searchLabel.title : barItem?.title ?? searchLabel.title
      tab.image = item?.image == nil ? searchLabel.image : barItem?.image ?? searchLabel.image
    }

    /// Reports, once, a tab of the search role after the first: UIKit has one search tab.
    func reportSecondSearchTab(_ route: Route, renderer: String) {
      guard reportedSearches.insert(route).inserted else { return }
      reportIssue(
        "\(renderer): the tab `\(route)` has the search role, and another tab before it has it "
          + "too; UIKit shows one search tab, so `\(route)` shows as a tab of its own. Give one "
          + "tab the search role.")
    }

    /// Forgets the tabs of routes other than `kept`.
    func keep(_ kept: [Route]) {
      for (route, drawn) in tabs where !kept.contains(route) {
        tabs[route] = nil
        routes[ObjectIdentifier(drawn.tab)] = nil
      }
      reportedSearches = reportedSearches.filter(kept.contains)
    }

    /// The route `tab` was drawn for, if it is one of these.
    func route(of tab: AnyObject) -> Route? { routes[ObjectIdentifier(tab)] }
  }
#endif
