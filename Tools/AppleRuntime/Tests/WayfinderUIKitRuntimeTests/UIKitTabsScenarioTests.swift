import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A tab flow whose state has what only UIKit's tabs (`UITab`) show: a sidebar style, a search
/// tab, hidden tabs; drawn as `UITab`s, and the user's selections and sidebar edits heard.
@MainActor
@Suite("UIKit adapter on the stand-in: UIKit's tabs and the sidebar")
struct UIKitTabsScenarioTests {
  private let home = HomeFlow()
  private let renderer: TabBarRenderer<HomeTab>
  private let window = UIWindow()

  init() {
    StandIn.reset()
    home.start()
    home.router.setTabs([.feed, .inbox, .signIn], selected: .feed, animated: false)
    renderer = TabBarRenderer(router: home.router) { tab in titled("\(tab)") }
    window.rootViewController = renderer.tabBarController
    window.makeKeyAndVisible()
    StandIn.settle()
  }

  private var tabBar: UITabBarController { renderer.tabBarController }

  /// The tab drawn for `route`, found by its title.
  private func tab(_ route: HomeTab) -> UITab? {
    tabBar.tabs.first { $0.title == "\(route)" }
  }

  /// The user hides `route`'s tab in the sidebar, shown in a regular width, of tabs shown
  /// sidebar-adaptable with `selected` selected.
  private func userHides(_ route: HomeTab, selected: HomeTab = .feed) throws -> UITab {
    StandIn.horizontalSizeClass = .regular
    home.router.setTabStyle(.sidebarAdaptable)
    home.router.select(selected)
    StandIn.settle()
    let hidden = try #require(tab(route))
    StandIn.userEditsSidebar(of: tabBar, hiding: [hidden])
    StandIn.settle()
    return hidden
  }

  /// The customization in the tab flow's state.
  private var customization: FlowState<HomeTab>.TabCustomization? {
    guard case .tabs(let layout) = home.router.state.shape else { return nil }
    return layout.customization
  }

  private func expectNoComplaints(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(StandIn.warnings.isEmpty, sourceLocation: sourceLocation)
    #expect(StandIn.exceptions.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func aPlainTabBarStaysViewControllers() {
    #expect(tabBar.tabs.isEmpty)
    #expect(tabBar.viewControllers?.map(\.title) == ["feed", "inbox", "signIn"])
  }

  @Test func aSidebarStyleDrawsUIKitsTabsWithTheSameScreens() {
    let screens = tabBar.viewControllers ?? []
    home.router.setTabStyle(.sidebarAdaptable)
    StandIn.settle()
    #expect(tabBar.tabs.map(\.title) == ["feed", "inbox", "signIn"])
    #expect(
      tabBar.tabs.map(\.identifier) == [#"{"feed":{}}"#, #"{"inbox":{}}"#, #"{"signIn":{}}"#])
    #expect(tabBar.tabs.first?.viewController === screens.first)
    #expect(tabBar.mode == .tabSidebar)
    #expect(tabBar.tabs.allSatisfy { $0.allowsHiding })
    #expect(tabBar.selectedTab === tab(.feed))
    #expect(tabBar.selectedViewController === screens.first)
    home.router.select(.inbox)
    StandIn.settle()
    #expect(tabBar.selectedTab === tab(.inbox))
    #expect(tabBar.selectedViewController === screens[1])
    #expect(tab(.inbox)?.viewController === screens[1])
    expectNoComplaints()
  }

  @Test func aSearchTabIsUIKitsSearchTab() {
    home.router.updateTabItem(for: .signIn) { $0.role = .search }
    StandIn.settle()
    #expect(tabBar.tabs.count == 3)
    #expect(tabBar.tabs.last is UISearchTab)
    #expect(tabBar.tabs.last?.title == "Search")
    #expect(tabBar.mode == .tabBar)
    #expect(!(tabBar.tabs.first?.allowsHiding ?? true))
    home.router.updateTabItem(for: .signIn) { $0.title = "Find" }
    StandIn.settle()
    #expect(tabBar.tabs.last?.title == "Find")
    expectNoComplaints()
  }

  @Test func hiddenTabsAreHiddenButTheSelectedOne() {
    home.router.customizeTabs { $0.hidden = [.inbox] }
    StandIn.settle()
    #expect(tabBar.tabs.map(\.isHidden) == [false, true, false])
    home.router.select(.inbox)
    StandIn.settle()
    #expect(tabBar.selectedTab?.title == "inbox")
    #expect(tabBar.tabs.map(\.isHidden) == [false, false, false])
    home.router.select(.feed)
    StandIn.settle()
    #expect(tabBar.selectedTab?.title == "feed")
    #expect(tabBar.tabs.map(\.isHidden) == [false, true, false])
    expectNoComplaints()
  }

  @Test func theUsersOrderIsTheTabsOrder() {
    home.router.customizeTabs { $0.order = [.signIn, .feed] }
    StandIn.settle()
    guard case .tabs(let layout) = home.router.state.shape else {
      Issue.record("not a tab flow")
      return
    }
    #expect(tabBar.tabs.map(\.title) == layout.arrangedTabs.map { "\($0)" })
    #expect(tabBar.tabs.map(\.title) == ["signIn", "inbox", "feed"])
  }

  @Test func theUsersSelectionAndReselectionGoThroughTheRouter() {
    home.router.setTabStyle(.sidebarAdaptable)
    StandIn.settle()
    guard let inbox = tab(.inbox) else {
      Issue.record("no inbox tab")
      return
    }
    StandIn.userSelectsTab(inbox, in: tabBar)
    #expect(home.router.state.root == .inbox)
    #expect(tabBar.selectedTab === inbox)
    StandIn.userSelectsTab(inbox, in: tabBar)
    #expect(home.router.state.root == .inbox)
    expectNoComplaints()
  }

  @Test func theUsersSidebarEditsBecomeTheUsersCustomization() throws {
    let inbox = try userHides(.inbox)
    #expect(customization?.hidden == [.inbox])
    StandIn.userEditsSidebar(of: tabBar, showing: [inbox])
    StandIn.settle()
    #expect(customization?.hidden == [])
    #expect(!inbox.isHidden)
    expectNoComplaints()
  }

  @Test func hidingTheSelectedTabMovesTheSelectionInTheStateToo() throws {
    let inbox = try userHides(.inbox, selected: .inbox)
    #expect(home.router.state.root == .feed)
    #expect(tabBar.selectedTab === tab(.feed))
    #expect(inbox.isHidden)
    expectNoComplaints()
  }

  @Test func newTabsAreSetAsUIKitsTabsNeverAsViewControllers() {
    home.router.setTabStyle(.sidebarAdaptable)
    StandIn.settle()
    let feed = tab(.feed)
    home.router.update { state in
      try? state.setTabs([.feed, .signIn], selected: .signIn)
      try? state.setTabStyle(.sidebarAdaptable)
    }
    StandIn.settle()
    #expect(tabBar.tabs.map(\.title) == ["feed", "signIn"])
    #expect(tabBar.tabs.first === feed)
    #expect(tabBar.selectedTab?.title == "signIn")
    home.router.setTabs([.feed, .inbox], selected: .feed)
    StandIn.settle()
    #expect(tabBar.tabs.map(\.title) == ["feed", "inbox"])
    #expect(tabBar.mode == .tabSidebar)
    // NB: back to a plain tab bar: still UIKit's tabs, never view controllers again.
    home.router.setTabStyle(.tabBar)
    StandIn.settle()
    #expect(tabBar.tabs.map(\.title) == ["feed", "inbox"])
    #expect(tabBar.mode == .tabBar)
    expectNoComplaints()
  }

  @Test func sectionsShowTheirTabsInTheirPlacesAsTabsOfTheirOwn() {
    home.router.setTabSections([.init(id: "mail", title: "Mail", tabs: [.inbox, .signIn])])
    StandIn.settle()
    // NB: sections alone need nothing of UIKit's tabs.
    #expect(tabBar.tabs.isEmpty)
    home.router.setTabStyle(.sidebarAdaptable)
    home.router.customizeTabs { $0.order = [.signIn, .inbox] }
    StandIn.settle()
    #expect(tabBar.tabs.map(\.title) == ["feed", "signIn", "inbox"])
    #expect(!tabBar.tabs.contains { $0.identifier == "mail" })
    expectNoComplaints()
  }

  @Test func theUsersSelectionStaysThroughTheNextDrawing() {
    home.router.setTabStyle(.sidebarAdaptable)
    home.router.customizeTabs { $0.hidden = [.signIn] }
    home.router.select(.signIn)
    StandIn.settle()
    guard let inbox = tab(.inbox), let signIn = tab(.signIn) else {
      Issue.record("no tabs")
      return
    }
    StandIn.userSelectsTab(inbox, in: tabBar)
    #expect(home.router.state.root == .inbox)
    // NB: the tab the state hides, shown while it was selected, hides again.
    #expect(signIn.isHidden)
    home.router.updateTabItem(for: .feed) { $0.badge = .count(2) }
    StandIn.settle()
    #expect(tabBar.selectedTab === inbox)
    #expect(signIn.isHidden)
    StandIn.userSelectsTab(tab(.feed) ?? inbox, in: tabBar)
    #expect(home.router.state.root == .feed)
    expectNoComplaints()
  }

  @Test func aSelectionTheUserMakesWhileOlderStepsWaitIsTheOneDrawn() throws {
    home.router.setTabStyle(.sidebarAdaptable)
    home.router.present(.signIn)
    StandIn.settle()
    // NB: the selection waits for the sheet's dismissal; meanwhile the user picks another tab.
    home.router.update { state in
      try? state.dismiss()
      try? state.select(.inbox)
    }
    StandIn.userSelectsTab(try #require(tab(.signIn)), in: tabBar)
    #expect(home.router.state.root == .signIn)
    StandIn.settle()
    #expect(home.router.state.root == .signIn)
    #expect(tabBar.selectedTab === tab(.signIn))
    expectNoComplaints()
  }

  @Test func theUsersHiddenTabStaysHiddenThroughTheNextDrawing() throws {
    let inbox = try userHides(.inbox)
    home.router.updateTabItem(for: .feed) { $0.badge = .count(2) }
    StandIn.settle()
    #expect(inbox.isHidden)
    #expect(customization?.hidden == [.inbox])
  }

  @Test func aSecondSearchTabIsReportedAndTheSearchTabGetsItsLabelBack() {
    home.router.updateTabItem(for: .signIn) { $0 = TabItem(title: "Find") }
    home.router.updateTabItem(for: .signIn) { $0.role = .search }
    StandIn.settle()
    #expect(tabBar.tabs.last?.title == "Find")
    home.router.updateTabItem(for: .signIn) { $0.title = nil }
    StandIn.settle()
    #expect(tabBar.tabs.last?.title == "Search")
    withKnownIssue {
      home.router.updateTabItem(for: .inbox) { $0.role = .search }
      StandIn.settle()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "TabBarRenderer<HomeTab>: the tab `signIn` has the search role, and another tab before it "
          + "has it too; UIKit shows one search tab, so `signIn` shows as a tab of its own. Give "
          + "one tab the search role."
      ]
    }
    #expect(tabBar.tabs.map { $0 is UISearchTab } == [false, true, false])
    expectNoComplaints()
  }

  @Test func aStateThatHidesTheSelectedTabShowsItAtOnce() {
    StandIn.reset()
    let flow = HomeFlow()
    flow.start()
    flow.router.customizeTabs(animated: false) { $0.hidden = [.feed, .inbox] }
    let renderer = TabBarRenderer(router: flow.router) { tab in titled("\(tab)") }
    #expect(renderer.tabBarController.tabs.map(\.isHidden) == [false, true])
    #expect(renderer.tabBarController.selectedTab?.title == "feed")
    #expect(renderer.tabBarController.customizationIdentifier != nil)
  }

  @Test func aBadgeIsDrawnOnTheTab() {
    home.router.setTabStyle(.sidebarAdaptable)
    home.router.updateTabItem(for: .inbox) { $0.badge = .count(4) }
    StandIn.settle()
    #expect(tab(.inbox)?.badgeValue == "4")
    home.router.updateTabItem(for: .inbox) { $0.badge = nil }
    StandIn.settle()
    #expect(tab(.inbox)?.badgeValue == nil)
  }

  @Test func aRendererDrawingUIKitsTabsIsReleased() {
    weak var released: TabBarRenderer<HomeTab>?
    do {
      let flow = HomeFlow()
      flow.start()
      flow.router.setTabStyle(.sidebarAdaptable, animated: false)
      let renderer = TabBarRenderer(router: flow.router) { tab in titled("\(tab)") }
      #expect(renderer.tabBarController.tabs.count == 2)
      released = renderer
    }
    #expect(released == nil)
  }
}
