/// One registration, type-erased so a container can store registrations of any service.
@usableFromInline
class AnyEntry: @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type; subclasses
  // add only `let`s of `Sendable` types or state guarded by a `Mutex` or an atomic.
  let descriptor: ServiceDescriptor
  let scope: Scope
  /// Whether ``Container/verify(including:)`` can resolve this registration (it takes no arguments).
  let isVerifiable: Bool
  /// Services this registration's instances may hold although they live shorter
  /// (`register(_:name:scope:keeps:factory:)`); `verify()` does not report them.
  let kept: Set<ObjectIdentifier>
  /// Whether the factory runs on the main actor: its instances are released there when the
  /// registration is freed after a replacement.
  let isMainActorBound: Bool

  init(
    descriptor: ServiceDescriptor, scope: Scope, isVerifiable: Bool,
    kept: Set<ObjectIdentifier> = [], isMainActorBound: Bool = false
  ) {
    self.descriptor = descriptor
    self.scope = scope
    self.isVerifiable = isVerifiable
    self.kept = kept
    self.isMainActorBound = isMainActorBound
  }

  /// Whether a `completed` closure runs on each new instance.
  var hasCompletion: Bool { false }

  /// Whether an instance of this registration lives in its container now.
  var holdsInstance: Bool { false }

  /// Drops a cached instance; only ``Scope/cached`` registrations hold one.
  func resetCached() {}
  /// Drops the instance kept in the custom scope `custom`, when the registration has it.
  func resetInstance(of custom: CustomScope) {}

  /// The same registration with empty instance storage: a container's own entry of a
  /// declaration, or (`asksScope` false) a copy for ``Container/verify(including:)`` whose
  /// storage its custom scope does not take in.
  func copy(asksScope: Bool) -> AnyEntry { self }

  /// Resolves this registration from `resolver`, discarding the instance.
  func resolveForVerification(_ resolver: Resolver) throws(ResolutionError) {}

  /// What a resolve of this registration throws when its factory threw `error`: a
  /// ``ResolutionError`` as it is, anything else as a factory failure; either way with this
  /// registration first in its path.
  @usableFromInline
  func failure(_ error: any Error) -> ResolutionError {
    var failure =
      (error as? ResolutionError) ?? ResolutionError(.factoryFailed(descriptor, underlying: error))
    failure.prepend(descriptor)
    return failure
  }
}

/// The registration of `Service`, made by a factory that takes `Arguments`.
@usableFromInline
final class Entry<Service, Arguments>: AnyEntry, @unchecked Sendable {
  @usableFromInline typealias Factory = @Sendable (Resolver, Arguments) throws -> Service
  /// What runs on each new instance before a resolve returns it, with the arguments of the
  /// resolve that made it.
  @usableFromInline typealias Completion = @Sendable (Resolver, Service, Arguments) throws -> Void

  @usableFromInline let maker: Maker<Service, Arguments>
  /// Runs after each instance is made and stored (property injection, references back to
  /// services that refer to this one); `nil` for most registrations.
  let completion: Completion?
  /// Where shared instances live; `nil` for transient and graph registrations.
  let slot: SharedSlot<Service>?
  @usableFromInline let isTransient: Bool

  /// A registration whose factory takes the resolver and the arguments.
  @usableFromInline
  convenience init(
    descriptor: ServiceDescriptor, scope: Scope, kept: Set<ObjectIdentifier> = [],
    factory: @escaping Factory, completion: Completion? = nil, isMainActorBound: Bool = false
  ) {
    self.init(
      descriptor: descriptor, scope: scope, kept: kept, maker: .withArguments(factory),
      completion: completion, isMainActorBound: isMainActorBound)
  }

  /// - Parameter asksScope: Whether a custom scope takes in the storage of its instances, so
  ///   that ``CustomScope/reset()`` reaches it; `false` for a registration the scope must not
  ///   reach (a copy that ``Container/verify(including:)`` resolves, a declaration's template).
  @usableFromInline
  init(
    descriptor: ServiceDescriptor, scope: Scope, kept: Set<ObjectIdentifier> = [],
    maker: Maker<Service, Arguments>, completion: Completion? = nil,
    isMainActorBound: Bool = false, asksScope: Bool = true
  ) {
    self.maker = maker
    self.completion = completion
    // NB: asking `SharedSlot<Service>` for nothing still looks up its generic metadata;
    // registrations that share nothing skip it.
    switch scope.kind {
    case .transient, .graph: self.slot = nil
    case .singleton, .cached, .weak, .custom:
      self.slot = SharedSlot(scope: scope, asksScope: asksScope)
    }
    // NB: a transient registration with a completion takes the path that runs it; the fast
    // paths for transients (`makeTransient`, the published entry) only make.
    if case .transient = scope.kind, completion == nil {
      isTransient = true
    } else {
      isTransient = false
    }
    super.init(
      descriptor: descriptor, scope: scope,
      isVerifiable: descriptor.key.arguments == ServiceKey.noArguments, kept: kept,
      isMainActorBound: isMainActorBound)
  }

  override var hasCompletion: Bool { completion != nil }

  override var holdsInstance: Bool { slot?.holdsInstance ?? false }

  override func resetCached() {
    if case .cached = scope.kind { slot?.removeInstance() }
  }

  override func resetInstance(of custom: CustomScope) {
    if case .custom(let own) = scope.kind, own === custom { slot?.removeInstance() }
  }

  override func copy(asksScope: Bool) -> AnyEntry {
    Entry(
      descriptor: descriptor, scope: scope, kept: kept, maker: maker, completion: completion,
      isMainActorBound: isMainActorBound, asksScope: asksScope)
  }

  override func resolveForVerification(_ resolver: Resolver) throws(ResolutionError) {
    guard let arguments = () as? Arguments else { return }
    let _: Service = try resolve(in: resolver.container, from: resolver, arguments: arguments)
  }

  /// A new instance for a transient resolve that needs no bookkeeping (no graph session),
  /// specialised in the caller.
  @inlinable @inline(__always)
  func makeTransient(_ resolver: Resolver, _ arguments: Arguments) throws(ResolutionError)
    -> Service
  {
    guard let depth = ResolutionDepth.enter() else { throw tooDeep() }
    defer { depth.leave() }
    if FactoryTiming.isOn { return try timedTransient(resolver, arguments) }
    do {
      return try maker.make(resolver, arguments)
    } catch {
      throw failure(error)
    }
  }

  /// ``makeTransient(_:_:)``'s factory run timed, for the slow-resolve signposts: out of line,
  /// so that the inlined path pays a load and a branch.
  @usableFromInline @inline(never)
  func timedTransient(_ resolver: Resolver, _ arguments: Arguments) throws(ResolutionError)
    -> Service
  {
    do {
      return try timedMake(resolver, arguments)
    } catch {
      throw failure(error)
    }
  }

  /// Runs the factory timed, for the slow-resolve signposts (``FactoryTiming``).
  func timedMake(_ resolver: Resolver, _ arguments: Arguments) throws -> Service {
    try FactoryTiming.timed(descriptor, scope) { try maker.make(resolver, arguments) }
  }

  /// The error of a resolve that went too deep to be anything but a cycle through
  /// registrations that share nothing.
  @usableFromInline
  func tooDeep() -> ResolutionError {
    failure(ResolutionError(.cycle(continuation: [])))
  }

  /// The instance for one resolve from `resolver`, found in `owner`: made anew, or taken
  /// from the scope's storage. Errors name this registration in their path.
  func resolve(
    in owner: Container, from resolver: Resolver, arguments: Arguments
  ) throws(ResolutionError) -> Service {
    // The two common cases first, with nothing to set up: a transient made in place and a
    // singleton already made.
    if resolver.session == nil {
      if isTransient {
        return try makeTransient(resolver, arguments)
      } else if let slot, slot.isPublished {
        return slot.publishedInstance
      }
    }
    guard let depth = ResolutionDepth.enter() else { throw tooDeep() }
    defer { depth.leave() }
    do throws(ResolutionError) {
      let recorder = resolver.session?.recorder
      recorder?.enter(descriptor, scope: scope, kept: kept)
      defer { recorder?.exit() }
      return try instance(in: owner, resolver: resolver, arguments: arguments)
    } catch {
      var error = error
      error.prepend(descriptor)
      throw error
    }
  }

  private func instance(
    in owner: Container, resolver: Resolver, arguments: Arguments
  ) throws(ResolutionError) -> Service {
    switch scope.kind {
    case .transient:
      return try complete(make(resolver, arguments), resolver, arguments)
    case .graph:
      guard let session = resolver.session else {
        return try complete(make(resolver, arguments), resolver, arguments)
      }
      return try graphInstance(in: session, resolver: resolver, arguments: arguments)
    case .singleton, .cached, .weak, .custom:
      guard let slot else { return try make(resolver.nested(in: owner, building: nil), arguments) }
      // Shared instances resolve their dependencies in the container that owns the
      // registration, so a parent's singleton never captures a child's overrides.
      return try slot.instance(
        descriptor: descriptor, resolver: resolver, owner: owner,
        make: { record throws(ResolutionError) in
          try make(resolver.nested(in: owner, building: record), arguments)
        },
        completed: completion == nil
          ? nil
          : { made, record throws(ResolutionError) in
            _ = try self.complete(made, resolver.nested(in: owner, building: record), arguments)
          })
    }
  }

  /// The instance of a ``Scope/graph`` registration in `session`'s graph: the one made, or
  /// one made now. A part of the graph built in parallel on another thread (through the
  /// resolver) waits for the thread making it.
  private func graphInstance(
    in session: ResolutionSession, resolver: Resolver, arguments: Arguments
  ) throws(ResolutionError) -> Service {
    while true {
      switch session.claim(self, descriptor: descriptor, parent: resolver.enclosingBuild) {
      case .made(let shared):
        // NB: the session stores only this registration's instances under it.
        if let shared = shared as? Service { return shared }
        return try complete(make(resolver, arguments), resolver, arguments)
      case .beingMadeHere(let making):
        // A completion that began inside this instance's making asks for it while its
        // factory still runs (the factory made what the completion completes): made again,
        // as Swinject does, and the making that is still running returns this one.
        guard making.isAskedByACompletionInside else {
          throw ResolutionError(.cycle(continuation: []))
        }
        // NB: made again inside that making too (a second completion asking), the innermost
        // one is kept, so one graph never holds two.
        let again = try make(resolver, arguments)
        if let stored = storedInstance(in: session) { return stored }
        session.store(again, for: self)
        return try complete(again, resolver, arguments)
      case .beingMadeElsewhere(let record):
        try WaitGraph.wait(for: record, from: resolver)
      case .claimed(let mark):
        let made: Service
        do {
          made = try make(resolver, arguments)
        } catch {
          session.finishMaking(self, mark: mark, storing: nil)
          throw error
        }
        if let madeAgain = storedInstance(in: session) {
          session.finishMaking(self, mark: mark, storing: nil)
          return madeAgain
        }
        // NB: stored before its completion runs, so what the completion resolves in the same
        // graph gets this instance back; threads waiting for it get it from then on.
        session.finishMaking(self, mark: mark, storing: made)
        return try complete(made, resolver, arguments)
      }
    }
  }

  /// This registration's instance `session` holds, when it is made (not being made).
  private func storedInstance(in session: ResolutionSession) -> Service? {
    guard let stored = session.instance(for: self), !(stored is BeingMade) else { return nil }
    return stored as? Service
  }

  /// Runs the completion, if any, on `made`, wrapping what it throws as the factory's errors
  /// are wrapped.
  private func complete(
    _ made: Service, _ resolver: Resolver, _ arguments: Arguments
  ) throws(ResolutionError) -> Service {
    guard let completion else { return made }
    do {
      try ThreadResolution.completing { try completion(resolver, made, arguments) }
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw ResolutionError(.factoryFailed(descriptor, underlying: error))
    }
    return made
  }

  /// Runs the factory, wrapping what it throws in a ``ResolutionError``.
  private func make(_ resolver: Resolver, _ arguments: Arguments) throws(ResolutionError)
    -> Service
  {
    do {
      if FactoryTiming.isOn { return try timedMake(resolver, arguments) }
      return try maker.make(resolver, arguments)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw ResolutionError(.factoryFailed(descriptor, underlying: error))
    }
  }
}
