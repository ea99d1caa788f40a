import Foundation

/// What the navigation bar shows for a view controller on top of a navigation controller's
/// stack: whether the back button is there decides whether the user can go back (rule N5).
@MainActor
open class UINavigationItem: NSObject {
  /// Source: UINavigationItem.hidesBackButton ("A Boolean value that determines whether the
  /// back button is hidden").
  open var hidesBackButton = false
  /// Source: UINavigationItem.leftBarButtonItems ("An array of custom bar button items to
  /// display on the left (or leading) edge of the navigation bar when the navigation item is
  /// the top item").
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// Source: UINavigationItem.leftBarButtonItem (the first of ``leftBarButtonItems``: "The
  /// older single properties (leftBarButtonItem and rightBarButtonItem) now refer to the first
  /// item in the respective arrays", UINavigationItem.h).
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// Source: UINavigationItem.leftItemsSupplementBackButton ("Normally, the presence of custom
  /// left bar button items causes the back button to be removed in favor of the custom items.
  /// Setting this property to true causes the items in the leftBarButtonItems or
  /// leftBarButtonItem property to be displayed to the right of the back button").
  open var leftItemsSupplementBackButton = false
  /// A custom item on the right (or trailing) edge of the bar.
  open var rightBarButtonItem: UIBarButtonItem?

  /// Whether the bar shows the back button for this item: it is not hidden, and no custom left
  /// item takes its place.
  var showsBackButton: Bool {
    !hidesBackButton && ((leftBarButtonItems ?? []).isEmpty || leftItemsSupplementBackButton)
  }
}

/// A button in a navigation bar.
@MainActor
open class UIBarButtonItem: NSObject {
  /// What the button says.
  open var title: String?

  /// A button that says `title` (UIKit's `init(title:image:primaryAction:menu:)`, with the
  /// parameters the scenarios do not use left out).
  public init(title: String? = nil) {
    self.title = title
  }
}
