#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  /// The UIKit delegate callbacks a renderer listens to, forwarded to closures.
  ///
  /// NB: a separate non-generic `NSObject`: generic classes cannot expose Objective-C
  /// methods, so a generic renderer would silently miss the delegates' optional methods.
  @MainActor
  final class NavigationEvents: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate, UISheetPresentationControllerDelegate,
    UITabBarControllerDelegate
  {
    var didShow: (UINavigationController) -> Void = { _ in }
    var shouldBeginPop: () -> Bool = { true }
    var shouldDismiss: (UIPresentationController) -> Bool = { _ in true }
    var didDismiss: (UIPresentationController) -> Void = { _ in }
    var didAttemptToDismiss: (UIPresentationController) -> Void = { _ in }
    #if !os(visionOS)
      var didChangeDetent: (UISheetPresentationController) -> Void = { _ in }
    #endif
    /// The delegates standing in for UIKit's on the edge swipes, by gesture.
    private var popGestureDelegates: [ObjectIdentifier: PopGestureDelegate] = [:]

    /// Gives `gesture` (a navigation controller's edge swipe) a delegate that asks
    /// `shouldBeginPop` whether it may begin and passes every other call to UIKit's own, unless
    /// it has one of this renderer's already.
    func standIn(forPopGesture gesture: UIGestureRecognizer?) {
      guard let gesture else { return }
      let key = ObjectIdentifier(gesture)
      if let standing = popGestureDelegates[key], gesture.delegate === standing { return }
      // NB: UIKit's own delegate, as first found: one of this renderer's is not UIKit's, and
      // UIKit may have taken its own away meanwhile (a delegate that answers animation calls).
      let original = gesture.delegate.flatMap { $0 is PopGestureDelegate ? nil : $0 }
      let kept = original ?? popGestureDelegates[key]?.uiKitDelegate
      let standing = PopGestureDelegate(original: kept) { [weak self] in
        self?.shouldBeginPop() ?? false
      }
      popGestureDelegates[key] = standing
      gesture.delegate = standing
    }

    var shouldSelect: (UITabBarController, UIViewController) -> Bool = { _, _ in true }
    var didSelect: (UITabBarController, UIViewController) -> Void = { _, _ in }
    /// Asked as the user selects a tab (a `UITab`, iOS 18 and later) whether it may be.
    var shouldSelectTab: (AnyObject) -> Bool = { _ in true }
    /// The user selected a tab (a `UITab`, iOS 18 and later).
    var didSelectTab: (AnyObject) -> Void = { _ in }
    /// The user hid or showed tabs (`UITab`s, iOS 18 and later) in the sidebar.
    var visibilityDidChange: ([AnyObject]) -> Void = { _ in }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      didShow(navigationController)
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
