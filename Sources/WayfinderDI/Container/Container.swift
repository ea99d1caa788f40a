/// Makes the services that dependencies declare, and keeps the ones their scopes share.
///
/// ```swift
/// extension Container {
///   static let api = Dependency<APIClient>(scope: .singleton) { LiveAPIClient() }
///   static let chats = Dependency<ChatService> { r in ChatService(api: try r.resolve(Container.api)) }
/// }
///
/// let chats = try Container.shared.resolve(Container.chats)
/// ```
///
/// A container is `Sendable`: resolve and override from any thread. Any container can
/// override a declaration for itself and its children (`register(_:scope:factory:)`), which is
/// how tests and previews put stand-ins in. WayfinderRegistrations adds registrations by type
/// and name to the same container.
///
/// Containers nest: a child made with ``init(parent:defaultScope:_:)`` sees its parent's registrations and
/// can override them, while shared instances of the parent's registrations stay in the
/// parent.
public final class Container: Sendable {
  /// The container whose registrations this one falls back to.
  public let parent: Container?

  /// The scope of registrations that do not name one: ``Scope/transient`` unless chosen at
  /// ``init(parent:defaultScope:_:)``.
  public let defaultScope: Scope

  let registry = Lock<[ServiceKey: AnyEntry]>([:])
  /// How many ``Scope/graph`` registrations this container holds; a top-level resolve makes
  /// a graph cache only when the container or one of its parents has one.
  let graphRegistrations = AtomicWord.make()
  /// The resets of this container's cached instances (``resetCached()``), which builds in
  /// progress check before they keep an instance.
  let cachedResets = ResetEpoch()
  /// The resets of this container's instances of each custom scope (``reset(_:)``), by scope.
  private let scopeResets = Lock<[ObjectIdentifier: ResetEpoch]>([:])

  /// The resets of this container's instances of `scope`.
  func resets(for scope: CustomScope) -> ResetEpoch {
    scopeResets.withLock { resets in
      if let epoch = resets[ObjectIdentifier(scope)] { return epoch }
      let epoch = ResetEpoch()
      resets[ObjectIdentifier(scope)] = epoch
      return epoch
    }
  }
  /// How many declared dependencies this container overrides; while no container of a chain
  /// overrides any, declarations resolve without a lookup.
  @usableFromInline let declaredOverrides = AtomicWord.make()
  /// The entries of declared dependencies whose shared instances live here.
  @usableFromInline let declaredSlots = DeclaredSlots()
  /// This container's resolved registrations keyed by type alone, and their made
  /// singletons, for resolves that skip the lookup.
  @usableFromInline let published = PublishedEntries()
  /// Told of each registration added to this container (``onRegistration(_:)``).
  let registrationObservers = Lock<[@Sendable (ServiceDescriptor) -> Void]>([])
  /// Whether ``registrationObservers`` has any, so registering skips its lock while none does.
  let hasRegistrationObservers = AtomicWord.make()
  /// Whether this is a throwaway copy made by ``verify(including:)``, whose instances a custom
  /// scope must not reach.
  let isVerificationCopy: Bool

  /// Creates a container; with a `parent`, a child that falls back to it.
  ///
  /// ```swift
  /// let app = Container()
  /// let preview = Container(parent: app) { preview in
  ///   preview.register(Container.api) { _ in StubAPIClient() }   // for `preview` only
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - parent: The container to fall back to.
  ///   - defaultScope: The scope of registrations by type that do not name one
  ///     (WayfinderRegistrations); a declared dependency has its own.
  ///   - registrations: Overrides (and registers) the container's services, before the
  ///     initializer returns.
  public init(
    parent: Container? = nil, defaultScope: Scope = .transient,
    _ registrations: (Container) -> Void = { _ in }
  ) {
    self.parent = parent
    self.defaultScope = defaultScope
    isVerificationCopy = false
    registrations(self)
  }

  /// A copy for ``verify(including:)``, under `parent` (itself a copy).
  init(verificationCopyUnder parent: Container?) {
    self.parent = parent
    defaultScope = .transient
    isVerificationCopy = true
  }

  deinit {
    graphRegistrations.free()
    declaredOverrides.free()
    hasRegistrationObservers.free()
  }

  /// The registration for `key` here or in the nearest parent that has one, and the
  /// container that holds it.
  func lookup(_ key: ServiceKey) -> (AnyEntry, Container)? {
    if let entry = registry.withLock({ $0[key] }) { return (entry, self) }
    var container = parent
    while let current = container {
      if let entry = current.registry.withLock({ $0[key] }) { return (entry, current) }
      container = current.parent
    }
    return nil
  }

  /// ``lookup(_:)`` without retaining what it finds: the registry, or the retired list of
  /// the container that holds the entry, keeps it alive while the resolve that found it runs
  /// (it counted itself in ``Readers``), and a container's parents live as long as it does.
  @inline(__always)
  func lookupUnretained(_ key: ServiceKey) -> (
    entry: Unmanaged<AnyEntry>, owner: Unmanaged<Container>
  )? {
    var container = Unmanaged.passUnretained(self)
    while true {
      let found = container._withUnsafeGuaranteedRef { current in
        current.registry.withLock { $0[key].map { Unmanaged.passUnretained($0) } }
      }
      if let found { return (found, container) }
      guard let parent = container._withUnsafeGuaranteedRef({ $0.parent }) else { return nil }
      container = Unmanaged.passUnretained(parent)
    }
  }

  /// Every registration visible from this container, the nearest one for each key.
  func visibleEntries() -> [ServiceKey: AnyEntry] {
    var entries = parent?.visibleEntries() ?? [:]
    registry.withLock { own in entries.merge(own) { _, child in child } }
    return entries
  }

  /// Whether this container or a parent holds a ``Scope/graph`` registration.
  ///
  /// NB: walks the chain unretained, as ``lookupUnretained(_:)`` does: every resolve that is not
  /// published asks, and a retain and release of each container cost more than the loads.
  var hasGraphRegistrations: Bool {
    var container = Unmanaged.passUnretained(self)
    while true {
      let found = container._withUnsafeGuaranteedRef {
        // NB: signed: a removal racing with the registration it removes may count first.
        Int(bitPattern: $0.graphRegistrations.load(ordering: .relaxed)) > 0
      }
      if found { return true }
      guard let parent = container._withUnsafeGuaranteedRef({ $0.parent }) else { return false }
      container = Unmanaged.passUnretained(parent)
    }
  }

  /// The resolver a top-level resolve begins with.
  @inline(__always)
  package func rootResolver() -> Resolver {
    Resolver(container: self, session: hasGraphRegistrations ? ResolutionSession() : nil)
  }
}
