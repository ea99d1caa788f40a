@_spi(Rendering) import Wayfinder

// The values the stages hand the views and read from them: a presentation on screen with its
// identity, the question before a guarded sheet goes, and what a style lets SwiftUI report.

extension PresentationStages {
  /// A presentation on screen, with the identity its bindings capture.
  struct Shown: Hashable, Identifiable, Sendable {
    /// Unique for the life of the stages: a route shown again gets a new id.
    let id: Int
    /// Its level: 0 over the flow's stack.
    let level: Int
    /// The route and the style the state gives it.
    let presentation: Presentation<ScreenRoute>
    /// The style it is drawn in: the state's, or `.sheet` for an alert without content.
    let style: PresentationStyle
    /// For a popover, the token of the anchor view that draws it, fixed as it is presented;
    /// `nil` when the presentation layer draws it over the whole screen.
    var anchor: Int? = nil
  }

  /// The question asked before the presentations from ``level`` up go, after the user tried
  /// to swipe them down.
  struct Question: Hashable, Sendable {
    /// The level of the presentation the user tried to close.
    let level: Int
    /// The id of that presentation.
    let shownID: Int
    /// The prompt of the flow that asks.
    let prompt: String
  }
}

extension PresentationStyle {
  /// Alerts and confirmation dialogs have no content to present from.
  var cannotPresent: Bool { kind == .alert || kind == .confirmationDialog }

  /// Whether SwiftUI reports the presentation on screen: its screen's appearance, which alerts
  /// and dialogs do not have.
  var reportsAppearance: Bool { !cannotPresent }

  /// Whether SwiftUI reports the presentation gone: a sheet's or a cover's `onDismiss` (a
  /// popover's modifier has none).
  var reportsDismissal: Bool { kind == .sheet || kind == .fullScreenCover }
}

extension PresentationStyle.Kind {
  /// The kind in words, for a report.
  var spelled: String {
    switch self {
    case .fullScreenCover: "full-screen cover"
    case .confirmationDialog: "confirmation dialog"
    default: rawValue
    }
  }
}

extension PresentationStages {
  /// The heights the sheet `shown` can rest at; empty for the platform's one.
  func detents(of shown: Shown) -> [SheetDetent] {
    shown.style.detents
  }

  /// The height the sheet `shown` rests at: its style's, or its first detent.
  func selectedDetent(of shown: Shown) -> SheetDetent? {
    shown.style.selectedDetent ?? shown.style.detents.first
  }
}
