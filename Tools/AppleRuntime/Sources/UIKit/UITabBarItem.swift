/// An image, known by its name.
///
/// Rule T3 (RULES.md): `init?(systemName:)` and `init?(named:)` give `nil` for a name UIKit
/// does not know. **Assumed** for the stand-in: it knows only the names a test registers with
/// ``knownNames``, so an adapter that drops a missing image silently is caught.
@MainActor
public final class UIImage: NSObject {
  /// The names the stand-in knows: system symbols and asset names alike.
  public static var knownNames: Set<String> = []
  /// The image's name, for assertions.
  public let name: String
  /// Whether it is a system symbol.
  public let isSymbol: Bool

  /// The system symbol `systemName`, or `nil` when it is not known.
  ///
  /// Source: UIImage.init(systemName:) ("the image object for the specified system symbol, or
  /// nil if the method couldn't find the specified symbol").
  public init?(systemName: String) {
    guard Self.knownNames.contains(systemName) else { return nil }
    name = systemName
    isSymbol = true
  }

  /// The asset `named`, or `nil` when it is not known.
  ///
  /// Source: UIImage.init(named:) ("The image object for the specified file, or nil if the
  /// method could not find the specified image").
  public init?(named: String) {
    guard Self.knownNames.contains(named) else { return nil }
    name = named
    isSymbol = false
  }
}

/// What a tab shows in a tab bar: a title, an image and a badge.
@MainActor
open class UITabBarItem: NSObject {
  /// The title; set with the view controller's title (rule T3).
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The image shown while the tab is selected; `nil` for ``image``.
  ///
  /// Source: UITabBarItem.selectedImage ("If nil, the item uses the value in image instead").
  open var selectedImage: UIImage?
  /// The badge's text; `nil` shows none.
  ///
  /// Source: UITabBarItem.badgeValue ("The text that the item's badge displays. The default
  /// value is nil.").
  open var badgeValue: String?

  /// Creates an item with no title, image or badge.
  override public init() { super.init() }
}
