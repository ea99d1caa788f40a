extension Container {
  /// Registers how to make `Service`.
  ///
  /// ```swift
  /// container.register(APIClient.self, scope: .singleton) { _ in LiveAPIClient() }
  /// container.register(APIClient.self, name: "mock") { _ in MockAPIClient() }
  /// container.register(FeedViewModel.self) { r in FeedViewModel(api: try r.resolve(APIClient.self)) }
  /// ```
  ///
  /// Registering the same type, name and argument types again replaces the earlier
  /// registration and drops any instance it shared.
  ///
  /// - Parameters:
  ///   - type: The type to resolve, often a protocol the instance conforms to.
  ///   - name: Tells apart several registrations of one type.
  ///   - scope: How long instances live and who shares them; ``Scope/transient`` by default.
  ///   - factory: Makes the instance; resolve its dependencies through the ``Resolver`` it
  ///     receives. Errors it throws reach the caller as ``ResolutionError/Reason/factoryFailed(_:underlying:)``.
  public func register<Service>(
    _ type: Service.Type, name: ServiceName? = nil, scope: Scope = .transient,
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) {
    add(
      Entry<Service, Void>(
        descriptor: ServiceDescriptor(Service.self, name: name, arguments: Void.self),
        scope: scope, factory: { resolver, _ in try factory(resolver) }))
  }

  /// Registers how to make `Service` from arguments passed at resolve time.
  ///
  /// ```swift
  /// container.register(ChatViewModel.self) { r, chatID: Int in
  ///   ChatViewModel(id: chatID, chats: try r.resolve(ChatService.self))
  /// }
  /// let chat = try container.resolve(ChatViewModel.self, arguments: 42)
  /// ```
  ///
  /// Any number of arguments is allowed; their types, in order, are part of the
  /// registration's identity.
  public func register<Service, each Argument>(
    _ type: Service.Type, name: ServiceName? = nil, scope: Scope = .transient,
    factory: @escaping @Sendable (Resolver, repeat each Argument) throws -> Service
  ) {
    add(
      Entry<Service, (repeat each Argument)>(
        descriptor: ServiceDescriptor(
          Service.self, name: name, arguments: (repeat each Argument).self),
        scope: scope,
        factory: { resolver, arguments in try factory(resolver, repeat each arguments) }))
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
  /// Resolving it off the main actor throws
  /// ``ResolutionError/Reason/requiresMainActor(_:)`` instead of running the factory on the
  /// wrong thread.
  public func register<Service: Sendable>(
    _ type: Service.Type, name: ServiceName? = nil, scope: Scope = .transient,
    factory: @escaping @MainActor @Sendable (Resolver) throws -> Service
  ) {
    let descriptor = ServiceDescriptor(Service.self, name: name, arguments: Void.self)
    add(
      Entry<Service, Void>(
        descriptor: descriptor, scope: scope,
        factory: { resolver, _ in
          guard resolver.isOnMainActor else {
            throw ResolutionError(.requiresMainActor(descriptor))
          }
          return try MainActor.assumeIsolated { try factory(resolver) }
        }))
  }

  /// Stores `entry` under its key, replacing any earlier one, and keeps the graph count.
  func add(_ entry: AnyEntry) {
    let replaced = registry.withLock { $0.updateValue(entry, forKey: entry.descriptor.key) }
    let change = (isGraph(entry) ? 1 : 0) - (replaced.map(isGraph) == true ? 1 : 0)
    if change != 0 { graphRegistrations.add(change, ordering: .relaxed) }
  }

  private func isGraph(_ entry: AnyEntry) -> Bool {
    if case .graph = entry.scope.kind { return true }
    return false
  }
}
