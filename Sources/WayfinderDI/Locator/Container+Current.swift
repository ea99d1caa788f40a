extension Container {
  /// The process-wide default container, used when no other container is current.
  ///
  /// A declared dependency resolves here when nothing overrides it; override one here at
  /// launch to change it for the whole app.
  public static let shared = Container()

  /// The container that ``Injected``, ``LazyInjected``, ``WeakLazyInjected`` and
  /// ``OptionalInjected`` read from: ``shared`` unless a scope of code chose another.
  ///
  /// Swap it for a scope of code without touching globals, so parallel tests stay isolated:
  ///
  /// ```swift
  /// let test = Container()
  /// test.register(Container.api) { _ in StubAPIClient() }
  /// Container.$current.withValue(test) {
  ///   let model = FeedViewModel()   // its @Injected properties read `test`
  /// }
  /// ```
  ///
  /// The value follows structured concurrency: child tasks see it, detached tasks do not.
  /// In Swift Testing, the `.container` trait of `WayfinderTesting` does the same for a test.
  /// A Wayfinder `Navigator` given a container makes it current while it runs its flows' code.
  @TaskLocal public static var current: Container = shared
}
