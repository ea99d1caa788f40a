@_spi(Rendering) import Wayfinder

// A shop whose checkout is a child flow pushed onto the shop's stack, with a payment flow
// pushed onto the same stack by the checkout.

enum ShopRoute: Hashable, Codable, Sendable {
  case catalog
  case item(Int)
  case checkout
  case receipt(Int)
}

enum OrderRoute: Hashable, Codable, Sendable {
  case cart, address, payment, discardAlert
}

enum PaymentRoute: Hashable, Codable, Sendable {
  case card, verify
}

final class ShopFlow: Coordinator<ShopRoute, Void> {
  init() { super.init(root: .catalog) }

  /// Restoration and deep links reach the checkout through this.
  override func makeChild(for route: ShopRoute) -> Flow? {
    route == .checkout ? OrderFlow() : nil
  }

  var order: OrderFlow? { child(at: .checkout) as? OrderFlow }
}

final class OrderFlow: Coordinator<OrderRoute, Int> {
  var asksBeforeLeaving = false
  init() { super.init(root: .cart) }

  override func makeChild(for route: OrderRoute) -> Flow? {
    route == .payment ? PaymentFlow() : nil
  }

  override func shouldLeave() -> LeaveDecision {
    asksBeforeLeaving ? .confirm("Leave checkout?") : .allow
  }

  var payment: PaymentFlow? { child(at: .payment) as? PaymentFlow }
}

final class PaymentFlow: Coordinator<PaymentRoute, String> {
  init() { super.init(root: .card) }
}

/// A started shop in a navigator, with a renderer recording its container's screens.
@MainActor
func startedShop() -> (Navigator, ShopFlow) {
  let shop = ShopFlow()
  let navigator = Navigator(root: shop)
  navigator.start()
  return (navigator, shop)
}

/// `route` as a screen of `flow`.
@MainActor
func screen(_ route: some Hashable & Codable & Sendable, of flow: Flow) -> ScreenRoute {
  ScreenRoute(route, flow: flow.id)
}
