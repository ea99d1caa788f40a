import Testing
import UIKit
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting

// NB: `@testable` for the renderer that receives every screen as a `ScreenRoute`, which the
// scenarios below draw with; apps draw their routes and let pushed child flows draw theirs.
@testable import WayfinderUIKitUnderTest

enum ShopRoute: Hashable, Codable, Sendable {
  case catalog
  case item(Int)
  case checkout
}
enum OrderRoute: Hashable, Codable, Sendable { case cart, address }

final class ShopFlow: Coordinator<ShopRoute, Void> {
  init() { super.init(root: .catalog) }
}

/// An order flow pushed onto the shop's stack, where it makes its own view controllers; its
/// address, presented as an alert, asks to confirm.
final class OrderFlow: Coordinator<OrderRoute, Int>, FlowViewControllersProviding {
  init() { super.init(root: .cart) }
  func viewController(for route: OrderRoute) -> UIViewController { titled("order \(route)") }
  func alert(for route: OrderRoute) -> FlowAlert? {
    guard route == .address else { return nil }
    let model = AlertModel<Int>(title: "Ship here?", buttons: [.init("Cancel", role: .cancel)])
    return FlowAlert(model, send: { _ in })
  }
}

/// An order flow that makes no view controllers of its own.
final class PlainOrderFlow: Coordinator<OrderRoute, Int> {
  init() { super.init(root: .cart) }
}

/// A started shop drawn in a visible window by a renderer made with `screens`, which receives
/// every screen.
@MainActor
func shown(
  _ shop: ShopFlow, screens: @escaping (ScreenRoute) -> UIViewController
) -> NavigationControllerRenderer<ShopRoute> {
  show(shop, NavigationControllerRenderer(router: shop.router, screens: screens))
}

/// A started shop drawn in a visible window by a renderer made, as apps make it, with a
/// function for the shop's routes.
@MainActor
func shown(
  _ shop: ShopFlow, screen: @escaping (ShopRoute) -> UIViewController
) -> NavigationControllerRenderer<ShopRoute> {
  show(shop, NavigationControllerRenderer(router: shop.router, screen: screen))
}

@MainActor
private func show(
  _ shop: ShopFlow, _ make: @autoclosure () -> NavigationControllerRenderer<ShopRoute>
) -> NavigationControllerRenderer<ShopRoute> {
  StandIn.reset()
  shop.start()
  let renderer = make()
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
    let renderer = shown(shop, screen: { route in titled("\(route)") })
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
    #expect(
      navigation.viewControllers.map(\.title) == [
        "catalog", "item(1)", "order cart", "order address",
      ])
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

  @Test func aPushedChildFlowDrawsItsOwnAlerts() {
    let shop = ShopFlow()
    let renderer = shown(shop, screen: { route in titled("\(route)") })
    let order = OrderFlow()
    shop.show(order, pushing: .checkout)
    StandIn.settle()
    order.router.present(.address, style: .alert)
    StandIn.settle()
    let alert = renderer.navigationController.presentedViewController as? UIAlertController
    #expect(alert?.title == "Ship here?")
    #expect(alert?.actions.map(\.title) == ["Cancel"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aPushedChildFlowThatMakesNoViewControllersIsReported() {
    let shop = ShopFlow()
    let renderer = shown(shop, screen: { route in titled("shop \(route)") })
    shop.router.push(.item(1))
    // The order flow makes no view controllers: reported, and an empty screen keeps the
    // navigation controller's stack as deep as the state.
    withKnownIssue {
      shop.show(PlainOrderFlow(), pushing: .checkout)
      StandIn.settle()
    } matching: { issue in
      issue.description.contains(
        "NavigationControllerRenderer<ShopRoute> has no screen for cart, a route of "
          + "PlainOrderFlow: conform PlainOrderFlow to FlowViewControllersProviding for its routes, "
          + "so that it makes its own view controllers where it is pushed")
    }
    let titles = renderer.navigationController.viewControllers.map(\.title)
    #expect(titles == ["shop catalog", "shop item(1)", "cart"])
  }

  @Test func aNavigationControllerMadeForAStackScreenIsReportedNotNested() {
    let shop = ShopFlow()
    let renderer = shown(
      shop,
      screen: { route in
        route == .checkout
          ? UINavigationController(rootViewController: titled("cart")) : titled("\(route)")
      })
    withKnownIssue {
      shop.router.push(.checkout)
      StandIn.settle()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "NavigationControllerRenderer<ShopRoute>: the screen made for checkout is a "
          + "UINavigationController, and UIKit cannot push one. A child flow whose screens "
          + "belong on this stack is pushed onto it (Coordinator.run(_:pushing:)) and makes its "
          + "own view controllers there (FlowViewControllersProviding); a child flow with a "
          + "navigation controller of its own is presented."
      ]
    }
    #expect(renderer.navigationController.viewControllers.count == 2)
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aScreenMadeTwiceIsReportedAndTheStateStillShows() {
    let shop = ShopFlow()
    let cached = titled("cached item")
    let renderer = shown(
      shop,
      screen: { route in
        if case .item = route { return cached }
        return titled("\(route)")
      })
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
