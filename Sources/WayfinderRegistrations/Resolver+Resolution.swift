import WayfinderDI

extension Resolver {
  /// Resolves the service registered for `type` (and `name`, if given).
  ///
  /// - Parameters:
  ///   - type: The type to resolve; inferred from the result when left out.
  ///   - name: The name it was registered under, if any.
  /// - Throws: `ResolutionError` when nothing matches, when the services form a cycle, or
  ///   when a factory throws.
  @inlinable @inline(__always)
  public func resolve<Service>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil
  ) throws(ResolutionError) -> Service {
    try typedResolve(type, name: name?.key)
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
  @inlinable
  public func resolve<Service, each Argument>(
    _ type: Service.Type = Service.self, name: ServiceName? = nil,
    arguments: repeat each Argument
  ) throws(ResolutionError) -> Service {
    try typedResolve(type, name: name?.key, arguments: repeat each arguments)
  }
}
