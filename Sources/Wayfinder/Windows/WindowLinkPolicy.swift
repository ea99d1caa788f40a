/// Which window a deep link opens in, chosen among the connected windows (frontmost first);
/// no window means a new one.
///
/// ```swift
/// windows.linkPolicy = WindowLinkPolicy { link, windows in
///   // a chat opens in the window already showing it, anything else in the frontmost
///   windows.first { window in link.destination.map(window.shows) == true } ?? windows.first
/// }
/// ```
public struct WindowLinkPolicy: Sendable {
  /// The choice: a window of the list, or `nil` for a new window.
  let choose: @MainActor @Sendable (WindowLink, [AppWindow]) -> AppWindow?

  /// A policy that picks with `choose`, given the link and the connected windows, frontmost
  /// first; return `nil` for a new window.
  public init(_ choose: @escaping @MainActor @Sendable (WindowLink, [AppWindow]) -> AppWindow?) {
    self.choose = choose
  }

  /// The window that already has the link's destination in its screens (the frontmost of
  /// them; see ``AppWindow/shows(_:)``), else the frontmost window, else a new one.
  public static let showingOrFrontmost = WindowLinkPolicy { link, windows in
    guard let destination = link.destination else { return windows.first }
    return windows.first { $0.shows(destination) } ?? windows.first
  }

  /// The frontmost window, else a new one.
  public static let frontmost = WindowLinkPolicy { _, windows in windows.first }

  /// Always a new window.
  public static let newWindow = WindowLinkPolicy { _, _ in nil }
}

/// A deep link on its way to a window: what ``WindowLinkPolicy`` decides on.
public struct WindowLink: Hashable, Sendable {
  /// The link as it came.
  public let link: String
  /// What the link does, from ``AppWindows/deepLinks``.
  public let steps: [DeepLinkStep]

  /// The route the link ends at: its last step's last route; `nil` for a link of no steps.
  public var destination: AnyRoute? { steps.last?.routes.last }
}

/// Where ``AppWindows/open(_:)`` took a link.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum WindowLinkOutcome: Hashable, Sendable {
  /// The window `window` took it, and is now frontmost: the link opened, or is held there
  /// until its condition is met (``DeepLinkOutcome``).
  case opened(window: String, DeepLinkOutcome)
  /// The policy asked for a new window: ask the platform for one (passing the link), and once
  /// it connects, open the link in its navigator.
  case needsNewWindow
}
