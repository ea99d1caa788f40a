#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// The UIKit delegate callbacks a renderer listens to, forwarded to closures.
  ///
  /// NB: a separate non-generic `NSObject`: generic classes cannot expose Objective-C
  /// methods, so a generic renderer would silently miss the delegates' optional methods.
  @MainActor
  final class NavigationEvents: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UISheetPresentationControllerDelegate,
    UITabBarControllerDelegate,
    UIGestureRecognizerDelegate
  {
    var didShow: (UINavigationController) -> Void = { _ in }
    var animationFor:
      (UINavigationController.Operation, UIViewController, UIViewController) -> (
        any UIViewControllerAnimatedTransitioning
      )? = { _, _, _ in nil }
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// Where the navigation controller's delegate calls go that the renderer does not answer.
    ///
    /// NB: nonisolated, because UIKit asks `responds(to:)` and `forwardingTarget(for:)`,
    /// NSObject methods without isolation; it is written on the main thread only, and read
    /// there only.
    nonisolated(unsafe) weak var forward: (any UINavigationControllerDelegate)?
    var shouldBeginPop: () -> Bool = { true }
    var shouldDismiss: (UIPresentationController) -> Bool = { _ in true }
    var didDismiss: (UIPresentationController) -> Void = { _ in }
    var didAttemptToDismiss: (UIPresentationController) -> Void = { _ in }
    var didChangeDetent: (UISheetPresentationController) -> Void = { _ in }
    var shouldSelect: (UITabBarController, UIViewController) -> Bool = { _, _ in true }
    var didSelect: (UITabBarController, UIViewController) -> Void = { _, _ in }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      forward?.navigationController(
        navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow(navigationController)
      forward?.navigationController(
        navigationController, didShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      animationFor(operation, fromVC, toVC)
        ?? forward?.navigationController(
          navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      interaction
        ?? forward?.navigationController(
          navigationController, interactionControllerFor: animationController)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      shouldBeginPop()
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      shouldDismiss(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      didAttemptToDismiss(presentationController)
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      didChangeDetent(sheetPresentationController)
    }

    #if canImport(ObjectiveC)
      // Objective-C message forwarding: the navigation controller's delegate calls this class
      // does not have (its interface orientations) go to the app's delegate. Compiled on Apple
      // platforms only (Linux has no selectors).
      nonisolated override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee(for: aSelector) != nil
      }

      nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwardee(for: aSelector) ?? super.forwardingTarget(for: aSelector)
      }

      /// The app's delegate when it answers `selector`.
      nonisolated private func forwardee(for selector: Selector)
        -> (any UINavigationControllerDelegate)?
      {
        guard Thread.isMainThread, let forward, forward.responds(to: selector) else { return nil }
        return forward
      }
    #endif

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      shouldSelect(tabBarController, viewController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      didSelect(tabBarController, viewController)
    }
  }
#endif
