import Foundation

/// What a window of a SwiftUI `WindowGroup(for: WindowValue.self)` presents: which of the
/// app's windows it is, and, for a window opened for a link, that link, opened once.
///
/// SwiftUI keeps a window's presented value and gives it back when it restores the window, so
/// the window comes back as the same `AppWindow`. ``FlowWindow`` sets it; the app
/// only declares the group:
///
/// ```swift
/// WindowGroup(for: WindowValue.self) { $window in
///   FlowWindow(appWindows, value: $window) { appWindow in RootView(appWindow) }
/// }
/// ```
public struct WindowValue: Codable, Hashable, Sendable {
  /// The window's identifier in the app's windows.
  public let id: String
  /// The link the window was opened for, until it opens it.
  public let link: String?

  /// A new window that opens `link`, for SwiftUI's `openWindow(value:)`: what an "Open in New
  /// Window" button does.
  ///
  /// ```swift
  /// Button("Open in New Window") {
  ///   openWindow(value: WindowValue(opening: "messenger://chats/\(chat.id)"))
  /// }
  /// ```
  public init(opening link: String) {
    self.init(id: UUID().uuidString, link: link)
  }

  init(id: String, link: String? = nil) {
    self.id = id
    self.link = link
  }
}
