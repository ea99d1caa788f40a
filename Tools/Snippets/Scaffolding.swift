// The feature `wayfinder new-flow Checkout --routes cart,payment` writes, for the article's
// examples, which show its files one at a time.

// MARK: - CheckoutRoute
/// The screens of the checkout flow.
enum CheckoutRoute: Hashable, Codable, Sendable {
  case cart
  case payment
}
// MARK: - CheckoutCartViewModel
/// What the cart screen shows, and what the user does there.
@Observable
final class CheckoutCartViewModel: EventViewModel<CheckoutCartViewModel.Event> {
  /// What the screen reports to its flow.
  enum Event: Sendable {
    /// The user is done with this screen.
    case continued
  }


  /// The screen's title.
  let title = "Cart"

  /// The user is done with this screen.
  func next() { send(.continued) }
}
// MARK: - CheckoutPaymentViewModel
/// What the payment screen shows, and what the user does there.
@Observable
final class CheckoutPaymentViewModel: EventViewModel<CheckoutPaymentViewModel.Event> {
  /// What the screen reports to its flow.
  enum Event: Sendable {
    /// The user is done with this screen.
    case continued
  }


  /// The screen's title.
  let title = "Payment"

  /// The user is done with this screen.
  func next() { send(.continued) }
}
// MARK: - CheckoutCoordinator
/// The checkout flow: Cart, then Payment; it finishes after the last.
final class CheckoutCoordinator: Coordinator<CheckoutRoute, Void> {
  let cart = CheckoutCartViewModel()
  let payment = CheckoutPaymentViewModel()

  /// The flow, at the cart screen.
  init() {
    super.init(root: .cart)
    bind(cart) { [weak self] event in
      switch event {
      case .continued: self?.router.push(.payment)
      }
    }
    bind(payment) { [weak self] event in
      switch event {
      case .continued: self?.finish()
      }
    }
  }
}
