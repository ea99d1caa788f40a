import Testing
@_spi(Rendering) import Wayfinder

/// A shop flow pushed onto another shop's stack: a child whose routes are the parent's type.
final class NestedShopFlow: Coordinator<ShopRoute, Void> {
  init() { super.init(root: .catalog) }
}

@MainActor
@Suite("Who draws each screen of a stack drawn with a function for the flow's routes")
struct ScreenDrawingTests {
  /// A shop on `.item(1)` with its checkout pushed, the checkout's payment pushed above it, and
  /// the screens of the shop's container.
  private func shopWithPayment() throws -> (ShopFlow, OrderFlow, [ScreenRoute]) {
    let (_, shop) = startedShop()
    shop.router.push(.item(1))
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    order.router.push(.payment)
    return (shop, order, shop.router.screens.stack)
  }

  @Test func theFlowsOwnRoutesGoToItsFunctionAndPushedFlowsDrawTheirOwn() throws {
    let (shop, order, screens) = try shopWithPayment()
    let payment = try #require(order.payment)
    let drawn = screens.map { screen in
      shop.router.drawn(
        screen, own: { "shop \($0)" }, byPushedFlow: { $0 === order ? "order" : "payment" })
    }
    #expect(drawn == ["shop catalog", "shop item(1)", "order", "payment"])
    withExtendedLifetime(payment) {}
  }

  @Test func aPushedFlowOfTheParentsRouteTypeDrawsItsOwnScreens() {
    let (_, shop) = startedShop()
    let nested = NestedShopFlow()
    shop.show(nested, pushing: .item(2))
    nested.router.push(.receipt(3))
    let drawn = shop.router.screens.stack.map { screen in
      shop.router.drawn(screen, own: { "shop \($0)" }, byPushedFlow: { "nested \($0.flowName)" })
    }
    #expect(drawn == ["shop catalog", "nested NestedShopFlow", "nested NestedShopFlow"])
    // One that draws nothing leaves its screens to the parent's function, which takes them.
    let byParent = shop.router.screens.stack.map { screen in
      shop.router.drawn(screen, own: { "shop \($0)" }, byPushedFlow: { _ in String?.none })
    }
    #expect(byParent == ["shop catalog", "shop catalog", "shop receipt(3)"])
  }

  @Test func aPushedFlowThatDrawsNoneOfItsScreensIsReported() throws {
    let (shop, _, screens) = try shopWithPayment()
    withKnownIssue {
      let drawn = shop.router.drawn(
        screens[2], own: { "shop \($0)" }, byPushedFlow: { _ in String?.none },
        unprovided: { "nobody draws the screens of \($0.flowName)" })
      #expect(drawn == nil)
    } matching: { issue in
      issue.description.contains("nobody draws the screens of OrderFlow")
    }
  }

  @Test func aScreenOfAFlowThatHasEndedIsDrawnByNobodyAndNotReported() throws {
    let (shop, order, screens) = try shopWithPayment()
    shop.router.pop(to: .item(1))
    #expect(order.status.hasEnded)
    // SwiftUI can still draw a popped screen while it slides away.
    let drawn = shop.router.drawn(
      screens[3], own: { "shop \($0)" }, byPushedFlow: { _ in "order" },
      unprovided: { "\($0.flowName) draws nothing" })
    #expect(drawn == nil)
  }
}
