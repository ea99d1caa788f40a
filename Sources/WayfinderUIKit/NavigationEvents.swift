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
    var shouldBeginPop: () -> Bool = { true }
    var shouldDismiss: (UIPresentationController) -> Bool = { _ in true }
    var didDismiss: (UIPresentationController) -> Void = { _ in }
    var didAttemptToDismiss: (UIPresentationController) -> Void = { _ in }
    #if !os(visionOS)
      var didChangeDetent: (UISheetPresentationController) -> Void = { _ in }
    #endif
    /// UIKit's own delegates of the edge swipes this one stands in for, by gesture: they settle
    /// the swipe against the other gestures (scroll views' pans, cells' swipes), and what the
    /// renderer does not answer goes to them.
    private var popGestureDelegates: [ObjectIdentifier: PopGestureDelegate] = [:]

    private struct PopGestureDelegate {
      weak var delegate: (any UIGestureRecognizerDelegate)?
    }

    /// Becomes the delegate of `gesture` (a navigation controller's edge swipe), keeping the
    /// one it replaces for what it does not answer itself.
    func standIn(forPopGesture gesture: UIGestureRecognizer?) {
      guard let gesture, gesture.delegate !== self else { return }
      popGestureDelegates[ObjectIdentifier(gesture)] = PopGestureDelegate(
        delegate: gesture.delegate)
      gesture.delegate = self
    }

    /// UIKit's delegate of `gesture`, as it was before this one stood in for it.
    private func popGestureDelegate(of gesture: UIGestureRecognizer)
      -> (any UIGestureRecognizerDelegate)?
    {
      popGestureDelegates[ObjectIdentifier(gesture)]?.delegate
    }
    var shouldSelect: (UITabBarController, UIViewController) -> Bool = { _, _ in true }
    var didSelect: (UITabBarController, UIViewController) -> Void = { _, _ in }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow(navigationController)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      shouldBeginPop()
    }

    // NB: UIKit's arbitration of the edge swipe with the other gestures, answered by UIKit's
    // own delegate as before the renderer took its place (UIKit's defaults without it).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      #if canImport(ObjectiveC)
        popGestureDelegate(of: gestureRecognizer)?.gestureRecognizer?(
          gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
      #else
        popGestureDelegate(of: gestureRecognizer)?.gestureRecognizer(
          gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
      #endif
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      #if canImport(ObjectiveC)
        popGestureDelegate(of: gestureRecognizer)?.gestureRecognizer?(
          gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
      #else
        popGestureDelegate(of: gestureRecognizer)?.gestureRecognizer(
          gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
      #endif
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      #if canImport(ObjectiveC)
        popGestureDelegate(of: gestureRecognizer)?.gestureRecognizer?(
          gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
      #else
        popGestureDelegate(of: gestureRecognizer)?.gestureRecognizer(
          gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
      #endif
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

    #if !os(visionOS)
      // NB: UIKit marks this delegate method unavailable on visionOS, whose sheets have no
      // detents.
      func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
      ) {
        didChangeDetent(sheetPresentationController)
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
