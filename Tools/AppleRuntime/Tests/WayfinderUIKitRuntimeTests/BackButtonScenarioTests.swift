import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// Screens that take the back button away (hidden, or a custom left item in its place): UIKit
/// lets no edge swipe begin over them, and neither does the renderer.
@MainActor
@Suite("UIKit adapter on the stand-in: screens without a back button")
struct BackButtonScenarioTests {
  /// A shop showing the catalog and an item whose screen `configure` sets up.
  private func shopWithItem(
    _ configure: @escaping (UINavigationItem) -> Void
  ) -> (ShopFlow, UINavigationController) {
    let shop = ShopFlow()
    let navigation = shown(shop) { route in
      let screen = titled(route.description)
      if route.as(ShopRoute.self) == .item(1) { configure(screen.navigationItem) }
      return screen
    }.navigationController
    shop.router.push(.item(1))
    StandIn.settle()
    return (shop, navigation)
  }

  // N8: the renderer's delegate of the edge swipe answered only whether it may begin, so
  // UIKit's settling of the swipe against scroll views and cell swipes was lost.
  @Test func n8TheEdgeSwipeSettlesWithOtherGesturesAsUIKitsOwnDelegateSays() throws {
    let shop = ShopFlow()
    let renderer = shown(shop) { titled($0.description) }
    shop.router.push(.item(1))
    StandIn.settle()
    let swipe = try #require(renderer.navigationController.interactivePopGestureRecognizer)
    let arbitration = StandIn.arbitration(of: swipe, with: UIGestureRecognizer())
    #expect(arbitration.otherWaits)
    #expect(!arbitration.simultaneous)
    #expect(!arbitration.waitsForOther)
    withExtendedLifetime(renderer) {}
  }

  @Test func aScreenThatHidesItsBackButtonIsNotSwipedAway() {
    let (shop, navigation) = shopWithItem { $0.hidesBackButton = true }
    StandIn.userSwipesBack(in: navigation, completes: true)
    #expect(navigation.transitionCoordinator == nil)
    StandIn.settle()
    #expect(shop.router.state.path == [.item(1)])
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "item(1)"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aScreenWithItsOwnLeftItemIsNotSwipedAway() {
    let (shop, navigation) = shopWithItem { $0.leftBarButtonItem = UIBarButtonItem(title: "Done") }
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(shop.router.state.path == [.item(1)])
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "item(1)"])
  }

  @Test func aLeftItemBesideTheBackButtonLeavesTheSwipe() {
    let (shop, navigation) = shopWithItem { item in
      item.leftBarButtonItem = UIBarButtonItem(title: "Share")
      item.leftItemsSupplementBackButton = true
    }
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(shop.router.state.path.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["catalog"])
  }
}
