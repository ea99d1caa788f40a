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
    // NB: the types are spelled out and the twin's identifier made once: written as one chain
    // of `map`, `filter` and an optional's `map`, this function took a third of a second to
    // type-check, half of the module's function bodies.
    let service: ObjectIdentifier = requested.key.service
    let twin: ObjectIdentifier? = OptionalTwin.of(Service.self).map { ObjectIdentifier($0) }
    var similar: [ServiceDescriptor] = []
    for entry in visibleEntries().values {
      let candidate: ServiceDescriptor = entry.descriptor
      guard candidate.key != requested.key else { continue }
      if candidate.key.service == service || candidate.key.service == twin {
        similar.append(candidate)
      }
    }
    similar.sort { (lhs: ServiceDescriptor, rhs: ServiceDescriptor) -> Bool in
      lhs.description < rhs.description
    }
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
