import Atomics

extension Container {
  /// Registers how to make `Service`.
  ///
  /// ```swift
  /// container.register(APIClient.self, scope: .singleton) { _ in LiveAPIClient() }
  /// container.register(APIClient.self, name: "mock") { _ in MockAPIClient() }
  /// container.register(FeedViewModel.self) { r in FeedViewModel(api: try r.resolve()) }
  /// ```
  ///
  /// Registering the same type, name and argument types again replaces the earlier
  /// registration: later resolves use the new one. The earlier one, and any instance it
  /// shared, are released once no resolve that began before is still running (at once when
  /// none is): see <doc:Scopes#Replacing-a-registration>.
  ///
  /// - Parameters:
  ///   - type: The type to resolve, often a protocol the instance conforms to; inferred
  ///     from the factory when left out.
  ///   - name: Tells apart several registrations of one type.
  ///   - scope: How long instances live and who shares them; the container's
  ///     ``defaultScope`` (``Scope/transient`` unless you chose another) when left out.
  ///   - keeps: Shorter-lived services that the instances hold on purpose, such as the tab
  ///     coordinators an app coordinator owns; ``Container/verify(including:)`` does not report these
  ///     as captive dependencies, and still reports any other.
  ///   - factory: Makes the instance; resolve its dependencies through the ``Resolver`` it
  ///     receives. Errors it throws reach the caller as ``ResolutionError/Reason/factoryFailed(_:underlying:)``.
  ///   - completed: Runs on each new instance before the resolve returns it: for properties
  ///     set after creation, and for services that refer to each other
  ///     (see <doc:RegistrationsByType#Services-that-refer-to-each-other>). What it resolves in the
  ///     same resolution (the same graph, or inside the same singleton's making) gets this
  ///     instance back; other threads get a shared instance only once its completion has run.
  ///     Errors it throws reach the caller as the factory's do, and nothing is kept.
  @inlinable
  public func register<Service>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
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

  /// Registers a service made without dependencies, in the shortest form.
  ///
  /// ```swift
  /// container.register { HTTPClient() }
  /// container.register(APIClient.self, scope: .singleton) { LiveAPIClient() }
  /// ```
  @inlinable
  public func register<Service>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
    factory: @escaping @Sendable () throws -> Service
  ) {
    add(
      Entry<Service, Void>(
        descriptor: ServiceDescriptor(Service.self, name: name),
        scope: scope ?? defaultScope, maker: .plain(factory)))
  }

  /// Registers how to make `Service` from arguments passed at resolve time.
  ///
  /// ```swift
  /// container.register(ChatViewModel.self) { (r, chatID: Int) in
  ///   ChatViewModel(id: chatID, chats: try r.resolve(ChatService.self))
  /// }
  /// let chat = try container.resolve(ChatViewModel.self, arguments: 42)
  /// ```
  ///
  /// Any number of arguments is allowed; their types, in order, are part of the
  /// registration's identity. `completed` runs on each new instance, as it does for a
  /// registration without arguments, and receives the arguments of the resolve that made it:
  ///
  /// ```swift
  /// container.register(ChatViewModel.self) { (r, chatID: Int) in
  ///   ChatViewModel(id: chatID)
  /// } completed: { r, chat, chatID in
  ///   chat.draft = try r.resolve(DraftStore.self).draft(for: chatID)
  /// }
  /// ```
  @inlinable
  public func register<Service, each Argument>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
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

  /// Registers a service whose factory must run on the main actor, such as a view model
  /// with a `@MainActor` initializer.
  ///
  /// ```swift
  /// container.register(LoginViewModel.self) { @MainActor r in
  ///   LoginViewModel(auth: try r.resolve(AuthService.self))
  /// }
  ///
  /// @MainActor func showLogin() throws {
  ///   let viewModel = try container.resolve(LoginViewModel.self)
  /// }
  /// ```
  ///
  /// A resolve reaches it when the code runs on the main actor, at any level of the
  /// resolution and whatever the caller (a `@MainActor` function, a property wrapper's initial
  /// value in a `@MainActor` class, a nonisolated function called from main-actor code): the
  /// resolver asks whether it runs on the main actor's queue. Resolving it anywhere else throws
  /// ``ResolutionError/Reason/requiresMainActor(_:)`` instead of running the factory off the
  /// main actor; a singleton already made is returned from anywhere (the service is
  /// `Sendable`). `completed`, on the main actor too, runs on each new instance as it does for
  /// other registrations (a view controller's properties set after it is made).
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
    keeps: [any Any.Type] = [],
    factory: @escaping @MainActor @Sendable (Resolver) throws -> Service,
    completed: (@MainActor @Sendable (Resolver, Service) throws -> Void)? = nil
  ) {
    registerOnMainActor(
      ServiceDescriptor(Service.self, name: name),
      scope: scope ?? defaultScope, kept: Self.identifiers(keeps), factory: factory,
      completed: completed)
  }

  /// Adds a registration whose factory runs only for callers on the main actor.
  func registerOnMainActor<Service>(
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

  /// Registers a service with a `@MainActor` factory that takes arguments at resolve time,
  /// such as a view model for one chat.
  ///
  /// ```swift
  /// container.register(ChatViewModel.self) { @MainActor (r, chatID: Int) in
  ///   ChatViewModel(id: chatID, chats: try r.resolve())
  /// }
  ///
  /// @MainActor func openChat(_ id: Int) throws {
  ///   let chat = try container.resolve(ChatViewModel.self, arguments: id)
  /// }
  /// ```
  ///
  /// The arguments are `Sendable`: they travel from the caller into main-actor code.
  /// `completed`, on the main actor too, runs on each new instance with the resolve's
  /// arguments, as it does for other registrations with arguments.
  public func register<Service: Sendable, each Argument: Sendable>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
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
    if hasRegistrationObservers.load(ordering: .acquiring) {
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
        declaredOverrides.wrappingIncrement(by: 1, ordering: .releasing)
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
    if change != 0 { graphRegistrations.wrappingIncrement(by: change, ordering: .relaxed) }
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
