// The registrations by type and name, which WayfinderRegistrations makes public.

internal import _WayfinderDIStack

extension Container {
  @inlinable
  package func typedRegister<Service>(
    _ type: Service.Type = Service.self, name: RegistrationName?, scope: Scope? = nil,
    keeps: [any Any.Type] = [], factory: @escaping @Sendable (Resolver) throws -> Service,
    completed: (@Sendable (Resolver, Service) throws -> Void)? = nil
  ) {
    var completion: Entry<Service, Void>.Completion?
    if let completed {
      completion = { resolver, made, _ in try completed(resolver, made) }
    }
    add(
      Entry<Service, Void>(
        descriptor: ServiceDescriptor(Service.self, name: name),
        scope: scope ?? defaultScope, kept: Self.identifiers(keeps),
        maker: .withResolver(factory), completion: completion))
  }

  @inlinable
  package func typedRegister<Service>(
    _ type: Service.Type = Service.self, name: RegistrationName?, scope: Scope? = nil,
    factory: @escaping @Sendable () throws -> Service
  ) {
    add(
      Entry<Service, Void>(
        descriptor: ServiceDescriptor(Service.self, name: name),
        scope: scope ?? defaultScope, maker: .plain(factory)))
  }

  @inlinable
  package func typedRegister<Service, each Argument>(
    _ type: Service.Type = Service.self, name: RegistrationName?, scope: Scope? = nil,
    keeps: [any Any.Type] = [],
    factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service,
    completed: (@Sendable (Resolver, Service, repeat each Argument) throws -> Void)? = nil
  ) {
    var completion: Entry<Service, (repeat each Argument)>.Completion?
    if let completed {
      completion = { resolver, made, arguments in
        try completed(resolver, made, repeat each arguments)
      }
    }
    add(
      Entry<Service, (repeat each Argument)>(
        descriptor: ServiceDescriptor(
          Service.self, name: name, arguments: (repeat each Argument).self),
        scope: scope ?? defaultScope, kept: Self.identifiers(keeps),
        factory: { resolver, arguments in try factory(resolver, repeat each arguments) },
        completion: completion))
  }

  @usableFromInline package func typedRegister<Service: Sendable>(
    _ type: Service.Type = Service.self, name: RegistrationName?, scope: Scope? = nil,
    keeps: [any Any.Type] = [],
    factory: @escaping @MainActor @Sendable (Resolver) throws -> Service,
    completed: (@MainActor @Sendable (Resolver, Service) throws -> Void)? = nil
  ) {
    registerOnMainActor(
      ServiceDescriptor(Service.self, name: name),
      scope: scope ?? defaultScope, kept: Self.identifiers(keeps), factory: factory,
      completed: completed)
  }

  @usableFromInline package func typedRegister<Service: Sendable, each Argument: Sendable>(
    _ type: Service.Type = Service.self, name: RegistrationName?, scope: Scope? = nil,
    keeps: [any Any.Type] = [],
    factory: @escaping @MainActor @Sendable (Resolver, repeat each Argument) throws -> Service,
    completed: (@MainActor @Sendable (Resolver, Service, repeat each Argument) throws -> Void)? =
      nil
  ) {
    let descriptor = ServiceDescriptor(
      Service.self, name: name, arguments: (repeat each Argument).self)
    var completion: Entry<Service, (repeat each Argument)>.Completion?
    if let completed {
      completion = { resolver, made, arguments in
        guard MainActorCheck.isCurrent else {
          throw ResolutionError(.requiresMainActor(descriptor))
        }
        try MainActor.assumeIsolated { try completed(resolver, made, repeat each arguments) }
      }
    }
    add(
      Entry<Service, (repeat each Argument)>(
        descriptor: descriptor, scope: scope ?? defaultScope, kept: Self.identifiers(keeps),
        factory: { resolver, arguments in
          guard MainActorCheck.isCurrent else {
            throw ResolutionError(.requiresMainActor(descriptor))
          }
          return try MainActor.assumeIsolated { try factory(resolver, repeat each arguments) }
        }, completion: completion, isMainActorBound: true))
  }

  @inlinable @inline(__always)
  package func typedResolve<Service>(_ type: Service.Type = Service.self, name: RegistrationName?)
    throws(ResolutionError) -> Service
  {
    try published.resolve(
      Service.self, name: name,
      published: { entry throws(ResolutionError) in
        try resolvePublished(Service.self, entry: entry)
      },
      registered: { () throws(ResolutionError) in
        try resolveRegistered(Service.self, name: name)
      })
  }

  // NB: the resolver's `typedResolve(_:name:arguments:)` again, not a call to it: going
  // through the resolver cost a one-argument resolve a tenth of its instructions (2.85x the
  // initializer became 3.18x, over the 3x goal).
  @usableFromInline package func typedResolve<Service, each Argument>(
    _ type: Service.Type = Service.self, name: RegistrationName?,
    arguments: repeat each Argument
  ) throws(ResolutionError) -> Service {
    let reading = wayfinder_di_read_enter()
    defer { wayfinder_di_read_leave(reading) }
    return try rootResolver().resolve(
      ServiceKey(service: Service.self, arguments: (repeat each Argument).self, name: name),
      arguments: (repeat each arguments),
      describe: {
        ServiceDescriptor(Service.self, name: name, arguments: (repeat each Argument).self)
      })
  }

  @usableFromInline package func typedResetCached<Service>(
    _ type: Service.Type, name: RegistrationName?
  ) {
    let key = ServiceKey(service: Service.self, arguments: Void.self, name: name)
    registry.withLock { $0[key] }?.resetCached()
  }

  @usableFromInline package func typedHasRegistration(
    of type: any Any.Type, name: RegistrationName?
  ) -> Bool {
    let service = ObjectIdentifier(type)
    return visibleEntries().keys.contains { $0.service == service && $0.name == name }
  }
}
