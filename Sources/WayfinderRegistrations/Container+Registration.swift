import WayfinderDI

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
  /// none is): see WayfinderDI's Scopes article.
  ///
  /// - Parameters:
  ///   - type: The type to resolve, often a protocol the instance conforms to; inferred
  ///     from the factory when left out.
  ///   - name: Tells apart several registrations of one type.
  ///   - scope: How long instances live and who shares them; the container's
  ///     `defaultScope` (`Scope.transient` unless you chose another) when left out.
  ///   - keeps: Shorter-lived services that the instances hold on purpose, such as the tab
  ///     coordinators an app coordinator owns; `Container.verify(including:)` does not report these
  ///     as captive dependencies, and still reports any other.
  ///   - factory: Makes the instance; resolve its dependencies through the `Resolver` it
  ///     receives. Errors it throws reach the caller as `ResolutionError.Reason.factoryFailed(_:underlying:)`.
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
    typedRegister(
      type, name: name?.key, scope: scope, keeps: keeps, factory: factory, completed: completed)
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
    typedRegister(type, name: name?.key, scope: scope, factory: factory)
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
    typedRegister(
      type, name: name?.key, scope: scope, keeps: keeps, factory: factory, completed: completed)
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
  /// `ResolutionError.Reason.requiresMainActor(_:)` instead of running the factory off the
  /// main actor; a singleton already made is returned from anywhere (the service is
  /// `Sendable`). `completed`, on the main actor too, runs on each new instance as it does for
  /// other registrations (a view controller's properties set after it is made).
  @inlinable
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
    keeps: [any Any.Type] = [],
    factory: @escaping @MainActor @Sendable (Resolver) throws -> Service,
    completed: (@MainActor @Sendable (Resolver, Service) throws -> Void)? = nil
  ) {
    typedRegister(
      type, name: name?.key, scope: scope, keeps: keeps, factory: factory, completed: completed)
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
  @inlinable
  public func register<Service: Sendable, each Argument: Sendable>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil, scope: Scope? = nil,
    keeps: [any Any.Type] = [],
    factory: @escaping @MainActor @Sendable (Resolver, repeat each Argument) throws -> Service,
    completed: (@MainActor @Sendable (Resolver, Service, repeat each Argument) throws -> Void)? =
      nil
  ) {
    typedRegister(
      type, name: name?.key, scope: scope, keeps: keeps, factory: factory, completed: completed)
  }
}
