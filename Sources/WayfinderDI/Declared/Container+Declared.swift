extension Container {
  /// Resolves a declared dependency: this container's override, or the nearest parent's, or
  /// the declaration's default.
  ///
  /// ```swift
  /// extension Container {
  ///   static let api = Dependency<APIClient>(scope: .singleton) { LiveAPIClient() }
  /// }
  /// let api = try container.resolve(Container.api)
  /// ```
  ///
  /// - Throws: ``ResolutionError`` when the dependencies form a cycle or a factory throws;
  ///   never for a missing registration.
  ///
  /// A singleton that is already made, and that no container of the chain overrides, is
  /// read in the caller's code: no lock, no lookup, no call.
  @inlinable @inline(__always)
  public func resolve<Value>(_ dependency: Dependency<Value>) throws(ResolutionError) -> Value {
    if !dependency.isStateless, let instance = publishedDeclared(at: dependency.index) {
      // NB: only `Dependency<Value>`'s own singleton is published at its index.
      return instance.assumingMemoryBound(to: Value.self).pointee
    }
    return try resolveDeclared(dependency)
  }

  /// A declared dependency the slow way: overrides, the default's entry, its scope.
  @usableFromInline
  func resolveDeclared<Value>(_ dependency: Dependency<Value>) throws(ResolutionError) -> Value {
    // NB: the resolver's own path makes a transient default without the bookkeeping.
    try rootResolver().resolve(dependency)
  }

  /// Where the singleton of declaration `index` lives, if it is made and no container from
  /// this one up overrides any declaration; then it is the one a resolve would return.
  @inlinable @inline(__always)
  func publishedDeclared(at index: Int) -> UnsafeRawPointer? {
    guard declaredOverrides.load(ordering: .acquiring) == 0 else { return nil }
    guard let parent else { return declaredSlots.publishedInstance(at: index) }
    return parent.rootOverridingNoDeclaration()?.declaredSlots.publishedInstance(at: index)
  }

  /// Whether no container from this one up overrides any declaration.
  @inlinable @inline(__always)
  var overridesNoDeclaration: Bool {
    guard declaredOverrides.load(ordering: .acquiring) == 0 else { return false }
    guard let parent else { return true }
    return parent.rootOverridingNoDeclaration() != nil
  }

  /// The outermost container of the chain from this one up, if none of them overrides a
  /// declaration; out of line, so that a chain is walked by a loop in one call rather than
  /// inlined at every resolve.
  @usableFromInline
  func rootOverridingNoDeclaration() -> Container? {
    var container = self
    while true {
      guard container.declaredOverrides.load(ordering: .acquiring) == 0 else { return nil }
      guard let parent = container.parent else { return container }
      container = parent
    }
  }

  /// Overrides a declared dependency in this container and its children, leaving parents
  /// and the declaration unchanged.
  ///
  /// ```swift
  /// @Test(.container { $0.register(Container.api) { _ in StubAPIClient() } })
  /// func inboxLoads() throws { … }
  /// ```
  ///
  /// - Parameters:
  ///   - dependency: The declaration (`Container.api`).
  ///   - scope: How long the override's instances live; the declaration's scope when left
  ///     out.
  ///   - factory: Makes the override's instances.
  public func register<Value>(
    _ dependency: Dependency<Value>, scope: Scope? = nil,
    factory: @escaping @Sendable (Resolver) throws -> Value
  ) {
    let entry = Entry<Value, Void>(
      descriptor: dependency.descriptor, scope: scope ?? dependency.scope,
      maker: .withResolver(factory))
    add(entry, overridesDeclaration: true)
  }

  /// Removes this container's override of a declared dependency, so it resolves as its
  /// parent does again.
  public func removeOverride<Value>(_ declaration: Dependency<Value>) {
    if retireOverride(of: declaration.descriptor.key) { published.retired.reclaim() }
  }

  /// The registry's part of ``removeOverride(_:)-(Dependency<Value>)``; returns whether there
  /// was an override, which it retired. NB: its own function, as `store` is.
  private func retireOverride(of key: ServiceKey) -> Bool {
    let removed = registry.withLock { $0.removeValue(forKey: key) }
    guard let removed else { return false }
    published.retired.retire(removed)
    countGraph(added: nil, removed: removed)
    declaredOverrides.add(-1, ordering: .releasing)
    return true
  }
}
