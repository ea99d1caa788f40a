import WayfinderDI

/// Applies ``Assembly`` modules to a container, in order, then calls each one's
/// ``Assembly/loaded(resolver:)``.
///
/// ```swift
/// let assembler = try Assembler([NetworkAssembly(), FeedAssembly()])
/// let feed = try assembler.resolver.resolve(FeedViewModel.self)
/// ```
public struct Assembler: Sendable {
  /// The container the assemblies register into.
  public let container: Container

  /// A resolver over `container`, for code written against Swinject's
  /// `assembler.resolver`.
  ///
  /// Called on the main actor, `assembler.resolver.resolve(LoginViewModel.self)` reaches
  /// `@MainActor` factories.
  public var resolver: Resolver { container.rootResolver() }

  /// Applies `assemblies` to `container` (a new one by default).
  ///
  /// - Throws: The first error a ``Assembly/loaded(resolver:)`` hook throws. Registrations
  ///   stay in place; hooks after the failing one do not run.
  public init(_ assemblies: [any Assembly] = [], container: Container = Container()) throws {
    self.container = container
    try apply(assemblies)
  }

  /// Applies `assemblies` to a child of `parent`'s container, so they can override its
  /// registrations without changing it.
  public init(_ assemblies: [any Assembly], parent: Assembler) throws {
    try self.init(assemblies, container: Container(parent: parent.container))
  }

  /// Registers each assembly in order, then calls each one's ``Assembly/loaded(resolver:)``
  /// in the same order.
  ///
  /// Called on the main actor, the hooks' resolver reaches `@MainActor` factories.
  ///
  /// - Parameter assemblies: The assemblies to apply, in order.
  public func apply(_ assemblies: [any Assembly]) throws {
    for assembly in assemblies { assembly.assemble(container: container) }
    let resolver = container.rootResolver()
    for assembly in assemblies { try assembly.loaded(resolver: resolver) }
  }
}
