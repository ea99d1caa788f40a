#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// The navigation controller's delegate while the app animates transitions
  /// (`stackAnimation`) or has a delegate of its own (`navigationDelegate`): it answers the
  /// animation and interaction calls too, and passes `willShow`, `didShow` and the animation
  /// call on to the app's delegate.
  ///
  /// NB: a delegate apart from ``NavigationEvents``: on devices, a navigation controller whose
  /// delegate answers the animation call at all (even with `nil`) takes the delegates of its
  /// pop gestures away, which would stop the system's own back gestures in every app. So the
  /// renderer makes this one the delegate only when the app asks for animations, and gives
  /// the edge swipe its own gesture delegate again then.
  @MainActor
  final class TransitionEvents: NSObject, UINavigationControllerDelegate {
    private let base: NavigationEvents
    /// The app's animator for a push or a pop between two screens.
    var animationFor:
      (UINavigationController.Operation, UIViewController, UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
      )? = { _, _, _ in nil }
    /// The app's delegate.
    ///
    /// NB: its methods are optional Objective-C requirements, called with `?` on Apple
    /// platforms (Apple's SDK rejects a call without it); the Linux stubs and stand-in have no
    /// Objective-C and declare them with default implementations, so the calls differ there.
    weak var forward: (any UINavigationControllerDelegate)?
    /// The animator and interaction of the pop the app's gesture drives, until UIKit asks for
    /// them (it may ask after the change, as the next layout pass starts the transition).
    private var pending:
      (
        animator: any UIViewControllerAnimatedTransitioning,
        interaction: any UIViewControllerInteractiveTransitioning
      )?

    init(base: NavigationEvents) {
      self.base = base
      super.init()
    }

    /// The next pop runs `animator`, driven by `interaction`.
    func popInteractively(
      with animator: any UIViewControllerAnimatedTransitioning,
      driving interaction: any UIViewControllerInteractiveTransitioning
    ) {
      pending = (animator, interaction)
    }

    /// Whether a pop the app's gesture drives waits for UIKit to start it.
    var hasPendingPop: Bool { pending != nil }

    /// Forgets a pending pop that UIKit did not start.
    func forgetPendingPop() {
      pending = nil
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      #if canImport(ObjectiveC)
        forward?.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      #else
        forward?.navigationController(
          navigationController, willShow: viewController, animated: animated)
      #endif
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      pending = nil
      base.navigationController(navigationController, didShow: viewController, animated: animated)
      #if canImport(ObjectiveC)
        forward?.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      #else
        forward?.navigationController(
          navigationController, didShow: viewController, animated: animated)
      #endif
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      if let pending, operation == .pop { return pending.animator }
      if let animator = animationFor(operation, fromVC, toVC) { return animator }
      #if canImport(ObjectiveC)
        return forward?.navigationController?(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      #else
        return forward?.navigationController(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      #endif
    }

    /// The interaction of the pop the app's gesture drives, and no other: a change the
    /// renderer makes is not the user's to cancel halfway (the app's delegate is not asked).
    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      guard let pending, pending.animator === animationController else { return nil }
      self.pending = nil
      return pending.interaction
    }
  }
#endif
