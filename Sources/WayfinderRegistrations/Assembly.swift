import WayfinderDI

/// A module of registrations, such as everything one feature needs.
///
/// ```swift
/// struct NetworkAssembly: Assembly {
///   func assemble(container: Container) {
///     container.register(APIClient.self, scope: .singleton) { _ in LiveAPIClient() }
///   }
/// }
///
/// struct FeedAssembly: Assembly {
///   func assemble(container: Container) {
///     container.register(FeedViewModel.self) { r in FeedViewModel(api: try r.resolve(APIClient.self)) }
///   }
///
///   func loaded(resolver: Resolver) throws {
///     try resolver.resolve(Analytics.self).track("feed module ready")
///   }
/// }
///
/// let assembler = try Assembler([NetworkAssembly(), FeedAssembly()])
/// ```
public protocol Assembly {
  /// Adds this module's registrations to `container`.
  func assemble(container: Container)

  /// Called after every assembly of the same ``Assembler`` call has registered, so
  /// registrations from later modules can be resolved here. Does nothing by default.
  func loaded(resolver: Resolver) throws
}

extension Assembly {
  /// Does nothing.
  public func loaded(resolver: Resolver) throws {}
}
