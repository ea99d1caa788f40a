import Testing
import UIKit
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting
import WayfinderUIKitUnderTest

enum ShopRoute: Hashable, Codable, Sendable {
  case catalog
  case item(Int)
  case checkout
}
enum OrderRoute: Hashable, Codable, Sendable { case cart, address }

final class ShopFlow: Coordinator<ShopRoute, Void> {
  init() { super.init(root: .catalog) }
}

final class OrderFlow: Coordinator<OrderRoute, Int> {
  init() { super.init(root: .cart) }
}

/// A started shop drawn in a visible window by a renderer made with `screens`.
@MainActor
func shown(
  _ shop: ShopFlow, screens: @escaping (ScreenRoute) -> UIViewController
) -> NavigationControllerRenderer<ShopRoute> {
  StandIn.reset()
  shop.start()
  let renderer = NavigationControllerRenderer(router: shop.router, screens: screens)
  let window = UIWindow()
  window.rootViewController = renderer.navigationController
  window.makeKeyAndVisible()
  StandIn.settle()
  return renderer
}

@MainActor
@Suite("UIKit adapter on the stand-in: child flows and the screens they get")
struct ChildScreenScenarioTests {
  @Test func aPushedChildFlowsScreensJoinTheParentsNavigationController() {
    let shop = ShopFlow()
    let renderer = shown(shop) { screen in titled(screen.description) }
    let navigation = renderer.navigationController
    shop.router.push(.item(1))
    weak var weakOrder: OrderFlow?
    weak var orderScreen: UIViewController?
    do {
      let order = OrderFlow()
      weakOrder = order
      shop.show(order, pushing: .checkout)
      order.router.push(.address)
      StandIn.settle()
      orderScreen = navigation.viewControllers.last
    }
    #expect(navigation.viewControllers.count == 4)
    #expect(navigation.viewControllers.allSatisfy { !($0 is UINavigationController) })
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(weakOrder?.router.state.stack == [.cart])
    #expect(orderScreen == nil)
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(shop.router.state.path == [.item(1)])
    #expect(navigation.viewControllers.count == 2)
    #expect(weakOrder == nil)
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aRegistryDrawsEachScreenByItsRouteTypeAndReportsAMissingOne() {
    StandIn.reset()
    let shop = ShopFlow()
    shop.start()
    var screens = ScreenRegistry<UIViewController>()
    screens.register(ShopRoute.self) { titled("shop \($0)") }
    let renderer = NavigationControllerRenderer(router: shop.router, registry: screens)
    let window = UIWindow()
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    StandIn.settle()
    shop.router.push(.item(1))
    // The order flow's routes have no registration: reported, and an empty screen keeps the
    // navigation controller's stack as deep as the state.
    withKnownIssue {
      shop.show(OrderFlow(), pushing: .checkout)
      StandIn.settle()
    } matching: { issue in
      issue.description.contains(
        "ScreenRegistry has no screen for cart, a route of type OrderRoute")
    }
    let titles = renderer.navigationController.viewControllers.map(\.title)
    #expect(titles == ["shop catalog", "shop item(1)", "cart"])
  }

  @Test func aNavigationControllerMadeForAStackScreenIsReportedNotNested() {
    let shop = ShopFlow()
    let renderer = shown(shop) { screen in
      screen.as(ShopRoute.self) == .checkout
        ? UINavigationController(rootViewController: titled("cart")) : titled(screen.description)
    }
    withKnownIssue {
      shop.router.push(.checkout)
      StandIn.settle()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "NavigationControllerRenderer<ShopRoute>: the screen made for checkout is a "
          + "UINavigationController, and UIKit cannot push one. A child flow whose screens "
          + "belong on this stack is pushed onto it (Coordinator.run(_:pushing:)) and drawn by "
          + "this renderer, made with init(router:alert:confirmation:screens:); a child flow "
          + "with a navigation controller of its own is presented."
      ]
    }
    #expect(renderer.navigationController.viewControllers.count == 2)
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aScreenMadeTwiceIsReportedAndTheStateStillShows() {
    let shop = ShopFlow()
    let cached = titled("cached item")
    let renderer = shown(shop) { screen in
      if case .item = screen.as(ShopRoute.self) { return cached }
      return titled(screen.description)
    }
    shop.router.push(.item(1))
    StandIn.settle()
    withKnownIssue {
      shop.router.push(.item(2))
      StandIn.settle()
      shop.router.present(.item(3))
      StandIn.settle()
    } matching: { issue in
      let end =
        " is already on screen, and UIKit shows a view controller in one place at a time. Make a "
        + "new view controller each time the renderer asks for a screen."
      return issue.comments.map(\.rawValue) == [
        "NavigationControllerRenderer<ShopRoute>: the screen made for item(2)" + end
      ]
        || issue.comments.map(\.rawValue) == [
          "NavigationControllerRenderer<ShopRoute>: the screen made for item(3)" + end
        ]
    }
    #expect(renderer.navigationController.viewControllers.count == 3)
    #expect(renderer.navigationController.presentedViewController != nil)
    #expect(StandIn.exceptions.isEmpty)
    #expect(StandIn.warnings.isEmpty)
  }
}
