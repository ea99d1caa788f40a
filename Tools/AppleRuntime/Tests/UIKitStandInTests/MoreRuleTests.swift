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
    // What the More navigation controller showed stays, and shows when More is tapped.
    #expect(tabs.moreNavigationController.viewControllers.map(\.title) == ["More", "e"])
    StandIn.userTapsMore(in: tabs)
    #expect(tabs.selectedViewController?.title == "e")
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

/// Rule T5: a navigation controller picked in the More list lends its stack to the More
/// navigation controller.
@MainActor
@Suite("UIKit stand-in: a navigation controller in the More list", .serialized)
struct MoreNavigationRuleTests {
  /// Six tabs, the last a navigation controller showing "f" and "f2", in a visible window.
  private func sixTabs() -> (UITabBarController, UINavigationController, UIWindow) {
    StandIn.reset()
    let tabs = UITabBarController()
    let navigation = UINavigationController(rootViewController: screen("f"))
    navigation.setViewControllers([screen("f"), screen("f2")], animated: false)
    tabs.setViewControllers(["a", "b", "c", "d", "e"].map(screen) + [navigation], animated: false)
    return (tabs, navigation, showing(tabs))
  }

  private func titles(_ navigation: UINavigationController) -> [String?] {
    navigation.viewControllers.map(\.title)
  }

  @Test func t5APickedNavigationControllerLendsItsStackAndTakesNoChangeMeanwhile() {
    let (tabs, navigation, window) = sixTabs()
    let log = NavigationLog()
    tabs.moreNavigationController.delegate = log
    StandIn.userTapsMore(in: tabs)
    StandIn.userPicksInMore(5, in: tabs)
    StandIn.settle()
    #expect(titles(tabs.moreNavigationController) == ["More", "f", "f2"])
    #expect(navigation.viewControllers.isEmpty)
    #expect(navigation.parent == nil)
    #expect(tabs.selectedViewController === navigation)
    #expect(
      tabs.moreNavigationController.topViewController?.navigationController
        === tabs.moreNavigationController)
    #expect(log.heard == ["will f2", "did f2"])
    navigation.setViewControllers([screen("g")], animated: false)
    #expect(StandIn.exceptions.count == 1)
    #expect(titles(tabs.moreNavigationController) == ["More", "f", "f2"])
    StandIn.reset()
    _ = window
  }

  @Test(arguments: [false, true])
  func t5BackToTheListTheRootAloneGoesBack(givenBackAfterDidShow: Bool) {
    let (tabs, navigation, window) = sixTabs()
    StandIn.orders.moreGivesBackAfterDidShow = givenBackAfterDidShow
    let log = MoreLog(lender: navigation)
    tabs.moreNavigationController.delegate = log
    StandIn.userTapsMore(in: tabs)
    StandIn.userPicksInMore(5, in: tabs)
    StandIn.settle()
    StandIn.userTapsMore(in: tabs)
    StandIn.settle()
    #expect(titles(tabs.moreNavigationController) == ["More"])
    #expect(titles(navigation) == ["f"])
    #expect(navigation.viewControllers.first?.parent === navigation)
    #expect(log.lenderStackAtDidShow == (givenBackAfterDidShow ? 0 : 1))
    navigation.setViewControllers([screen("g")], animated: false)
    #expect(StandIn.exceptions.isEmpty)
    _ = window
  }

  @Test func t5AnotherTabInTheBarLeavesTheStackLentAndMoreShowsItAgain() {
    let (tabs, navigation, window) = sixTabs()
    StandIn.userTapsMore(in: tabs)
    StandIn.userPicksInMore(5, in: tabs)
    StandIn.settle()
    StandIn.userTapsTab(1, in: tabs)
    #expect(navigation.viewControllers.isEmpty)
    StandIn.userTapsMore(in: tabs)
    #expect(tabs.selectedViewController === navigation)
    #expect(titles(tabs.moreNavigationController) == ["More", "f", "f2"])
    _ = window
  }

  @Test func t5TabsSetOrAnotherTabOfTheListSelectedGiveTheWholeStackBack() {
    let (tabs, navigation, window) = sixTabs()
    tabs.selectedViewController = navigation
    #expect(titles(tabs.moreNavigationController) == ["More", "f", "f2"])
    tabs.selectedIndex = 4
    #expect(titles(navigation) == ["f", "f2"])
    #expect(titles(tabs.moreNavigationController) == ["More", "e"])
    tabs.selectedViewController = navigation
    let log = NavigationLog()
    tabs.moreNavigationController.delegate = log
    tabs.setViewControllers(tabs.viewControllers, animated: false)
    #expect(titles(navigation) == ["f", "f2"])
    #expect(navigation.parent === tabs)
    #expect(tabs.moreNavigationController.delegate == nil)
    #expect(navigation.viewControllers.allSatisfy { $0.parent === navigation })
    _ = window
  }
}

/// What the More navigation controller's delegate saw of the lender's stack.
@MainActor
private final class MoreLog: NSObject, UINavigationControllerDelegate {
  let lender: UINavigationController
  var lenderStackAtDidShow: Int?

  init(lender: UINavigationController) { self.lender = lender }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    lenderStackAtDidShow = lender.viewControllers.count
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
