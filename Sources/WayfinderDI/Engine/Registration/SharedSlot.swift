import Atomics

/// The instance storage of one shared registration (singleton, cached, weak or custom
/// scope), with exactly-once construction across threads.
///
/// `@unchecked Sendable`: `strong`, `object`, `building` and `generation` are only written
/// while `lock` is held; `custom` is itself `Sendable`. A singleton's `strong` is also read without the lock,
/// but only after `published` says it was written, and it is never written again.
///
/// NB: `strong` points at the instance instead of being a `Service?`: generic code that
/// copies an `Optional<Service>` looks up its metadata on every call (about 500 instructions,
/// more than the rest of a resolve), while a pointer needs only `Service`'s.
final class SharedSlot<Service>: @unchecked Sendable {
  private enum Storage {
    case strong
    case weak
    case custom(ScopeStorage)
  }

  private let lock = Lock(())
  private let storage: Storage
  /// Whether the instance, once stored, stays for the life of the slot (singletons).
  private let isWriteOnce: Bool
  /// Set once a write-once instance is stored, so later resolves read it without the lock.
  private let published: UnsafeAtomic<Bool>
  private var strong: UnsafeMutablePointer<Service>?
  private weak var object: AnyObject?
  private var building: BuildRecord?
  /// The instance `building` made, while its registration's completion runs: handed only to
  /// resolves inside that build (the completion's own), never to other threads.
  private var completing: Service?
  /// How many times the instance was removed (``removeInstance()``): a build stores what it
  /// made only if no removal came after it began. A custom scope's storage counts its own.
  private var generation: UInt64 = 0

  /// Storage for `scope`, or `nil` when the scope shares nothing across resolves.
  ///
  /// A custom scope is asked for its storage only when `asksScope`; otherwise (a copy that
  /// ``Container/verify(including:)`` resolves and throws away) the slot keeps its instance
  /// itself, so that the scope neither stores nor keeps what verification made.
  init?(scope: Scope, asksScope: Bool = true) {
    switch scope.kind {
    case .transient, .graph: return nil
    case .singleton, .cached: storage = .strong
    case .weak: storage = .weak
    case .custom(let custom): storage = asksScope ? .custom(custom.makeStorage()) : .strong
    }
    if case .singleton = scope.kind { isWriteOnce = true } else { isWriteOnce = false }
    // NB: made after the scopes that share nothing returned nil, since a failed initializer
    // runs no deinit to destroy it.
    published = .create(false)
  }

  /// Whether a singleton's instance has been made; then ``publishedInstance`` reads it
  /// without taking the lock.
  @inline(__always)
  var isPublished: Bool { published.load(ordering: .acquiring) }

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
  func instance(
    descriptor: ServiceDescriptor, resolver: Resolver,
    make: (BuildRecord) throws(ResolutionError) -> Service,
    completed: ((Service, BuildRecord) throws(ResolutionError) -> Void)? = nil
  ) throws(ResolutionError) -> Service {
    var stored: Service?
    lock.withLock { _ in stored = load() ?? beingCompleted(for: resolver) }
    if let stored { return stored }
    let enclosing = resolver.enclosingBuild
    while true {
      let record = BuildRecord(descriptor, parent: enclosing)
      var outcome: Result<Service, ResolutionError>?
      var waitFor: BuildRecord?
      var started: UInt64 = 0
      lock.withLock { _ in
        if let existing = load() ?? beingCompleted(for: resolver) {
          outcome = .success(existing)
        } else if let other = building {
          waitFor = other
        } else {
          building = record
          started = currentGeneration
        }
      }
      if outcome == nil, waitFor == nil {
        // NB: ended whatever happens, so threads waiting for it wake and look again.
        defer { record.end() }
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
          // A removal since the build began wins: the instance goes to this resolve only, and
          // threads waiting for it find the storage empty and make another.
          lock.withLock { _ in
            save(made, ifUnchangedSince: started)
            completing = nil
            building = nil
          }
          outcome = .success(made)
        } catch {
          lock.withLock { _ in
            completing = nil
            building = nil
          }
          outcome = .failure(error)
        }
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
    let removed: UnsafeMutablePointer<Service>? = lock.withLock { _ in
      generation &+= 1
      let removed = strong
      strong = nil
      object = nil
      if case .custom(let custom) = storage { custom.removeInstance() }
      return removed
    }
    guard let removed else { return }
    removed.deinitialize(count: 1)
    removed.deallocate()
  }

  /// Releases the strong instance; callers hold the lock, and a published one is never
  /// cleared (only ``Scope/cached`` instances are removed).
  private func clearStrong() {
    guard let pointer = strong else { return }
    strong = nil
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  deinit {
    clearStrong()
    _ = published.destroy()
  }

  private func load() -> Service? {
    switch storage {
    case .strong: strong?.pointee
    case .weak: object as? Service
    case .custom(let custom): custom.instance() as? Service
    }
  }

  /// The mark of what is stored, taken when a build begins; callers hold the lock.
  private var currentGeneration: UInt64 {
    switch storage {
    case .strong, .weak: generation
    case .custom(let custom): custom.currentGeneration
    }
  }

  /// Stores what a build made, unless the instance was removed since the build began (its
  /// mark, `started`); callers hold the lock.
  private func save(_ instance: Service, ifUnchangedSince started: UInt64) {
    switch storage {
    case .strong:
      guard generation == started else { return }
      clearStrong()
      let pointer = UnsafeMutablePointer<Service>.allocate(capacity: 1)
      pointer.initialize(to: instance)
      strong = pointer
      if isWriteOnce { published.store(true, ordering: .releasing) }
    case .weak:
      // Only class instances can be held weakly; value types stay unshared.
      guard generation == started, type(of: instance as Any) is AnyClass else { return }
      object = instance as AnyObject
    case .custom(let custom): _ = custom.store(instance, ifUnchangedSince: started)
    }
  }
}
