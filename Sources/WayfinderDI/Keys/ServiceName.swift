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

  /// Creates a name from its text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a name from a string literal, so `name: "backup"` reads naturally.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The name in quotes, as it appears in error messages.
  public var description: String { "\"\(rawValue)\"" }
}
