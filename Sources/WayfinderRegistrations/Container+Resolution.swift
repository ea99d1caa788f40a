import WayfinderDI

extension Container {
  /// Resolves the service registered for `type` (and `name`, if given).
  ///
  /// ```swift
  /// let chats = try container.resolve(ChatService.self)
  /// let backup = try container.resolve(APIClient.self, name: "backup")
  /// ```
  ///
  /// - Throws: `ResolutionError` when nothing matches, when the services form a cycle, or
  ///   when a factory throws. The container is unchanged by a failed resolve, except for
  ///   shared instances that finished building before the failure.
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the result when left out.
  ///   - name: The name it was registered under, if any.
  @inlinable @inline(__always)
  public func resolve<Service>(_ type: Service.Type = Service.self, name: ServiceName? = nil)
    throws(ResolutionError) -> Service
  {
    try typedResolve(type, name: name?.key)
  }

  /// Resolves the service registered for `type` with a factory that takes `arguments`.
  ///
  /// ```swift
  /// let chat = try container.resolve(ChatViewModel.self, arguments: 42, "Team")
  /// ```
  @inlinable
  public func resolve<Service, each Argument>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil,
    arguments: repeat each Argument
  ) throws(ResolutionError) -> Service {
    try typedResolve(type, name: name?.key, arguments: repeat each arguments)
  }

  /// Drops the instance of one `Scope.cached` registration in this container.
  ///
  /// ```swift
  /// container.resetCached(UserProfile.self)   // e.g. after the profile was edited
  /// ```
  @inlinable
  public func resetCached<Service>(_ type: Service.Type, name: ServiceName? = nil) {
    typedResetCached(type, name: name?.key)
  }

  /// Whether a registration of `type` under `name` (with any factory arguments) is visible
  /// from this container: its own, or one of its parents'. Declared dependencies are not
  /// registrations: they always resolve.
  ///
  /// ```swift
  /// if !container.hasRegistration(of: AnalyticsClient.self) {
  ///   container.register(AnalyticsClient.self) { _ in NoAnalytics() }
  /// }
  /// ```
  @inlinable
  public func hasRegistration(of type: any Any.Type, name: ServiceName? = nil) -> Bool {
    typedHasRegistration(of: type, name: name?.key)
  }
}
