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

  /// The identifier of `Void`, the argument type of registrations without arguments.
  static let noArguments = ObjectIdentifier(Void.self)

  func hash(into hasher: inout Hasher) {
    hasher.combine(service)
    hasher.combine(arguments)
    if let name { hasher.combine(name) }
  }
}
