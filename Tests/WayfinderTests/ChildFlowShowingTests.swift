import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Router.childFlow(showing:): the flow a renderer draws for a screen")
struct ChildFlowShowingTests {
  @Test func aPresentedFlowOfAPushedChildIsFoundThroughTheContainersRouter() throws {
    let (_, shop) = startedShop()
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    // The checkout, pushed onto the shop's stack, presents the payment flow.
    order.router.present(.payment)
    let payment = try #require(order.payment)
    let screen = try #require(shop.router.screens.presented.first)
    #expect(shop.router.childFlow(showing: screen.route) === payment)
    // The checkout's first screen, pushed in its place, is a plain screen of the checkout.
    let cart = try #require(shop.router.screens.path.first)
    #expect(cart.as(OrderRoute.self) == .cart)
    #expect(shop.router.childFlow(showing: cart) == nil)
  }

  @Test func aPlainScreenAndAScreenOfAnotherContainerShowNoFlow() throws {
    let (_, shop) = startedShop()
    shop.router.push(.item(1))
    let item = try #require(shop.router.screens.path.first)
    #expect(shop.router.childFlow(showing: item) == nil)
    let other = ShopFlow()
    other.start()
    other.router.push(.checkout)
    let elsewhere = try #require(other.router.screens.path.first)
    #expect(shop.router.childFlow(showing: elsewhere) == nil)
  }
}
