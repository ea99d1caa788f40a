extension Container {

  /// Adds a registration whose factory runs only for callers on the main actor.
  package func registerOnMainActor<Service>(
    _ descriptor: ServiceDescriptor, scope: Scope, kept: Set<ObjectIdentifier> = [],
    factory: @escaping @MainActor @Sendable (Resolver) throws -> Service,
    completed: (@MainActor @Sendable (Resolver, Service) throws -> Void)? = nil
  ) {
    // NB: this is what `MainActor.assumeIsolated` does after its check, without requiring a
    // `Sendable` result (a type with a main-actor conformance, such as a main-actor
    // `Injectable`, cannot promise one). The factory runs only when the code is found to run
    // on the main actor's queue: a resolver's own belief is not enough, since a resolver made
    // on the main actor can be captured by a closure and used elsewhere later.
    let onMainActor = unsafeBitCast(factory, to: (@Sendable (Resolver) throws -> Service).self)
    add(
      Entry<Service, Void>(
        descriptor: descriptor, scope: scope, kept: kept,
        factory: { resolver, _ in
          guard MainActorCheck.isCurrent else {
            throw ResolutionError(.requiresMainActor(descriptor))
          }
          return try onMainActor(resolver)
        }, completion: Self.onMainActor(completed, descriptor), isMainActorBound: true))
  }

  /// `completed` run after the same check as a main-actor factory; `nil` for none.
  static func onMainActor<Service>(
    _ completed: (@MainActor @Sendable (Resolver, Service) throws -> Void)?,
    _ descriptor: ServiceDescriptor
  ) -> (@Sendable (Resolver, Service, Void) throws -> Void)? {
    guard let completed else { return nil }
    // NB: as for the factory above.
    let onMainActor = unsafeBitCast(
      completed, to: (@Sendable (Resolver, Service) throws -> Void).self)
    return { resolver, made, _ in
      guard MainActorCheck.isCurrent else {
        throw ResolutionError(.requiresMainActor(descriptor))
      }
      try onMainActor(resolver, made)
    }
  }

  /// Stores `entry` under its key, replacing any earlier one, keeps the graph count, then
  /// tells the registration observers.
  ///
  /// `overridesDeclaration` counts a new override of a declared dependency before observers
  /// run, so what they resolve sees it.
  @usableFromInline
  func add(_ entry: AnyEntry, overridesDeclaration: Bool = false) {
    if store(entry, overridesDeclaration: overridesDeclaration) {
      published.retired.reclaim()
    }
    if hasRegistrationObservers.load(ordering: .acquiring) != 0 {
      for observer in registrationObservers.withLock({ $0 }) { observer(entry.descriptor) }
    }
  }

  /// The registry's part of ``add(_:overridesDeclaration:)``; returns whether it replaced a
  /// registration, which it retired.
  ///
  /// NB: a function of its own, so no reference to the replaced registration outlives it: the
  /// retired list then holds the only one, and whoever frees it (on the main queue, for a
  /// main-actor registration) releases it last.
  private func store(_ entry: AnyEntry, overridesDeclaration: Bool) -> Bool {
    let key = entry.descriptor.key
    let replaced = registry.withLock { registry in
      let replaced = registry.updateValue(entry, forKey: key)
      if let replaced {
        if key.isTypeAlone { published.withdraw(key.service, replaced: replaced) }
        published.retired.retire(replaced)
      } else if overridesDeclaration {
        declaredOverrides.add(1, ordering: .releasing)
      }
      return replaced
    }
    countGraph(added: entry, removed: replaced)
    return replaced != nil
  }

  /// Publishes `entry`, registered here under `key` (a type alone), so later resolves of
  /// `key` from this container skip the lookup.
  func publish(_ entry: AnyEntry, key: ServiceKey) {
    guard published.entry(of: key.service) == nil else { return }
    registry.withLock { registry in
      // NB: a registration replaced meanwhile must not be published: it may be gone.
      guard registry[key] === entry else { return }
      published.publish(entry, for: key.service)
    }
  }

  /// Publishes the singleton that `entry`, registered here under `key` (a type alone), has
  /// made, so later resolves of `key` from this container read it in the caller's code.
  func publishSingleton(at address: UnsafeRawPointer, of entry: AnyEntry, key: ServiceKey) {
    guard published.address(of: key.service) == nil else { return }
    registry.withLock { registry in
      guard registry[key] === entry else { return }
      published.publish(address, for: key.service)
    }
  }

  /// Keeps the graph count when `added` takes the place of `removed`.
  func countGraph(added: AnyEntry?, removed: AnyEntry?) {
    let change = (added.map(isGraph) == true ? 1 : 0) - (removed.map(isGraph) == true ? 1 : 0)
    if change != 0 { graphRegistrations.add(change, ordering: .relaxed) }
  }

  private func isGraph(_ entry: AnyEntry) -> Bool {
    if case .graph = entry.scope.kind { return true }
    return false
  }

  @usableFromInline
  static func identifiers(_ types: [any Any.Type]) -> Set<ObjectIdentifier> {
    types.isEmpty ? [] : Set(types.map { ObjectIdentifier($0) })
  }
}
