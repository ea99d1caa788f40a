extension Container {
  /// Resolves a declared dependency: this container's override, or the nearest parent's, or
  /// the declaration's default.
  ///
  /// ```swift
  /// extension Container {
  ///   static let api = Dependency<APIClient>(scope: .singleton) { LiveAPIClient() }
  /// }
  /// let api = try container.resolve(\.api)
  /// ```
  ///
  /// - Throws: ``ResolutionError`` when the dependencies form a cycle or a factory throws;
  ///   never for a missing registration.
  public func resolve<Value>(
    _ key: KeyPath<Container.Type, Dependency<Value>>, isolation: (any Actor)? = #isolation
  ) throws(ResolutionError) -> Value {
    try rootResolver(isolation: isolation).resolveDeclared(Container.self[keyPath: key])
  }

  /// Resolves a declared dependency given as the declaration itself
  /// (`container.resolve(Container.api)`), which skips reading a key path.
  public func resolve<Value>(
    _ dependency: Dependency<Value>, isolation: (any Actor)? = #isolation
  ) throws(ResolutionError) -> Value {
    try rootResolver(isolation: isolation).resolveDeclared(dependency)
  }

  /// Overrides a declared dependency in this container and its children, leaving parents
  /// and the declaration unchanged.
  ///
  /// ```swift
  /// @Test(.container { $0.register(\.api) { _ in StubAPIClient() } })
  /// func inboxLoads() throws { … }
  /// ```
  ///
  /// - Parameters:
  ///   - scope: How long the override's instances live; the declaration's scope when left
  ///     out.
  public func register<Value>(
    _ key: KeyPath<Container.Type, Dependency<Value>>, scope: Scope? = nil,
    factory: @escaping @Sendable (Resolver) throws -> Value
  ) {
    register(Container.self[keyPath: key], scope: scope, factory: factory)
  }

  /// Overrides a declared dependency given as the declaration itself.
  public func register<Value>(
    _ dependency: Dependency<Value>, scope: Scope? = nil,
    factory: @escaping @Sendable (Resolver) throws -> Value
  ) {
    let entry = Entry<Value, Void>(
      descriptor: dependency.descriptor, scope: scope ?? dependency.scope,
      factory: { resolver, _ in try factory(resolver) })
    if add(entry) == nil { declaredOverrides.add(1, ordering: .releasing) }
  }

  /// Removes this container's override of a declared dependency, so it resolves as its
  /// parent does again.
  public func removeOverride<Value>(_ key: KeyPath<Container.Type, Dependency<Value>>) {
    let declaration = Container.self[keyPath: key]
    let removed = registry.withLock { $0.removeValue(forKey: declaration.descriptor.key) }
    guard removed != nil else { return }
    countGraph(added: nil, removed: removed)
    declaredOverrides.subtract(1, ordering: .releasing)
  }
}
