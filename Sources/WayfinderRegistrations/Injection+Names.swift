import WayfinderDI

extension Injected {
  /// Resolves `Service` (registered under `name`, if given) from `container`, or from
  /// `Container.current` when `container` is `nil`.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; `Container.current` when `nil`.
  ///
  /// On the main actor (a stored property of a `@MainActor` class), `@MainActor`
  /// registrations are reached.
  @inlinable
  public init(name: ServiceName?, container: Container? = nil) {
    self.init(typedName: name?.key, container: container)
  }
}

extension LazyInjected {
  /// Remembers where to resolve `Service` from: `container`, or the current container.
  ///
  /// A service that is not registered there is reported now (a runtime warning in an app, a
  /// test failure in tests). The first access resolves as from where it runs: on the main
  /// actor, `@MainActor` registrations are reached.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; `Container.current` when `nil`.
  @inlinable
  public init(name: ServiceName?, container: Container? = nil) {
    self.init(typedName: name?.key, container: container)
  }
}

extension OptionalInjected {
  /// Resolves `Service` (registered under `name`, if given) from `container`, or from
  /// `Container.current` when `container` is `nil`.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; `Container.current` when `nil`.
  ///
  /// On the main actor (a stored property of a `@MainActor` class), `@MainActor`
  /// registrations are reached.
  @inlinable
  public init(name: ServiceName?, container: Container? = nil) {
    self.init(typedName: name?.key, container: container)
  }
}

extension WeakLazyInjected {
  /// Remembers where to resolve `Service` from: `container`, or the current container.
  ///
  /// A service that is not registered there is reported now (a runtime warning in an app, a
  /// test failure in tests). The first access resolves as from where it runs: on the main
  /// actor, `@MainActor` registrations are reached.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; `Container.current` when `nil`.
  @inlinable
  public init(name: ServiceName?, container: Container? = nil) {
    self.init(typedName: name?.key, container: container)
  }
}
