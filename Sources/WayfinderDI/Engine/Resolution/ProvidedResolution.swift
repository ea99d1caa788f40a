/// A type the engine makes without a registration of its own when its service is registered:
/// WayfinderRegistrations' `Provider`.
package protocol ResolvableAsProvider {
  /// The service the provider resolves.
  static var providedType: any Any.Type { get }

  /// A provider of the service registered in `container` under `name`; throws when there is
  /// none, with any argument types.
  static func provider(
    from container: Container, name: RegistrationName?
  ) throws(ResolutionError) -> Self
}

extension Container {
  /// Throws the error of a missing registration unless `Service` is registered under `name`,
  /// with any argument types, in this container or a parent.
  package func checkProvidable<Service>(
    _ type: Service.Type, name: RegistrationName?
  ) throws(ResolutionError) {
    guard
      visibleEntries().keys.contains(where: {
        $0.service == ObjectIdentifier(Service.self) && $0.name == name
      })
    else {
      throw missingRegistrationError(
        ServiceDescriptor(Service.self, name: name), optionalTwin: Service.self)
    }
  }
}
