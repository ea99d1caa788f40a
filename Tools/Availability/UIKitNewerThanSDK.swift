// UIKit's declarations newer than the iOS 17.4 SDK that Tools/check-availability.sh compiles
// against, each with the availability its documentation page gives, for that check only: the
// UIKit adapter is compiled against Apple's real UIKit, which cannot have them. Never linked,
// run or shipped. An adapter may use a declaration of iOS 17.5 or later only once it is
// declared here (under an `if #available` that covers it); until then the check cannot find it.
import UIKit

/// https://developer.apple.com/documentation/uikit/uitab and its properties (iOS 18.0, iPadOS
/// 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0).
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor open class UITab: NSObject {
  /// A tab with a title, an image, an identifier, and the view controller it shows.
  public convenience init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.init()
  }
  /// The identifier.
  open var identifier: String { "" }
  /// The title.
  open var title: String {
    get { "" }
    set {}
  }
  /// The image.
  open var image: UIImage? {
    get { nil }
    set {}
  }
  /// The badge's text.
  open var badgeValue: String? {
    get { nil }
    set {}
  }
  /// Whether the tab is hidden.
  open var isHidden: Bool {
    get { false }
    set {}
  }
  /// Whether the user may hide the tab.
  open var allowsHiding: Bool {
    get { false }
    set {}
  }
  /// The tab's view controller.
  open var viewController: UIViewController? { nil }
}

/// https://developer.apple.com/documentation/uikit/uisearchtab (iOS 18.0, iPadOS 18.0, Mac
/// Catalyst 18.0, tvOS 18.0, visionOS 2.0).
@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
@MainActor open class UISearchTab: UITab {
  /// The system's search tab.
  public convenience init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    self.init()
  }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs,
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/settabs(_:animated:),
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab,
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/customizationidentifier and
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/mode-swift.property
/// (iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0; `.tabSidebar` not on
/// tvOS).
extension UITabBarController {
  /// How the tabs show.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public enum Mode: Int, Sendable {
    /// The system chooses.
    case automatic
    /// A tab bar.
    case tabBar
    /// A tab bar or a sidebar.
    @available(tvOS, unavailable)
    case tabSidebar
  }
  /// How the tabs show.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public var mode: Mode {
    get { .automatic }
    set {}
  }
  /// The tabs.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public var tabs: [UITab] {
    get { [] }
    set {}
  }
  /// Sets the tabs.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public func setTabs(_ tabs: [UITab], animated: Bool) {}
  /// The selected tab.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public var selectedTab: UITab? {
    get { nil }
    set {}
  }
  /// The identifier the user's customization is kept under.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public var customizationIdentifier: String? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uitabaccessory (iOS 26.0, iPadOS 26.0, Mac
/// Catalyst 26.0).
@available(iOS 26.0, *)
@available(tvOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UITabAccessory: NSObject {
  /// An accessory showing `contentView`.
  public convenience init(contentView: UIView) {
    self.init()
  }
  /// The content view.
  open var contentView: UIView { UIView() }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior,
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior (iOS
/// 26.0, iPadOS 26.0, Mac Catalyst 26.0, tvOS 26.0, visionOS 26.0; minimizing on scroll iOS,
/// iPadOS and Mac Catalyst only) and
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setbottomaccessory(_:animated:)
/// (iOS 26.0, iPadOS 26.0, Mac Catalyst 26.0).
extension UITabBarController {
  /// How the tab bar minimizes.
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  public enum MinimizeBehavior: Int, Sendable {
    /// The system's default.
    case automatic
    /// Never.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    case never
    /// As the content scrolls down.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    case onScrollDown
    /// As the content scrolls up.
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    case onScrollUp
  }
  /// How the tab bar minimizes.
  @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
  public var tabBarMinimizeBehavior: MinimizeBehavior {
    get { .automatic }
    set {}
  }
  /// The bottom accessory.
  @available(iOS 26.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  public var bottomAccessory: UITabAccessory? {
    get { nil }
    set {}
  }
  /// Sets the bottom accessory.
  @available(iOS 26.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
/// (iOS 26.0, iPadOS 26.0, Mac Catalyst 26.0, visionOS 26.0).
extension UINavigationController {
  /// The gesture recognizer that pops the top view controller when a person pans horizontally
  /// in the content.
  @available(iOS 26.0, visionOS 26.0, *)
  public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition and
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
/// (iOS 18.0, iPadOS 18.0, Mac Catalyst 18.0, tvOS 18.0, visionOS 2.0).
extension UIViewController {
  /// A transition a view controller prefers when it is pushed or presented.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(watchOS, unavailable)
  @MainActor open class Transition: NSObject {
    /// A zoom out of the view `sourceViewProvider` gives, and back into it.
    public class func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      self.init()
    }

    /// Options of a zoom.
    @MainActor open class ZoomOptions: NSObject {
      /// Whether the user's interactive dismissal of the zoomed view controller may begin.
      public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)? {
        get { nil }
        set {}
      }

      /// What `interactiveDismissShouldBegin` is asked with.
      @MainActor open class InteractionContext: NSObject {
        /// Whether the interaction would begin by default.
        public var willBegin: Bool { true }
      }
    }

    /// What the source view provider is asked with.
    @MainActor open class ZoomSourceViewProviderContext: NSObject {
      /// The view controller the zoom starts from.
      public var sourceViewController: UIViewController { UIViewController() }
      /// The view controller that zooms.
      public var zoomedViewController: UIViewController { UIViewController() }
    }
  }

  /// The transition to use when presenting or pushing this view controller.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  @available(watchOS, unavailable)
  public var preferredTransition: Transition? {
    get { nil }
    set {}
  }
}
