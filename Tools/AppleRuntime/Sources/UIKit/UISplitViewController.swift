/// Columns side by side; in the stand-in only what the adapter's screen check needs.
@MainActor
open class UISplitViewController: UIViewController {
  /// How many columns the split view shows.
  public enum Style: Int, Sendable {
    case unspecified
    case doubleColumn
    case tripleColumn
  }

  /// The style it was made with.
  public let style: Style

  /// Creates a split view controller with `style`.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
}
