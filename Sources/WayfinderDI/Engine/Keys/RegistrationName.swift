/// A registration's name as the engine keys it: its text and the text's hash, computed once.
/// WayfinderRegistrations' `ServiceName` wraps one.
@usableFromInline
package struct RegistrationName: Hashable, Sendable {
  /// The text of the name.
  @usableFromInline package let text: String
  /// The text's hash: a name declared as a static member is hashed once, not at every
  /// registration and resolve that uses it.
  @usableFromInline package let textHash: Int

  /// A name with the text `text`.
  package init(_ text: String) {
    self.text = text
    self.textHash = Self.hash(of: text)
  }

  /// A name whose text's hash is already known.
  init(text: String, textHash: Int) {
    self.text = text
    self.textHash = textHash
  }

  /// A hash of the text's UTF-8 bytes (FNV-1a), always odd: a registration key stores 0 for
  /// "no name", so its hash alone tells whether it has a name.
  ///
  /// NB: not `String.hashValue`, which runs SipHash over the text's normalised characters,
  /// about 220 instructions for a short name: a name written as a literal is made, and hashed,
  /// at every resolve that uses it. Names are identifiers chosen by the app, not input an
  /// attacker chooses, and they are compared by their bytes (see `==`). The bytes are read where
  /// they lie when they are contiguous (a literal, a native string): `withUTF8` needs a copy of
  /// the string, a retain and a release of its storage on every named resolve.
  static func hash(of text: String) -> Int {
    if let hash = text.utf8.withContiguousStorageIfAvailable(hash(of:)) { return hash }
    var text = text
    return text.withUTF8(hash(of:))
  }

  private static func hash(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return Int(truncatingIfNeeded: hash | 1)
  }

  /// The name in quotes, as it appears in error messages.
  package var quoted: String { "\"\(text)\"" }

  /// Whether two names have the same text, byte for byte (two spellings of an accented
  /// letter that Unicode holds equivalent are two names).
  @usableFromInline package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.textHash == rhs.textHash && lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  /// Feeds the name's text, by its hash, into `hasher`.
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(textHash)
  }
}
