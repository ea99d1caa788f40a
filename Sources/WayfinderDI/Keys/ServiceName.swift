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
    self.textHash = Self.hash(of: rawValue)
  }

  /// A hash of the text's UTF-8 bytes (FNV-1a), always odd: a registration key stores 0 for
  /// "no name", so its hash alone tells whether it has a name.
  ///
  /// NB: not `String.hashValue`, which runs SipHash over the text's normalised characters,
  /// about 220 instructions for a short name: a name written as a literal is made, and hashed,
  /// at every resolve that uses it. Names are identifiers chosen by the app, not input an
  /// attacker chooses, and they are compared by their bytes (see `==`).
  static func hash(of text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
      return Int(truncatingIfNeeded: hash | 1)
    }
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

  /// Whether two names have the same text, byte for byte (two spellings of an accented
  /// letter that Unicode holds equivalent are two names).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.textHash == rhs.textHash && lhs.rawValue.utf8.elementsEqual(rhs.rawValue.utf8)
  }

  /// Feeds the name's text, by its hash, into `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(textHash)
  }
}
