/// Resolves services inside a factory; passed to every factory as its first argument.
///
/// Resolve dependencies through the resolver you are given, not through the container
/// itself: the resolver carries the resolution in progress, so ``Scope/graph`` instances are
/// shared and cycles are reported with their path.
///
/// ```swift
/// container.register(FeedViewModel.self) { r in
///   FeedViewModel(api: try r.resolve(APIClient.self), user: try r.resolve(User.self))
/// }
/// ```
public struct Resolver: Sendable {
  /// The container the top-level resolve started in; lookups go from it up to its parents.
  let container: Container
  /// How many factories enclose this one.
  let depth: Int
  /// Instances of ``Scope/graph`` registrations made during this resolution.
  let graph: GraphCache?
  /// The innermost shared instance this resolution is building, for cycle detection.
  let build: BuildRecord?
  /// Records dependency edges while ``Container/verify()`` runs.
  let recorder: DependencyRecorder?
  /// The thread of a top-level resolve called on the main actor, or `nil`.
  let mainActorThread: UInt?

  /// Resolutions deeper than this are cycles through services that are not shared.
  static let depthLimit = 128

  init(
    container: Container, depth: Int = 0, graph: GraphCache?, build: BuildRecord? = nil,
    recorder: DependencyRecorder? = nil, mainActorThread: UInt? = nil
  ) {
    self.container = container
    self.depth = depth
    self.graph = graph
    self.build = build
    self.recorder = recorder
    self.mainActorThread = mainActorThread
  }

  /// Whether the code calling this resolver runs on the main actor: the top-level resolve
  /// was called from the main actor and this is still its thread, or this is the main
  /// thread.
  var isOnMainActor: Bool {
    mainActorThread == currentThreadID() || isMainThread()
  }

  /// Resolves the service registered for `type` (and `name`, if given).
  ///
  /// - Throws: ``ResolutionError`` when nothing matches, when the services form a cycle, or
  ///   when a factory throws.
  public func resolve<Service>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil
  ) throws(ResolutionError) -> Service {
    try resolve(
      ServiceKey(service: Service.self, arguments: Void.self, name: name), arguments: (),
      describe: { ServiceDescriptor(Service.self, name: name, arguments: Void.self) })
  }

  /// Resolves the service registered for `type` with a factory that takes `arguments`.
  ///
  /// ```swift
  /// container.register(ChatViewModel.self) { r, chatID: Int, title: String in
  ///   ChatViewModel(id: chatID, title: title, chats: try r.resolve(ChatService.self))
  /// }
  /// let chat = try container.resolve(ChatViewModel.self, arguments: 42, "Team")
  /// ```
  ///
  /// The argument types are part of the registration's identity: `(Int, String)` and
  /// `(String, Int)` are different registrations.
  public func resolve<Service, each Argument>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil,
    arguments: repeat each Argument
  ) throws(ResolutionError) -> Service {
    try resolve(
      ServiceKey(service: Service.self, arguments: (repeat each Argument).self, name: name),
      arguments: (repeat each arguments),
      describe: {
        ServiceDescriptor(Service.self, name: name, arguments: (repeat each Argument).self)
      })
  }

  func resolve<Service, Arguments>(
    _ key: ServiceKey, arguments: Arguments, describe: () -> ServiceDescriptor
  ) throws(ResolutionError) -> Service {
    guard let (entry, owner) = container.lookup(key) else {
      throw container.missingRegistrationError(describe(), optionalTwin: Service.self)
    }
    // NB: the key holds `ObjectIdentifier`s of `Service` and `Arguments`, and an entry is
    // stored only under the key built from its own generic parameters, so a found entry is
    // an `Entry<Service, Arguments>`. A checked `as?` here instantiates generic metadata on
    // every resolve and costs more than the rest of the lookup.
    let typed = unsafeDowncast(entry, to: Entry<Service, Arguments>.self)
    guard depth < Self.depthLimit else {
      throw ResolutionError(.cycle(continuation: []), trail: [typed.descriptor])
    }
    recorder?.enter(typed.descriptor, scope: typed.scope)
    defer { recorder?.exit() }
    do {
      return try typed.instance(in: owner, resolver: self, arguments: arguments)
    } catch {
      var error = error
      error.prepend(typed.descriptor)
      throw error
    }
  }

  /// The resolver handed to a factory nested in this resolution.
  func nested(in container: Container, building record: BuildRecord? = nil) -> Resolver {
    Resolver(
      container: container, depth: depth + 1, graph: graph, build: record ?? build,
      recorder: recorder, mainActorThread: mainActorThread)
  }
}
