internal import _WayfinderDIStack

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
  /// The container lookups start in; they go from it up to its parents.
  @usableFromInline let container: Container
  /// Instances of ``Scope/graph`` registrations made during this resolution, and the
  /// recorder of ``Container/verify(including:)``; `nil` when the resolution needs neither.
  @usableFromInline let session: ResolutionSession?
  /// The innermost shared instance this resolution is building, for cycle detection.
  let build: BuildRecord?

  init(container: Container, session: ResolutionSession?, build: BuildRecord? = nil) {
    self.container = container
    self.session = session
    self.build = build
  }

  /// Resolves the service registered for `type` (and `name`, if given).
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the result when left out.
  ///   - name: The name it was registered under, if any.
  /// - Throws: ``ResolutionError`` when nothing matches, when the services form a cycle, or
  ///   when a factory throws.
  @inlinable @inline(__always)
  public func resolve<Service>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil
  ) throws(ResolutionError) -> Service {
    try container.published.resolve(
      Service.self, name: name,
      published: { entry throws(ResolutionError) in
        try resolvePublished(Service.self, entry: entry)
      },
      registered: { () throws(ResolutionError) in
        try resolveRegistered(Service.self, name: name)
      })
  }

  /// Resolves the service registered for `type` with a factory that takes `arguments`.
  ///
  /// ```swift
  /// container.register(ChatViewModel.self) { (r, chatID: Int, title: String) in
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
    let reading = wayfinder_di_read_enter()
    defer { wayfinder_di_read_leave(reading) }
    return try resolve(
      ServiceKey(service: Service.self, arguments: (repeat each Argument).self, name: name),
      arguments: (repeat each arguments),
      describe: {
        ServiceDescriptor(Service.self, name: name, arguments: (repeat each Argument).self)
      })
  }
}
