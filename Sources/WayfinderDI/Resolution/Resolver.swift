internal import _WayfinderDIStack

/// Resolves services inside a factory; passed to every factory as its first argument.
///
/// Resolve dependencies through the resolver you are given, not through the container
/// itself: the resolver carries the resolution in progress, so ``Scope/graph`` instances are
/// shared and cycles are reported with their path.
///
/// ```swift
/// extension Container {
///   static let feed = Dependency<FeedViewModel> { r in
///     FeedViewModel(api: try r.resolve(Container.api), user: try r.resolve(Container.user))
///   }
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

}
