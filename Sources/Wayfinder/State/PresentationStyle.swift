/// How a presented route is shown over the screens beneath it: its kind, and for a sheet or a
/// popover the options that shape it.
///
/// The core only records the style; a renderer maps it to a sheet, a full-screen cover, an
/// alert, a confirmation dialog or a popover of its UI framework.
///
/// ```swift
/// router.present(.newChat)  // a sheet, the platform's full height
/// router.present(.filters, style: .sheet(detents: [.medium, .large]))
/// router.present(.receipt, style: .sheet(sizing: .form, allowsInteractiveDismissal: false))
/// router.present(.reactions, style: .popover(anchor: "reactions", arrowEdge: .bottom))
/// ```
///
/// A sheet's ``selectedDetent`` is state the user changes too: dragging the sheet to another
/// height is reported by the renderer (`UserNavigation.selectedDetent(level:_:)`) and written
/// back, so a snapshot restores the sheet at the height the user left it.
public struct PresentationStyle: Hashable, Sendable, CustomStringConvertible {
  /// What a presentation is.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
    /// A card that the user can swipe down to dismiss.
    case sheet
    /// A cover over the whole screen, dismissed only by the app.
    case fullScreenCover
    /// An alert with a title, a message and buttons.
    case alert
    /// A confirmation dialog (an action sheet) with a set of choices.
    case confirmationDialog
    /// A bubble pointing at a view, on a screen wide enough for one; a sheet elsewhere, as the
    /// platform shows it in compact width.
    case popover
  }

  /// What the presentation is, set by the style you pick (`.sheet`, `.popover(…)`, …).
  public internal(set) var kind: Kind
  /// The heights a sheet can rest at, smallest first (the order the platforms ask for); empty
  /// for the platform's one, the full height. Also used by a popover shown as a sheet.
  public var detents: [SheetDetent]
  /// The height the sheet rests at, one of ``detents`` (a change that makes it another is
  /// refused); `nil` for the first.
  public var selectedDetent: SheetDetent?
  /// How wide a sheet is on a regular-width screen.
  public var sizing: SheetSizing
  /// Whether the user can dismiss a sheet or a popover by swiping it down or tapping outside
  /// it. A flow that asks before it leaves (``LeaveDecision``) is asked either way.
  public var allowsInteractiveDismissal: Bool
  /// The name of the view a popover points at (given to it by the adapter: a view modifier in
  /// SwiftUI, a lookup in UIKit); `nil` for the presenting screen as a whole.
  public var anchor: String?
  /// The edge of the anchor the popover shows at (`.bottom`: below it, its arrow pointing up);
  /// `nil` for whichever the platform chooses.
  public var arrowEdge: ArrowEdge?

  /// A style of `kind` with the platform's defaults.
  init(_ kind: Kind) {
    self.kind = kind
    detents = []
    selectedDetent = nil
    sizing = .page
    allowsInteractiveDismissal = true
    anchor = nil
    arrowEdge = nil
  }

  /// A sheet at the platform's full height.
  public static let sheet = PresentationStyle(.sheet)
  /// A cover over the whole screen.
  public static let fullScreenCover = PresentationStyle(.fullScreenCover)
  /// An alert.
  public static let alert = PresentationStyle(.alert)
  /// A confirmation dialog.
  public static let confirmationDialog = PresentationStyle(.confirmationDialog)

  /// A sheet resting at `detents` (the first, or `selected`), `sizing` wide, that the user may
  /// swipe down or not.
  public static func sheet(
    detents: [SheetDetent] = [], selected: SheetDetent? = nil, sizing: SheetSizing = .page,
    allowsInteractiveDismissal: Bool = true
  ) -> PresentationStyle {
    var style = PresentationStyle(.sheet)
    style.detents = detents
    style.selectedDetent = selected
    style.sizing = sizing
    style.allowsInteractiveDismissal = allowsInteractiveDismissal
    return style
  }

  /// A popover pointing at the view named `anchor` (the presenting screen when `nil`), shown
  /// at its `arrowEdge`; shown in compact width as a sheet resting at `detents`.
  public static func popover(
    anchor: String? = nil, arrowEdge: ArrowEdge? = nil, detents: [SheetDetent] = [],
    allowsInteractiveDismissal: Bool = true
  ) -> PresentationStyle {
    var style = PresentationStyle(.popover)
    style.anchor = anchor
    style.arrowEdge = arrowEdge
    style.detents = detents
    style.allowsInteractiveDismissal = allowsInteractiveDismissal
    return style
  }

  /// Checks that the detent it rests at is one of its detents.
  ///
  /// - Throws: ``NavigationError`` with ``NavigationError/Reason/unknownDetent(detent:detents:)``
  ///   when ``selectedDetent`` is not one of ``detents``.
  func check() throws(NavigationError) {
    guard let selectedDetent, !detents.contains(selectedDetent) else { return }
    throw NavigationError(
      .unknownDetent(detent: selectedDetent.description, detents: detents.map(\.description)))
  }

  /// Whether the user can swipe it down or tap outside it: a sheet or a popover that allows it.
  @_spi(Rendering) public var isInteractivelyDismissible: Bool {
    (kind == .sheet || kind == .popover) && allowsInteractiveDismissal
  }

  /// The style in words, as in the tree's text and events: `sheet`, or its options in
  /// parentheses, `sheet (detents medium, large; at medium; form; no swipe)`,
  /// `popover (anchor reactions; arrow bottom)`.
  public var description: String {
    var options: [String] = []
    if !detents.isEmpty {
      options.append("detents \(detents.map(\.description).joined(separator: ", "))")
    }
    if let selectedDetent { options.append("at \(selectedDetent)") }
    if sizing == .form { options.append("form") }
    if !allowsInteractiveDismissal { options.append("no swipe") }
    if let anchor { options.append("anchor \(anchor)") }
    if let arrowEdge { options.append("arrow \(arrowEdge.rawValue)") }
    return options.isEmpty ? kind.rawValue : "\(kind.rawValue) (\(options.joined(separator: "; ")))"
  }
}

/// A height a sheet can rest at.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum SheetDetent: Hashable, Codable, Sendable, CustomStringConvertible {
  /// About half the screen's height.
  case medium
  /// The full height.
  case large
  /// A height in points.
  case height(Double)
  /// A fraction of the full height, from 0 to 1.
  case fraction(Double)

  /// The detent in words: `medium`, `large`, `300pt`, `40%`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .height(let points): "\(short(points))pt"
    case .fraction(let fraction): "\(short(fraction * 100))%"
    }
  }

  private func short(_ value: Double) -> String {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return "\(value)" }
    return String(Int(value))
  }
}

/// How wide a sheet is on a regular-width screen (on a phone in portrait, every sheet spans the
/// width).
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum SheetSizing: String, Hashable, Codable, Sendable {
  /// As wide as the platform's page sheet.
  case page
  /// The narrower, centred form sheet.
  case form
}

/// The edge of its anchor a popover shows at, its arrow pointing at the anchor.
///
/// Exhaustive on purpose: an anchor has four edges.
public enum ArrowEdge: String, Hashable, Codable, Sendable {
  /// Above the anchor, the arrow pointing down.
  case top
  /// Below the anchor, the arrow pointing up.
  case bottom
  /// Before the anchor in the reading direction.
  case leading
  /// After the anchor in the reading direction.
  case trailing
}
