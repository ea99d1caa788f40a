import Foundation

/// A view shown above a tab bar, or inline with it once the tab bar is minimized (rule T8).
///
/// Source: UITabAccessory.init(contentView:) ("Creates a new accessory with the specified
/// content view").
@MainActor
open class UITabAccessory: NSObject {
  /// The content view.
  ///
  /// Source: UITabAccessory.contentView.
  public let contentView: UIView

  /// Creates an accessory showing `contentView`.
  public init(contentView: UIView) {
    self.contentView = contentView
  }
}

extension UITabBarController {
  /// How the tab bar minimizes as the content scrolls (rule T8).
  public enum MinimizeBehavior: Int, Sendable {
    /// The system's default.
    case automatic
    /// Never.
    case never
    /// As the content scrolls down, back as it scrolls up.
    case onScrollDown
    /// As the content scrolls up, back as it scrolls down.
    case onScrollUp
  }

  /// The tab bar's bottom accessory; `nil` by default (rule T8).
  ///
  /// Source: UITabBarController.bottomAccessory ("The default value for this property is
  /// nil").
  public var bottomAccessory: UITabAccessory? {
    get { accessory }
    set { setBottomAccessory(newValue, animated: false) }
  }

  /// Sets the bottom accessory (rule T8): its content view joins the tab bar controller's
  /// view, and the one before leaves it (**assumed**: Apple documents only the property).
  ///
  /// Source: UITabBarController.setBottomAccessory(_:animated:) ("Sets a bottom accessory with
  /// an option to animate the change").
  public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
    if let old = accessory?.contentView, old.superview === view { old.superview = nil }
    accessory = bottomAccessory
    bottomAccessory?.contentView.superview = view
  }
}
