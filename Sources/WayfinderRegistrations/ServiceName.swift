import WayfinderDI

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
/// compiling unchanged. Two names are equal when their texts are, byte for byte (two spellings
/// of an accented letter that Unicode holds equivalent are two names).
public struct ServiceName: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name as the container keys it, its text's hash computed once.
  @usableFromInline let key: RegistrationName

  /// The text of the name.
  public var rawValue: String { key.text }

  /// Creates a name from its text.
  public init(_ rawValue: String) {
    key = RegistrationName(rawValue)
  }

  /// A name the container already keys.
  init(_ key: RegistrationName) {
    self.key = key
  }

  /// Creates a name from a string literal, so `name: "backup"` reads naturally.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The name in quotes, as it appears in error messages.
  public var description: String { key.quoted }
}
