/// The identity of one registration: service type, optional name and factory argument types.
///
/// Built from `ObjectIdentifier`s of metatypes, so making and hashing a key never formats
/// a string.
struct ServiceKey: Hashable, Sendable {
  let service: ObjectIdentifier
  let arguments: ObjectIdentifier
  /// The name's text ("" for none) and its hash (0 for none; a name's hash is odd).
  ///
  /// NB: kept apart rather than as a `RegistrationName?` (or a `String?`): copies of an optional
  /// went through its generic value witnesses, about a hundred instructions each, several per
  /// registration, where a `String` copy is one retain. Whether there is a name is read from
  /// the hash rather than kept in a flag: a key of five words, not six, is cheaper for the
  /// registry's dictionary to move and compare.
  let nameText: String
  let nameHash: Int

  init(service: Any.Type, arguments: Any.Type, name: RegistrationName?) {
    self.service = ObjectIdentifier(service)
    self.arguments = ObjectIdentifier(arguments)
    self.nameText = name?.text ?? ""
    self.nameHash = name?.textHash ?? 0
  }

  /// Whether the key has a name.
  var hasName: Bool { nameHash != 0 }

  /// The registration name, if any.
  var name: RegistrationName? {
    hasName ? RegistrationName(text: nameText, textHash: nameHash) : nil
  }

  /// The key of a declared dependency: its declaration object stands for the type.
  init(declaration: AnyObject) {
    self.service = ObjectIdentifier(declaration)
    self.arguments = Self.noArguments
    self.nameText = ""
    self.nameHash = 0
  }

  /// The identifier of `Void`, the argument type of registrations without arguments.
  static var noArguments: ObjectIdentifier {
    @inline(__always) get { ObjectIdentifier(Void.self) }
  }

  /// Whether the key is a service type alone, with no name and no arguments.
  var isTypeAlone: Bool { !hasName && arguments == Self.noArguments }

  /// Whether two keys are the same; the name's hash is compared second, since keys that
  /// share a dictionary bucket run are most often one service under several names.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.service == rhs.service && lhs.nameHash == rhs.nameHash && lhs.arguments == rhs.arguments
      && lhs.nameText == rhs.nameText
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifiers)
    if hasName { hasher.combine(nameHash) }
  }

  /// The hash a `Dictionary` seeded with `seed` files this key under.
  ///
  /// NB: this is `Hashable`'s underscored requirement, which `Dictionary` calls instead of
  /// `hash(into:)`. The default runs SipHash over the key, about 150 instructions and a
  /// fifth of a singleton resolve. Keys are identities of types, not input an attacker
  /// chooses, so a multiply-xorshift mix of the identifiers and the seed spreads them well
  /// enough; named keys add the name's hash.
  ///
  /// NB: mixed in `UInt64`, not `UInt`, which has 32 bits on watchOS devices (arm64_32), where
  /// the constants do not fit; on 64-bit platforms the conversions cost nothing.
  func _rawHashValue(seed: Int) -> Int {
    var mixed = identifiers ^ UInt64(truncatingIfNeeded: seed)
    mixed ^= UInt64(truncatingIfNeeded: nameHash)
    mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
    mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
  }

  /// The two identifiers in one word: keys of one type with different argument types still
  /// differ in it.
  private var identifiers: UInt64 {
    (UInt64(UInt(bitPattern: service)) &* 0x9E37_79B9_7F4A_7C15)
      ^ UInt64(UInt(bitPattern: arguments))
  }
}
