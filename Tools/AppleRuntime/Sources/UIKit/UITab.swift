import Foundation

/// A tab of a tab bar controller that shows tabs (rule T6): a title, an image, a badge, an
/// identifier, and the view controller its provider makes.
///
/// Source: UITab ("To create a tab, call init(title:image:identifier:viewControllerProvider:).
/// In the closure, return the view controller your app presents when someone selects the
/// tab").
@MainActor
open class UITab: NSObject {
  /// The identifier; unique among a tab bar controller's tabs (rule T6).
  public let identifier: String
  /// The title.
  open var title: String
  /// The image.
  open var image: UIImage?
  /// The badge's text; `nil` shows none.
  open var badgeValue: String?
  /// Whether the tab is hidden: in neither the tab bar nor the sidebar (rule T7).
  ///
  /// Source: UITab.isHidden.
  open var isHidden = false
  /// Whether the user may hide the tab while editing the sidebar; `false` by default (rule T7).
  ///
  /// Source: UITab.allowsHiding ("The default value is NO").
  open var allowsHiding = false
  private let provider: ((UITab) -> UIViewController)?
  /// The view controller the provider made, once the tab bar controller needed it.
  private(set) var madeViewController: UIViewController?

  /// Creates a tab whose view controller `viewControllerProvider` makes when the tab bar
  /// controller first needs it.
  public init(
    title: String, image: UIImage?, identifier: String,
    viewControllerProvider: ((UITab) -> UIViewController)? = nil
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier
    provider = viewControllerProvider
  }

  /// The tab's view controller: `nil` until the tab bar controller first needs it, made by
  /// the provider then and kept (rule T6; **assumed**, the harsher case: reading the property
  /// makes nothing).
  ///
  /// Source: UITab.viewController; UITab.init(title:image:identifier:viewControllerProvider:).
  open var viewController: UIViewController? { madeViewController }

  /// The view controller, made by the provider if it was not yet (the tab bar controller needs
  /// it).
  func makeViewController() -> UIViewController? {
    if let madeViewController { return madeViewController }
    madeViewController = provider?(self)
    return madeViewController
  }
}

/// The system's search tab, with a title and image the system gives (rule T6).
///
/// Source: UISearchTab.init(viewControllerProvider:) ("Creates a search tab with a system
/// localized title and image").
@MainActor
open class UISearchTab: UITab {
  /// Creates the search tab, whose view controller `viewControllerProvider` makes.
  public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
    // NB: the identifier is the system's, the same for every search tab (**assumed** from
    // `UISearchTab.identifier`, a class property of iOS 26.4), so a tab bar controller has one.
    super.init(
      title: "Search", image: nil, identifier: "UISearchTab",
      viewControllerProvider: viewControllerProvider)
  }
}
