extension UIViewController {
  /// How UIKit moves this view controller in and out: rule Z1 (RULES.md).
  ///
  /// Source: UIViewController.preferredTransition (iOS 18), "The transition to use when
  /// presenting or pushing this view controller."
  public var preferredTransition: Transition? {
    get { zoomTransition }
    set { zoomTransition = newValue }
  }

  /// A transition a view controller prefers: the stand-in knows the zoom.
  ///
  /// Source: UIViewController.Transition.zoom(options:sourceViewProvider:) — "The system calls
  /// this closure when it presents and when it dismisses the view controller."
  public class Transition: NSObject {
    /// The view the zoom starts from and ends at, asked at each end (rule Z1).
    let sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?
    /// The zoom's options.
    let options: ZoomOptions?

    required init(
      options: ZoomOptions?,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) {
      self.options = options
      self.sourceViewProvider = sourceViewProvider
    }

    /// A zoom out of the view `sourceViewProvider` gives, and back into it.
    public class func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(options: options, sourceViewProvider: sourceViewProvider)
    }

    /// Options of a zoom: the stand-in models whether the user's dismissal may begin (rule Z2).
    public class ZoomOptions: NSObject {
      /// Asked as the user starts to pinch or swipe the zoomed view controller away.
      public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?

      /// What `interactiveDismissShouldBegin` is asked with.
      public class InteractionContext: NSObject {
        /// Whether the interaction would begin by default.
        public let willBegin: Bool

        init(willBegin: Bool) { self.willBegin = willBegin }
      }
    }

    /// What the source view provider is asked with.
    public class ZoomSourceViewProviderContext: NSObject {
      /// The view controller the zoom starts from (the one below a pushed screen, or the
      /// presenter).
      public let sourceViewController: UIViewController
      /// The view controller that zooms in or out.
      public let zoomedViewController: UIViewController

      init(source: UIViewController, zoomed: UIViewController) {
        sourceViewController = source
        zoomedViewController = zoomed
      }
    }
  }

  /// Asks this view controller's zoom for its source view as it moves `in` or out over
  /// `source`, and logs what UIKit draws (rule Z1).
  func zoom(in moving: Bool, over source: UIViewController) {
    guard let transition = zoomTransition else { return }
    let view = transition.sourceViewProvider(
      Transition.ZoomSourceViewProviderContext(source: source, zoomed: self))
    // NB: assumed (Apple documents no fallback): a zoom without a view in a window draws the
    // standard transition.
    let zoomed = view?.window != nil
    StandIn.log(
      StandIn.Zoom(screen: self, source: source, movingIn: moving, zoomedFromView: zoomed))
  }
}

extension StandIn {
  /// The user pinches or swipes the zoomed top screen of `navigation` away (rule Z2): when its
  /// zoom's `interactiveDismissShouldBegin` lets it begin, UIKit pops it, animated, asking the
  /// zoom for its source again (rule Z1). Whether it began.
  @discardableResult
  public static func userDismissesZoomedScreen(in navigation: UINavigationController) -> Bool {
    guard navigation.viewControllers.count > 1, let top = navigation.topViewController,
      let transition = top.zoomTransition
    else { return false }
    let context = UIViewController.Transition.ZoomOptions.InteractionContext(willBegin: true)
    guard transition.options?.interactiveDismissShouldBegin?(context) ?? true else { return false }
    navigation.setViewControllers(Array(navigation.viewControllers.dropLast()), animated: true)
    return true
  }
}

extension UIView {
  /// Adds `view` as a subview: it is in this view's window (rule Z1's source views).
  public func addSubview(_ view: UIView) {
    view.superview = self
  }
}

extension StandIn {
  /// A zoom transition UIKit ran: which screen, over which, in or out, and whether it zoomed
  /// from a view on screen (or fell back to the standard transition).
  public struct Zoom {
    /// The view controller that zoomed in or out.
    public let screen: UIViewController
    /// The view controller it zoomed from or back to.
    public let source: UIViewController
    /// Whether it zoomed in (pushed or presented), not out.
    public let movingIn: Bool
    /// Whether the provider gave a view in a window; `false`: the standard transition.
    public let zoomedFromView: Bool
  }
}
