import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// Screens UIKit cannot show where the state puts them are reported, and the rest still shows.
@MainActor
@Suite("UIKit adapter on the stand-in: screens UIKit cannot show")
struct ContainerScreenScenarioTests {
  @Test func aSplitViewControllerMadeForAStackScreenIsReportedNotPushed() {
    let shop = ShopFlow()
    let renderer = shown(shop) { screen in
      screen.as(ShopRoute.self) == .checkout
        ? UISplitViewController(style: .doubleColumn) : titled(screen.description)
    }
    withKnownIssue {
      shop.router.push(.checkout)
      StandIn.settle()
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "NavigationControllerRenderer<ShopRoute>: the screen made for checkout is a "
          + "UISplitViewController, and UIKit cannot push one.") == true
    }
    #expect(renderer.navigationController.viewControllers.map(\.title) == ["catalog", "checkout"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aTabBarControllerMadeForATabIsReportedAndTheOtherTabsShow() {
    StandIn.reset()
    let home = HomeFlow()
    home.start()
    var renderer: TabBarRenderer<HomeTab>?
    withKnownIssue {
      renderer = TabBarRenderer(router: home.router) { tab in
        tab == .inbox ? UITabBarController() : titled("\(tab)")
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "TabBarRenderer<HomeTab>: the screen made for inbox is a UITabBarController, and UIKit "
          + "cannot show one as a tab. Give the tab the screen or the navigation controller of "
          + "the tab's flow."
      ]
    }
    #expect(renderer?.tabBarController.viewControllers?.map(\.title) == ["feed", "inbox"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func oneViewControllerMadeForTwoTabsIsReported() {
    StandIn.reset()
    let home = HomeFlow()
    home.start()
    let shared = titled("shared")
    var renderer: TabBarRenderer<HomeTab>?
    withKnownIssue {
      renderer = TabBarRenderer(router: home.router) { _ in shared }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix(
        "TabBarRenderer<HomeTab>: the screen made for inbox is already on screen") == true
    }
    #expect(renderer?.tabBarController.viewControllers?.map(\.title) == ["shared", "inbox"])
    #expect(StandIn.exceptions.isEmpty)
  }
}
