// The resolves by type and name, which WayfinderRegistrations makes public.

internal import _WayfinderDIStack

extension Resolver {
  @inlinable @inline(__always)
  package func typedResolve<Service>(
    _ type: Service.Type = Service.self, name: RegistrationName?
  ) throws(ResolutionError) -> Service {
    try container.published.resolve(
      Service.self, name: name,
      published: { entry throws(ResolutionError) in
        try resolvePublished(Service.self, entry: entry)
      },
      registered: { () throws(ResolutionError) in
        try resolveRegistered(Service.self, name: name)
      })
  }

  @usableFromInline package func typedResolve<Service, each Argument>(
    _ type: Service.Type = Service.self, name: RegistrationName?,
    arguments: repeat each Argument
  ) throws(ResolutionError) -> Service {
    let reading = wayfinder_di_read_enter()
    defer { wayfinder_di_read_leave(reading) }
    return try resolve(
      ServiceKey(service: Service.self, arguments: (repeat each Argument).self, name: name),
      arguments: (repeat each arguments),
      describe: {
        ServiceDescriptor(Service.self, name: name, arguments: (repeat each Argument).self)
      })
  }
}
