/// One registration, type-erased so a container can store registrations of any service.
class AnyEntry: @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type; subclasses
  // add only `let`s of `Sendable` types or state guarded by a `Mutex`.
  let descriptor: ServiceDescriptor
  let scope: Scope
  /// Whether ``Container/verify()`` can resolve this registration (it takes no arguments).
  let isVerifiable: Bool

  init(descriptor: ServiceDescriptor, scope: Scope, isVerifiable: Bool) {
    self.descriptor = descriptor
    self.scope = scope
    self.isVerifiable = isVerifiable
  }

  /// Drops a cached instance; only ``Scope/cached`` registrations hold one.
  func resetCached() {}

  /// The same registration with empty instance storage, for ``Container/verify()``.
  func copy() -> AnyEntry { self }

  /// Resolves this registration from `resolver`, discarding the instance.
  func resolveForVerification(_ resolver: Resolver) throws(ResolutionError) {}
}

/// The registration of `Service`, made by a factory that takes `Arguments`.
final class Entry<Service, Arguments>: AnyEntry, @unchecked Sendable {
  typealias Factory = @Sendable (Resolver, Arguments) throws -> Service

  let factory: Factory
  let slot: SharedSlot<Service>?

  init(descriptor: ServiceDescriptor, scope: Scope, factory: @escaping Factory) {
    self.factory = factory
    self.slot = SharedSlot(scope: scope)
    super.init(
      descriptor: descriptor, scope: scope,
      isVerifiable: descriptor.key.arguments == ServiceKey.noArguments)
  }

  override func resetCached() {
    if case .cached = scope.kind { slot?.removeInstance() }
  }

  override func copy() -> AnyEntry {
    Entry(descriptor: descriptor, scope: scope, factory: factory)
  }

  override func resolveForVerification(_ resolver: Resolver) throws(ResolutionError) {
    guard let arguments = () as? Arguments else { return }
    let _: Service = try resolver.resolve(
      descriptor.key, arguments: arguments, describe: { descriptor })
  }

  /// The instance for one resolve: made anew, or taken from the scope's storage.
  func instance(
    in owner: Container, resolver: Resolver, arguments: Arguments
  ) throws(ResolutionError) -> Service {
    switch scope.kind {
    case .transient:
      return try make(resolver.nested(in: resolver.container), arguments)
    case .graph:
      guard let graph = resolver.graph else {
        return try make(resolver.nested(in: resolver.container), arguments)
      }
      if let shared = graph.instance(for: self) as? Service { return shared }
      let made = try make(resolver.nested(in: resolver.container), arguments)
      graph.store(made, for: self)
      return made
    case .singleton, .cached, .weak, .custom:
      guard let slot else { return try make(resolver.nested(in: owner), arguments) }
      // Shared instances resolve their dependencies in the container that owns the
      // registration, so a parent's singleton never captures a child's overrides.
      return try slot.instance(descriptor: descriptor, resolver: resolver) {
        record throws(ResolutionError) in
        try make(resolver.nested(in: owner, building: record), arguments)
      }
    }
  }

  private func make(_ resolver: Resolver, _ arguments: Arguments) throws(ResolutionError)
    -> Service
  {
    do {
      return try factory(resolver, arguments)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw ResolutionError(.factoryFailed(descriptor, underlying: error))
    }
  }
}
