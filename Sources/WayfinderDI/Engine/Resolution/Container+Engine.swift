/// The engine behind ``Container``'s resolves: the published and slow paths, and the error
/// for a key nothing is registered under. See the Internals article.
extension Container {
  /// A registration this container published (`entry`, as a bit pattern), without the
  /// lookup.
  @usableFromInline
  func resolvePublished<Service>(_ type: Service.Type, entry: UInt) throws(ResolutionError)
    -> Service
  {
    try rootResolver().resolvePublished(Service.self, entry: entry)
  }

  /// A registration the slow way: the lookup, then its scope.
  @usableFromInline
  func resolveRegistered<Service>(_ type: Service.Type, name: RegistrationName?)
    throws(ResolutionError) -> Service
  {
    try rootResolver().resolve(
      ServiceKey(service: Service.self, arguments: Void.self, name: name), arguments: (),
      describe: { ServiceDescriptor(Service.self, name: name) })
  }

  /// The error for a key nothing is registered under, listing what is registered nearby.
  ///
  /// NB: the registry is read again here, after the lookup found nothing; a registration of
  /// the very key made in between (another thread registering) is left out, so the error
  /// says what the failing resolve saw, never "registered with no arguments, resolved with
  /// no arguments".
  func missingRegistrationError<Service>(
    _ requested: ServiceDescriptor, optionalTwin: Service.Type
  ) -> ResolutionError {
    let twin = OptionalTwin.of(Service.self)
    let similar = visibleEntries().values.map(\.descriptor).filter { candidate in
      guard candidate.key != requested.key else { return false }
      return candidate.key.service == requested.key.service
        || twin.map { candidate.key.service == ObjectIdentifier($0) } == true
    }.sorted { $0.description < $1.description }
    let sameName = similar.filter {
      $0.key.service == requested.key.service && $0.registrationName == requested.registrationName
    }
    if !sameName.isEmpty {
      return ResolutionError(.argumentMismatch(requested, registered: sameName), trail: [requested])
    }
    return ResolutionError(.notRegistered(requested, similar: similar), trail: [requested])
  }
}

/// Finds `Optional<T>` for `T`, and `T` for `Optional<T>`.
private protocol OptionalProtocol {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

private enum OptionalTwin {
  static func of<T>(_ type: T.Type) -> Any.Type? {
    if let optional = type as? any OptionalProtocol.Type { return optional.wrappedType }
    return T?.self
  }
}
