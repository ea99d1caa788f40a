/// How a presented route is shown over the screens beneath it.
///
/// The core only records the style; a renderer maps it to a sheet, a full-screen cover, an alert
/// or a confirmation dialog of its UI framework.
public enum PresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
  /// A card that the user can swipe down to dismiss.
  case sheet
  /// A cover over the whole screen, dismissed only by the app.
  case fullScreenCover
  /// An alert with a title, a message and buttons.
  case alert
  /// A confirmation dialog (an action sheet) with a set of choices.
  case confirmationDialog
}
