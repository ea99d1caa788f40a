import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A view made for an accessory's route.
private final class AccessoryView: UIView {
  let route: HomeTab

  init(route: HomeTab) {
    self.route = route
    super.init()
  }
}

/// The tab bar's minimizing and bottom accessory (iOS 26) as the tab flow's state gives them.
@MainActor
@Suite("UIKit adapter on the stand-in: the tab bar's minimizing and bottom accessory")
struct TabBarAccessoryScenarioTests {
  private let home = HomeFlow()
  private let renderer: TabBarRenderer<HomeTab>

  init() {
    StandIn.reset()
    home.start()
    renderer = TabBarRenderer(router: home.router) { tab in titled("\(tab)") }
  }

  private var tabBar: UITabBarController { renderer.tabBarController }

  /// An accessory view naming the route it was made for.
  private func accessory(_ route: HomeTab) -> UIView { AccessoryView(route: route) }

  /// The route of the view `tabBar`'s accessory shows.
  private func accessoryRoute(of tabBar: UITabBarController) -> HomeTab? {
    (tabBar.bottomAccessory?.contentView as? AccessoryView)?.route
  }

  @Test func theMinimizingIsTheStates() {
    #expect(tabBar.tabBarMinimizeBehavior == .automatic)
    home.router.setTabBarMinimizing(.onScrollDown)
    StandIn.settle()
    #expect(tabBar.tabBarMinimizeBehavior == .onScrollDown)
    home.router.setTabBarMinimizing(.never)
    StandIn.settle()
    #expect(tabBar.tabBarMinimizeBehavior == .never)
    home.router.setTabBarMinimizing(.automatic)
    StandIn.settle()
    #expect(tabBar.tabBarMinimizeBehavior == .automatic)
  }

  @Test func theAccessoryShowsTheAppsViewForTheStatesRoute() {
    renderer.accessoryView = { route in self.accessory(route) }
    #expect(tabBar.bottomAccessory == nil)
    home.router.setBottomAccessory(.signIn)
    StandIn.settle()
    let shown = tabBar.bottomAccessory
    #expect((shown?.contentView as? AccessoryView)?.route == .signIn)
    #expect(shown?.contentView.superview === tabBar.view)
    home.router.updateTabItem(for: .feed) { $0.badge = .count(1) }
    StandIn.settle()
    #expect(tabBar.bottomAccessory === shown)
    home.router.setBottomAccessory(.inbox)
    StandIn.settle()
    #expect(accessoryRoute(of: tabBar) == .inbox)
    #expect(tabBar.bottomAccessory !== shown)
    #expect(shown?.contentView.superview == nil)
    home.router.setBottomAccessory(nil)
    StandIn.settle()
    #expect(tabBar.bottomAccessory == nil)
  }

  @Test func anAccessoryWithoutAViewIsReportedAndDrawnOnceThereIsOne() {
    withKnownIssue {
      home.router.setBottomAccessory(.signIn)
      StandIn.settle()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "TabBarRenderer<HomeTab>: the state shows `signIn` in the tab bar's bottom accessory, and "
          + "the renderer has no view for it. Set the renderer's `accessoryView` to make the "
          + "accessory's view."
      ]
    }
    #expect(tabBar.bottomAccessory == nil)
    home.router.setTabBarMinimizing(.onScrollUp)
    StandIn.settle()
    renderer.accessoryView = { route in self.accessory(route) }
    #expect(accessoryRoute(of: tabBar) == .signIn)
    #expect(tabBar.tabBarMinimizeBehavior == .onScrollUp)
  }

  @Test func aRendererMadeForAStateWithAnAccessoryAndSetTabsKeepIt() {
    StandIn.reset()
    let flow = HomeFlow()
    flow.start()
    flow.router.setBottomAccessory(.signIn, animated: false)
    flow.router.setTabBarMinimizing(.onScrollDown, animated: false)
    let renderer = TabBarRenderer(router: flow.router) { tab in titled("\(tab)") }
    renderer.accessoryView = { route in self.accessory(route) }
    StandIn.settle()
    #expect(accessoryRoute(of: renderer.tabBarController) == .signIn)
    #expect(renderer.tabBarController.tabBarMinimizeBehavior == .onScrollDown)
    flow.router.setTabs([.feed, .inbox, .signIn], selected: .inbox)
    StandIn.settle()
    #expect(accessoryRoute(of: renderer.tabBarController) == .signIn)
    #expect(renderer.tabBarController.tabBarMinimizeBehavior == .onScrollDown)
  }
}
