import WayfinderDI

extension ServiceDescriptor {
  /// The registration name, if any.
  public var name: ServiceName? { registrationName.map(ServiceName.init) }

  /// The factory argument types, as written in Swift; empty for registrations without
  /// arguments.
  public var argumentTypeNames: [String] { argumentNames }
}
