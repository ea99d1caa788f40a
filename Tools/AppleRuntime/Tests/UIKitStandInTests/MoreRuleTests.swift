import Testing
import UIKit

/// Rule T4: more tabs than fit a compact tab bar go to the More interface.
@MainActor
@Suite("UIKit stand-in: the More tab", .serialized)
struct MoreRuleTests {
  /// Six tabs, "a" to "f", in a visible window, with a delegate that logs what it hears.
  private func sixTabs() -> (UITabBarController, TabLog, UIWindow) {
    StandIn.reset()
    let tabs = UITabBarController()
    tabs.setViewControllers(["a", "b", "c", "d", "e", "f"].map(screen), animated: false)
    let window = showing(tabs)
    let log = TabLog()
    tabs.delegate = log
    return (tabs, log, window)
  }

  @Test func t4TabsPastTheFourthAreInTheMoreListNotInTheTabBar() {
    let (tabs, log, window) = sixTabs()
    StandIn.userTapsTab(4, in: tabs)
    #expect(tabs.selectedIndex == 0)
    StandIn.userTapsMore(in: tabs)
    #expect(log.heard == ["More"])
    #expect(tabs.selectedViewController === tabs.moreNavigationController)
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(!(tabs.viewControllers ?? []).contains { $0 === tabs.moreNavigationController })
    _ = window
  }

  @Test func t4APickInTheMoreListSelectsTheTabAndTellsTheTabBarsDelegateNothing() {
    let (tabs, log, window) = sixTabs()
    StandIn.userTapsMore(in: tabs)
    StandIn.userPicksInMore(5, in: tabs)
    StandIn.settle()
    #expect(log.heard == ["More"])
    #expect(tabs.selectedIndex == 5)
    #expect(tabs.selectedViewController?.title == "f")
    #expect(tabs.moreNavigationController.viewControllers.map(\.title) == ["More", "f"])
    #expect(tabs.viewControllers?.count == 6)
    // Back to the list: the More navigation controller is selected again.
    StandIn.userTapsBack(in: tabs.moreNavigationController)
    StandIn.settle()
    #expect(tabs.selectedIndex == NSNotFound)
    #expect(tabs.viewControllers?.last?.parent === tabs)
    _ = window
  }

  @Test func t4CodeSelectsATabOfTheMoreListThroughTheMoreNavigationController() {
    let (tabs, _, window) = sixTabs()
    tabs.selectedIndex = 4
    #expect(tabs.selectedViewController?.title == "e")
    #expect(tabs.moreNavigationController.viewControllers.map(\.title) == ["More", "e"])
    tabs.selectedViewController = tabs.viewControllers?[1]
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.moreNavigationController.viewControllers.map(\.title) == ["More"])
    _ = window
  }

  @Test func t4TheUsersReorderChangesTheTabsOrder() {
    let (tabs, log, window) = sixTabs()
    tabs.selectedIndex = 1
    StandIn.userMovesTab(from: 5, to: 0, in: tabs)
    #expect(tabs.viewControllers?.map(\.title) == ["f", "a", "b", "c", "d", "e"])
    #expect(tabs.selectedViewController?.title == "b")
    #expect(tabs.selectedIndex == 2)
    #expect(log.customized == 1)
    _ = window
  }

  @Test func t4FiveTabsOrARegularWidthHaveNoMoreTab() {
    StandIn.reset()
    StandIn.horizontalSizeClass = .regular
    let tabs = UITabBarController()
    tabs.setViewControllers(["a", "b", "c", "d", "e", "f"].map(screen), animated: false)
    let window = showing(tabs)
    StandIn.userTapsTab(5, in: tabs)
    #expect(tabs.selectedIndex == 5)
    StandIn.reset()
    _ = window
  }
}

/// What a tab bar controller's delegate heard.
@MainActor
private final class TabLog: NSObject, UITabBarControllerDelegate {
  var heard: [String] = []
  var customized = 0

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    heard.append(viewController.title ?? "?")
  }

  func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) {
    customized += 1
  }
}
