import Testing
import UIKit

/// What a tab bar controller's delegate hears of its tabs (`UITab`).
@MainActor
private final class TabsLog: NSObject, UITabBarControllerDelegate {
  var heard: [String] = []
  var allows = true

  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
  {
    heard.append("should \(tab.title)")
    return allows
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
  ) {
    heard.append("did \(selectedTab.title) from \(previousTab?.title ?? "-")")
  }

  func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {
    heard.append("begin")
  }

  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {
    heard.append("end")
  }

  func tabBarController(
    _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
  ) {
    heard.append("visibility \(tabs.map(\.title))")
  }
}

/// A tab titled `title` whose view controller is titled so too, and counts how often it is made.
@MainActor
private func tab(_ title: String, made: (() -> Void)? = nil) -> UITab {
  UITab(title: title, image: nil, identifier: title) { _ in
    made?()
    return screen(title)
  }
}

@MainActor
@Suite("UIKit stand-in: tabs (UITab) and the sidebar")
struct TabRuleTests {
  init() { StandIn.reset() }

  @Test func t6ATabsViewControllerIsMadeWhenNeededAndKept() {
    var made = 0
    let tabs = UITabBarController()
    let second = tab("b") { made += 1 }
    tabs.setTabs([tab("a"), second], animated: false)
    _ = showing(tabs)
    #expect(made == 0)
    #expect(tabs.selectedViewController?.title == "a")
    tabs.selectedTab = second
    #expect(made == 1)
    #expect(tabs.selectedViewController?.title == "b")
    #expect(tabs.selectedViewController?.parent === tabs)
    tabs.setTabs([second], animated: false)
    #expect(made == 1)
    #expect(tabs.selectedTab === second)
  }

  @Test func t6TwoTabsWithOneIdentifierOrViewControllersAfterTabsRaise() {
    let tabs = UITabBarController()
    tabs.setTabs([tab("a")], animated: false)
    tabs.setTabs([tab("b"), tab("b")], animated: false)
    tabs.setViewControllers([screen("c")], animated: false)
    #expect(StandIn.exceptions.count == 2)
    #expect(tabs.tabs.map(\.title) == ["a"])
  }

  @Test func t6AHiddenTabIsNotSelected() {
    let tabs = UITabBarController()
    let hidden = tab("b")
    tabs.setTabs([tab("a"), hidden], animated: false)
    hidden.isHidden = true
    tabs.selectedTab = hidden
    #expect(tabs.selectedTab?.title == "a")
  }

  @Test func t6TheUsersSelectionIsAskedAndTold() {
    let tabs = UITabBarController()
    let second = tab("b")
    tabs.setTabs([tab("a"), second], animated: false)
    let log = TabsLog()
    tabs.delegate = log
    StandIn.userSelectsTab(second, in: tabs)
    StandIn.userSelectsTab(second, in: tabs)
    log.allows = false
    StandIn.userSelectsTab(tabs.tabs[0], in: tabs)
    #expect(log.heard == ["should b", "did b from a", "should b", "did b from b", "should a"])
    #expect(tabs.selectedTab === second)
  }

  @Test func t7TheSidebarShowsInARegularWidthWithItsModeOnly() {
    let tabs = UITabBarController()
    tabs.setTabs([tab("a")], animated: false)
    StandIn.horizontalSizeClass = .regular
    #expect(!tabs.showsSidebar)
    tabs.mode = .tabSidebar
    #expect(tabs.showsSidebar)
    StandIn.horizontalSizeClass = .compact
    #expect(!tabs.showsSidebar)
  }

  @Test func t7EditingTheSidebarHidesTabsThatAllowItAndMovesTheSelection() {
    let tabs = UITabBarController()
    let (first, second, third) = (tab("a"), tab("b"), tab("c"))
    tabs.setTabs([first, second, third], animated: false)
    tabs.mode = .tabSidebar
    StandIn.horizontalSizeClass = .regular
    first.allowsHiding = true
    second.allowsHiding = true
    let log = TabsLog()
    tabs.delegate = log
    StandIn.userEditsSidebar(of: tabs, hiding: [first, third])
    #expect(first.isHidden)
    #expect(!third.isHidden)
    #expect(tabs.selectedTab === second)
    let edit =
      StandIn.orders.visibilityBeforeEditingEnds
      ? ["begin", #"visibility ["a"]"#, "end"] : ["begin", "end", #"visibility ["a"]"#]
    #expect(log.heard == edit)
  }

  @Test func t6ASelectionFromCodeIsToldNotAskedAndAViewControllerIsMadeWhenNeeded() {
    let tabs = UITabBarController()
    let second = tab("b")
    tabs.setTabs([tab("a"), second], animated: false)
    #expect(second.viewController == nil)
    let log = TabsLog()
    tabs.delegate = log
    tabs.selectedTab = second
    #expect(log.heard == ["did b from a"])
    #expect(second.viewController?.title == "b")
    #expect(tabs.customizationIdentifier == nil)
  }

  @Test func t8TheBarsDefaultsAndAnAccessoryInTheTabBarControllersView() {
    let tabs = UITabBarController()
    #expect(tabs.tabBarMinimizeBehavior == .automatic)
    #expect(tabs.bottomAccessory == nil)
    let first = UITabAccessory(contentView: UIView())
    tabs.bottomAccessory = first
    #expect(first.contentView.superview === tabs.view)
    let second = UITabAccessory(contentView: UIView())
    tabs.setBottomAccessory(second, animated: true)
    #expect(first.contentView.superview == nil)
    #expect(second.contentView.superview === tabs.view)
  }
}
