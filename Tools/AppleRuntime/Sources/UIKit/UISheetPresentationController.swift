/// What a sheet's custom detent is resolved against.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// The height of the largest detent.
  var maximumDetentValue: CGFloat { get }
}

/// The delegate of a sheet: told of the user's drags between detents, and of dismissals as a
/// presentation's delegate.
///
/// NB: UIKit declares the requirement `@objc optional`; it has a default here instead.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to rest at another detent (rule S2).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// What a custom detent's resolver is.
typealias UIDetentResolver =
  @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

/// A sheet's presentation: the heights it rests at and the one it rests at now.
///
/// Rule S1 (RULES.md): a view controller presented as a sheet has one, made on first access of
/// `sheetPresentationController` and kept as its presentation's controller.
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet rests at.
  @MainActor
  open class Detent: NSObject {
    /// A detent's name.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The name.
      public let rawValue: String
      /// A detent named `rawValue`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// A detent named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The system's medium detent.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The system's large detent.
      public static let large = Identifier("com.apple.UIKit.large")
    }

    /// The detent's name.
    public let identifier: Identifier
    /// The height it resolves to, for a custom one.
    let resolver: UIDetentResolver?

    init(identifier: Identifier, resolver: UIDetentResolver?) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// About half the screen's height.
    open class func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
    /// The full height.
    open class func large() -> Detent { Detent(identifier: .large, resolver: nil) }
    /// A height `resolver` gives; named `identifier`, or a unique name.
    ///
    /// Source: UISheetPresentationController.Detent.custom(identifier:resolver:).
    open class func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext)
        -> CGFloat?
    ) -> Detent {
      customCount += 1
      return Detent(
        identifier: identifier ?? Identifier("custom.\(customCount)"), resolver: resolver)
    }
    private static var customCount = 0
  }

  /// The heights the sheet rests at; the full height by default.
  ///
  /// Source: UISheetPresentationController.detents ("The default value is an array that
  /// contains the value large()").
  ///
  /// Rule S3 (RULES.md): an empty list raises ("This array must contain at least one
  /// element") and the detents stay as they were.
  open var detents: [Detent] = [.large()] {
    didSet {
      if detents.isEmpty {
        StandIn.raise("UISheetPresentationController: detents must contain at least one element")
        detents = oldValue
      }
    }
  }
  /// The detent the sheet rests at; `nil` for the smallest.
  ///
  /// Source: UISheetPresentationController.selectedDetentIdentifier. Rule S3: one that is not
  /// among the detents is logged (**assumed**; Apple documents only that it names a detent).
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet {
      if let selectedDetentIdentifier,
        !detents.contains(where: { $0.identifier == selectedDetentIdentifier })
      {
        StandIn.warn(
          "UISheetPresentationController: the selected detent \(selectedDetentIdentifier.rawValue) "
            + "is not one of its detents")
      }
    }
  }

  /// Makes `changes` to the sheet, animated.
  open func animateChanges(_ changes: () -> Void) { changes() }
}

/// The edges a popover's arrow may point from.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Directions from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The arrow points up: the popover is below its anchor.
  public static let up = UIPopoverArrowDirection(rawValue: 1)
  /// The arrow points down.
  public static let down = UIPopoverArrowDirection(rawValue: 2)
  /// The arrow points left.
  public static let left = UIPopoverArrowDirection(rawValue: 4)
  /// The arrow points right.
  public static let right = UIPopoverArrowDirection(rawValue: 8)
  /// Any direction.
  public static let any = UIPopoverArrowDirection(rawValue: 15)
}

extension StandIn {
  /// The user drags the sheet of `presented` (its own, or the one its popover shows as in
  /// compact width) to rest at the detent named `identifier`.
  ///
  /// Rule S2 (RULES.md): the sheet rests there and its delegate hears
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`; a detent the sheet
  /// does not have, or a sheet not on screen, changes nothing.
  public static func userDragsSheet(
    _ presented: UIViewController, to identifier: UISheetPresentationController.Detent.Identifier
  ) {
    guard presented.presentingViewController != nil,
      let sheet = presented.sheetPresentationController
        ?? (horizontalSizeClass == .compact
          ? presented.popoverPresentationController?.adaptiveSheetPresentationController : nil),
      sheet.detents.contains(where: { $0.identifier == identifier })
    else { return }
    sheet.selectedDetentIdentifier = identifier
    (sheet.delegate as? UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
  }
}
