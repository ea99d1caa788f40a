// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
}
// MARK: - chats
@MainActor let chats = ChatsFlow()
// MARK: - ChatViewController
final class ChatViewController: UIViewController {
  init(route: ChatsRoute) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
// MARK: - renderer
@MainActor let renderer = NavigationControllerRenderer(router: chats.router) { _ in
  UIViewController()
}
// MARK: - SlideAnimator
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    UIView.animate(
      withDuration: 0.3, animations: {},
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
// MARK: - CheckoutRoute
enum CheckoutRoute: Hashable, Codable, Sendable { case cart, payment }
// MARK: - CheckoutFlowType
// NB: not named after the type, which the article's block extends.
final class CheckoutFlow: Coordinator<CheckoutRoute, Void> {
  let cart = ScreenModel()
  let payment = ScreenModel()
  init() { super.init(root: .cart) }
}
// MARK: - ScreenModel
@MainActor final class ScreenModel {}
// MARK: - CartViewController
final class CartViewController: UIViewController {
  init(model: ScreenModel) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
// MARK: - PaymentViewController
final class PaymentViewController: UIViewController {
  init(model: ScreenModel) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
// MARK: - appWindows
@MainActor let appWindows = AppWindows(root: { AppFlow() })
// MARK: - NowPlayingView
final class NowPlayingView: UIView {}
