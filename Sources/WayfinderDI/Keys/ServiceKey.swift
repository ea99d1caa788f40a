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
  static let noArguments = ObjectIdentifier(Void.self)

  func hash(into hasher: inout Hasher) {
    // NB: one word for the two identifiers, so hashing a key feeds the hasher once; keys of
    // one type with different argument types still differ in it.
    hasher.combine(
      (UInt(bitPattern: service) &* 0x9E37_79B9_7F4A_7C15) ^ UInt(bitPattern: arguments))
    if let name { hasher.combine(name) }
  }
}
