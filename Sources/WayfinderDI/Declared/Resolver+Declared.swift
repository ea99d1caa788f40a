extension Resolver {
  /// Resolves a declared dependency: this container's override, or the nearest parent's, or
  /// the declaration's default.
  ///
  /// ```swift
  /// extension Container {
  ///   static let chats = Dependency<ChatService> { r in
  ///     ChatService(api: try r.resolve(Container.api))
  ///   }
  /// }
  /// ```
  ///
  /// - Throws: ``ResolutionError`` when the dependencies form a cycle or a factory throws;
  ///   never for a missing registration.
  @inlinable @inline(__always)
  public func resolve<Value>(_ dependency: Dependency<Value>) throws(ResolutionError) -> Value {
    if dependency.isStateless {
      // NB: a transient default with nothing to keep track of is made here, specialised.
      let defaults = dependency.defaults
      if defaults.isTransient, session == nil, container.overridesNoDeclaration {
        return try defaults.makeTransient(self, ())
      }
    } else if let instance = container.publishedDeclared(at: dependency.index) {
      // NB: only `Dependency<Value>`'s own singleton is published at its index.
      return instance.assumingMemoryBound(to: Value.self).pointee
    }
    return try resolveDeclared(dependency)
  }

  /// A declared dependency the slow way: overrides, the default's entry, its scope.
  @usableFromInline
  func resolveDeclared<Value>(_ dependency: Dependency<Value>) throws(ResolutionError) -> Value {
    // NB: the chain is walked without retaining: `container` holds its parents strongly.
    unowned(unsafe) var root = container
    while true {
      if root.declaredOverrides.load(ordering: .acquiring) != 0 {
        return try resolveOverridable(dependency)
      }
      guard let parent = root.parent else { break }
      root = parent
    }
    return try resolveDefault(dependency, root: root)
  }

  /// The declaration's default, as if registered in `root`, the outermost container.
  private func resolveDefault<Value>(_ dependency: Dependency<Value>, root: Container)
    throws(ResolutionError) -> Value
  {
    if dependency.isStateless {
      return try dependency.defaults.resolve(in: root, from: self, arguments: ())
    }
    // NB: the table holds at a declaration's index only a copy of its own default entry.
    let entry = unsafeDowncast(root.declaredEntry(for: dependency), to: Entry<Value, Void>.self)
    let value = try entry.resolve(in: root, from: self, arguments: ())
    if let address = entry.slot?.publishedAddress {
      root.declaredSlots.publish(address, at: dependency.index)
    }
    return value
  }

  /// A declared dependency when some container of the chain overrides one.
  private func resolveOverridable<Value>(_ dependency: Dependency<Value>)
    throws(ResolutionError) -> Value
  {
    if let (entry, owner) = container.lookup(dependency.descriptor.key) {
      // NB: overrides are stored only as `Entry<Value, Void>` under the declaration's key.
      return try unsafeDowncast(entry, to: Entry<Value, Void>.self).resolve(
        in: owner, from: self, arguments: ())
    }
    var root = container
    while let parent = root.parent { root = parent }
    return try resolveDefault(dependency, root: root)
  }
}

extension Container {
  /// The entry holding this container's shared instance of `dependency`'s default.
  func declaredEntry<Value>(for dependency: Dependency<Value>) -> AnyEntry {
    if let entry = declaredSlots.entry(at: dependency.index) { return entry }
    return registry.withLock { _ in
      if let entry = declaredSlots.entry(at: dependency.index) { return entry }
      let entry = dependency.defaults.copy(asksScope: !isVerificationCopy)
      declaredSlots.store(entry, at: dependency.index)
      return entry
    }
  }
}
