/// A typed name that tells apart several registrations of the same service type.
///
/// Declare names once, as static members, and use them at registration and resolution:
///
/// ```swift
/// extension ServiceName {
///   static let backup: ServiceName = "backup"
/// }
///
/// container.register(APIClient.self, name: .backup) { _ in BackupAPIClient() }
/// let client = try container.resolve(APIClient.self, name: .backup)
/// ```
///
/// String literals work too (`name: "backup"`), which keeps code moved over from Swinject
/// compiling unchanged.
public struct ServiceName: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The text of the name.
  public let rawValue: String
  /// The text's hash, computed once: a name declared as a static member is hashed once,
  /// not at every registration and resolve that uses it.
  let textHash: Int

  /// Creates a name from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
    self.textHash = rawValue.hashValue
  }

  /// A name whose text's hash is already known.
  init(rawValue: String, textHash: Int) {
    self.rawValue = rawValue
    self.textHash = textHash
  }

  /// Creates a name from a string literal, so `name: "backup"` reads naturally.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The name in quotes, as it appears in error messages.
  public var description: String { "\"\(rawValue)\"" }

  /// Whether two names have the same text.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.textHash == rhs.textHash && lhs.rawValue == rhs.rawValue
  }

  /// Feeds the name's text, by its hash, into `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(textHash)
  }
}
