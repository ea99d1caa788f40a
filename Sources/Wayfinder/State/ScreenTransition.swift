/// How a screen arrives and leaves: the platform's standard transition, or a zoom out of a
/// view of the screen below.
///
/// A push or a presentation names its transition, and the flow's state keeps it with the
/// screen (``FlowState/pathTransitions``, ``Presentation/transition``), so tests read it,
/// snapshots restore it and the screen zooms back into the same view when it leaves, after a
/// relaunch too. The screen below marks the view a zoom starts from with the same
/// ``Source``.
///
/// ```swift
/// router.push(.thread(id: chat.id), transition: .zoom(from: "chat-\(chat.id)"))
/// ```
///
/// Where a zoom cannot be drawn (before iOS 18, on tvOS, or when no view on screen is marked
/// with its source) the screen arrives the standard way.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum ScreenTransition: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The platform's standard transition: a pushed screen slides in, a sheet rises.
  case standard
  /// A zoom out of the view the screen below marks with `source`, and back into it when the
  /// screen leaves, by code or by the user's gesture.
  case zoom(from: Source)

  /// The name of a view a zoom starts from: the screen below marks the view with it, the
  /// screen that arrives names it.
  ///
  /// Text, usually made from the identity of what the view shows (`"chat-\(id)"`), so that it
  /// stays the same when the view is made again and when a snapshot is restored.
  public struct Source: RawRepresentable, Hashable, Codable, Sendable,
    ExpressibleByStringInterpolation, CustomStringConvertible
  {
    /// The name.
    public let rawValue: String

    /// The source named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The source named by a string literal, interpolations included.
    public init(stringLiteral value: String) {
      self.rawValue = value
    }

    /// The name.
    public var description: String { rawValue }
  }

  /// `standard`, or `zoom(from: <source>)`.
  public var description: String {
    switch self {
    case .standard: "standard"
    case .zoom(let source): "zoom(from: \(source.rawValue))"
    }
  }

  /// Whether this is the standard transition.
  var isStandard: Bool { self == .standard }
}
