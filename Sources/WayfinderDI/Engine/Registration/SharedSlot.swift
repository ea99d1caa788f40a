/// The instance storage of one shared registration (singleton, cached, weak or custom
/// scope), with exactly-once construction across threads.
///
/// `@unchecked Sendable`: `strong`, `object`, `building` and `completing` are only written
/// while `lock` is held. A singleton's `strong` is also read without the lock, but only after
/// `published` says it was written, and it is never written again.
///
/// NB: `strong` points at the instance instead of being a `Service?`: generic code that
/// copies an `Optional<Service>` looks up its metadata on every call (about 500 instructions,
/// more than the rest of a resolve), while a pointer needs only `Service`'s.
final class SharedSlot<Service>: ScopeMember, @unchecked Sendable {
  private let lock = Lock(())
  /// Whether the instance is held weakly (``Scope/weak``).
  private let isWeak: Bool
  /// Whether the instance, once stored, stays for the life of the slot (singletons).
  private let isWriteOnce: Bool
  /// What resets drop the instance (``Scope/cached`` and custom scopes); `nil` for scopes no
  /// reset drops, whose builds keep their instance whatever resets run.
  private let resettable: Resettable?
  /// Set once a write-once instance is stored, so later resolves read it without the lock.
  private let published: AtomicWord
  private var strong: UnsafeMutablePointer<Service>?
  private weak var object: AnyObject?
  private var building: BuildRecord?
  /// The instance `building` made, while its registration's completion runs: handed only to
  /// resolves inside that build (the completion's own), never to other threads.
  private var completing: Service?

  /// Storage for `scope`, or `nil` when the scope shares nothing across resolves.
  ///
  /// A custom scope takes the slot in (``CustomScope/reset()`` then reaches it) only when
  /// `asksScope`; otherwise (a copy that ``Container/verify(including:)`` resolves and throws
  /// away) the slot keeps its instance to itself.
  init?(scope: Scope, asksScope: Bool = true) {
    var member: CustomScope?
    switch scope.kind {
    case .transient, .graph: return nil
    case .singleton, .weak: resettable = nil
    case .cached: resettable = .cached(alone: ResetEpoch())
    case .custom(let custom):
      resettable = .custom(custom)
      if asksScope { member = custom }
    }
    if case .weak = scope.kind { isWeak = true } else { isWeak = false }
    if case .singleton = scope.kind { isWriteOnce = true } else { isWriteOnce = false }
    // NB: made after the scopes that share nothing returned nil, since a failed initializer
    // runs no deinit to destroy it.
    published = .make()
    member?.adopt(self)
  }

  /// Whether a singleton's instance has been made; then ``publishedInstance`` reads it
  /// without taking the lock.
  @inline(__always)
  var isPublished: Bool { published.load(ordering: .acquiring) != 0 }

  /// The instance of a singleton whose ``isPublished`` is `true`.
  @inline(__always)
  var publishedInstance: Service {
    // NB: `published` is set only after `strong` was, and `strong` never changes after.
    strong.unsafelyUnwrapped.pointee
  }

  /// Where a singleton's instance lives once ``isPublished``; it stays there for the life of
  /// the slot.
  var publishedAddress: UnsafeRawPointer? {
    guard isPublished, let strong else { return nil }
    return UnsafeRawPointer(strong)
  }

  /// The stored instance, or one made by `make` while other threads wait for it.
  ///
  /// `completed` runs on an instance made here before it is stored: what the completion
  /// resolves inside this build gets the instance, other threads wait until the completion
  /// has run and then find it stored. If it throws, the resolve throws and nothing is kept, so
  /// the next resolve makes a new instance.
  ///
  /// For a scope a reset drops, a reset that drops this instance (in `owner`, which holds the
  /// registration, or the custom scope's everywhere) and began or ran while the build, or a
  /// build enclosing it, did wins: the instance goes to this resolve only, and the threads
  /// waiting for it find the slot empty and make another. So does any reset since the
  /// resolution began to make ``Scope/graph`` instances, which it may have been handed. A
  /// singleton's or a weak instance's build is kept whatever resets run, since none drops it.
  func instance(
    descriptor: ServiceDescriptor, resolver: Resolver, owner: Container,
    make: (BuildRecord) throws(ResolutionError) -> Service,
    completed: ((Service, BuildRecord) throws(ResolutionError) -> Void)? = nil
  ) throws(ResolutionError) -> Service {
    var stored: Service?
    lock.withLock { _ in stored = load() ?? beingCompleted(for: resolver) }
    if let stored { return stored }
    let enclosing = resolver.enclosingBuild
    while true {
      var outcome: Result<Service, ResolutionError>?
      var waitFor: BuildRecord?
      var started: BuildRecord?
      lock.withLock { _ in
        if let existing = load() ?? beingCompleted(for: resolver) {
          outcome = .success(existing)
        } else if let other = building {
          waitFor = other
        } else {
          let marks = resettable.map { ResetMarks($0.epochs(in: owner)) } ?? .none
          let record = BuildRecord(descriptor, parent: enclosing, marks: marks)
          building = record
          started = record
        }
      }
      if let record = started {
        // NB: ended whatever happens, so threads waiting for it wake and look again.
        defer { record.end() }
        var dropped: Service?
        do throws(ResolutionError) {
          let made = try ThreadResolution.building(record) { () throws(ResolutionError) in
            let made = try make(record)
            if let completed {
              lock.withLock { _ in completing = made }
              record.beginCompleting()
              try completed(made, record)
            }
            return made
          }
          lock.withLock { _ in
            if resettable == nil || record.isCurrent && resolver.session?.isCurrent ?? true {
              save(made)
            }
            completing = nil
            building = nil
          }
          outcome = .success(made)
        } catch {
          lock.withLock { _ in
            swap(&dropped, &completing)
            building = nil
          }
          outcome = .failure(error)
        }
        // NB: the instance of a completion that threw is released here, after the lock, since
        // its `deinit` may resolve from this registration again.
        withExtendedLifetime(dropped) {}
      }
      if let outcome { return try outcome.get() }
      if let waitFor { try WaitGraph.wait(for: waitFor, from: resolver) }
    }
  }

  /// The instance whose completion is running, for a resolve inside its build; callers hold
  /// the lock.
  private func beingCompleted(for resolver: Resolver) -> Service? {
    guard let building, let completing, building.encloses(resolver.enclosingBuild) else {
      return nil
    }
    return completing
  }

  /// Drops the stored instance, so the next resolve makes a new one. A strong instance is
  /// released after the lock, since its `deinit` may resolve from this registration again.
  func removeInstance() {
    if case .cached(let alone) = resettable {
      alone.during(removeStored)
    } else {
      removeStored()
    }
  }

  private func removeStored() {
    let removed: UnsafeMutablePointer<Service>? = lock.withLock { _ in
      let removed = strong
      strong = nil
      object = nil
      return removed
    }
    guard let removed else { return }
    removed.deinitialize(count: 1)
    removed.deallocate()
  }

  deinit {
    if let strong {
      strong.deinitialize(count: 1)
      strong.deallocate()
    }
    published.free()
  }

  /// Whether an instance lives in the slot now (a weak one, while something else holds it).
  var holdsInstance: Bool { lock.withLock { _ in load() != nil } }

  private func load() -> Service? {
    isWeak ? object as? Service : strong?.pointee
  }

  /// Stores what a build made; callers hold the lock. The slot is empty: a build begins only
  /// when it is, and nothing else stores.
  private func save(_ instance: Service) {
    if isWeak {
      // Only class instances can be held weakly; value types stay unshared.
      if type(of: instance as Any) is AnyClass { object = instance as AnyObject }
      return
    }
    let pointer = UnsafeMutablePointer<Service>.allocate(capacity: 1)
    pointer.initialize(to: instance)
    strong = pointer
    if isWriteOnce { published.store(1, ordering: .releasing) }
  }
}

/// What resets drop a slot's instance.
private enum Resettable: Sendable {
  /// A cached instance: dropped by its own reset (`alone`, `resetCached(_:name:)`)
  /// and by its container's (``Container/resetCached()``).
  case cached(alone: ResetEpoch)
  /// A custom scope's instance: dropped by the scope's reset, everywhere, and by its
  /// container's (``Container/reset(_:)``).
  case custom(CustomScope)

  /// The epochs a build in `owner`, the container that holds the registration, marks.
  func epochs(in owner: Container) -> [ResetEpoch] {
    switch self {
    case .cached(let alone): [alone, owner.cachedResets]
    case .custom(let scope): [scope.resets, owner.resets(for: scope)]
    }
  }
}
