/// The identity of one registration: service type, optional name and factory argument types.
///
/// Built from `ObjectIdentifier`s of metatypes, so making and hashing a key never formats
/// a string.
struct ServiceKey: Hashable, Sendable {
  let service: ObjectIdentifier
  let arguments: ObjectIdentifier
  let name: ServiceName?

  init(service: Any.Type, arguments: Any.Type, name: ServiceName?) {
    self.service = ObjectIdentifier(service)
    self.arguments = ObjectIdentifier(arguments)
    self.name = name
  }

  /// The key of a declared dependency: its declaration object stands for the type.
  init(declaration: AnyObject) {
    self.service = ObjectIdentifier(declaration)
    self.arguments = Self.noArguments
    self.name = nil
  }

  /// The identifier of `Void`, the argument type of registrations without arguments.
  static var noArguments: ObjectIdentifier {
    @inline(__always) get { ObjectIdentifier(Void.self) }
  }

  /// Whether the key is a service type alone, with no name and no arguments.
  var isTypeAlone: Bool { name == nil && arguments == Self.noArguments }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identifiers)
    if let name { hasher.combine(name) }
  }

  /// The hash a `Dictionary` seeded with `seed` files this key under.
  ///
  /// NB: this is `Hashable`'s underscored requirement, which `Dictionary` calls instead of
  /// `hash(into:)`. The default runs SipHash over the key, about 150 instructions and a
  /// fifth of a singleton resolve. Keys are identities of types, not input an attacker
  /// chooses, so a multiply-xorshift mix of the identifiers and the seed spreads them well
  /// enough; named keys add the name's hash.
  func _rawHashValue(seed: Int) -> Int {
    var mixed = identifiers ^ UInt(bitPattern: seed)
    if let name { mixed ^= UInt(bitPattern: name.textHash) }
    mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
    mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(bitPattern: mixed ^ (mixed >> 32))
  }

  /// The two identifiers in one word: keys of one type with different argument types still
  /// differ in it.
  private var identifiers: UInt {
    (UInt(bitPattern: service) &* 0x9E37_79B9_7F4A_7C15) ^ UInt(bitPattern: arguments)
  }
}
