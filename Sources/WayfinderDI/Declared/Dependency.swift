/// A dependency declared once, with its live value, so that reading it cannot fail to find a
/// registration: a missing declaration is a compile error, not a run-time one.
///
/// Declare dependencies as static members of `Container`, as Factory's container extensions
/// and swift-dependencies' keys do:
///
/// ```swift
/// extension Container {
///   static let api = Dependency<APIClient>(scope: .singleton) { LiveAPIClient() }
///   static let chats = Dependency<ChatService> { r in ChatService(api: try r.resolve(Container.api)) }
/// }
///
/// let chats = try container.resolve(Container.chats)
///
/// final class InboxViewModel {
///   @Injected(Container.chats) private var chats: ChatService
/// }
/// ```
///
/// Any container can override a declaration for itself and its children: a test's
/// container (the `.container` trait), a flow's container, a preview's.
///
/// ```swift
/// container.register(Container.api) { _ in StubAPIClient() }
/// ```
///
/// A declaration's default behaves as if it were registered in the outermost container of
/// the one you resolve from: its shared instances live there, and its factory resolves from
/// there. It is also the fastest way to resolve: a declared singleton already made is read
/// without hashing or locking.
public final class Dependency<Value>: AnyDependency, @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type.

  /// The scope of the declaration's default.
  public let scope: Scope
  /// The default registration, shared by every container when it keeps no instance
  /// (transient and graph scopes); a template for shared scopes, whose instances live in an
  /// entry of each outermost container.
  @usableFromInline let defaults: Entry<Value, Void>
  /// Whether `defaults` itself serves every container: it keeps no instance. Stored, not
  /// computed: it is read on every resolve, and the getter was not inlined.
  @usableFromInline let isStateless: Bool

  /// Declares a dependency whose default is made by `factory`.
  ///
  /// - Parameters:
  ///   - label: How messages name it; by default its value type and where it is declared.
  ///   - scope: How long default instances live; ``Scope/transient`` when left out.
  ///   - fileID: Where it is declared, filled in for you; names it in messages.
  ///   - line: The line it is declared on, filled in for you.
  ///   - factory: Makes the live value; resolve what it needs through the ``Resolver``.
  public convenience init(
    _ label: String? = nil, scope: Scope = .transient, fileID: StaticString = #fileID,
    line: UInt = #line, factory: @escaping @Sendable (Resolver) throws -> Value
  ) {
    self.init(label, scope: scope, fileID: fileID, line: line, maker: .withResolver(factory))
  }

  /// Declares a dependency made without dependencies of its own, in the shortest form.
  ///
  /// ```swift
  /// extension Container {
  ///   static let clock = Dependency<any Clock<Duration>> { ContinuousClock() }
  /// }
  /// ```
  public convenience init(
    _ label: String? = nil, scope: Scope = .transient, fileID: StaticString = #fileID,
    line: UInt = #line, factory: @escaping @Sendable () throws -> Value
  ) {
    self.init(label, scope: scope, fileID: fileID, line: line, maker: .plain(factory))
  }

  private init(
    _ label: String?, scope: Scope, fileID: StaticString, line: UInt,
    maker: Maker<Value, Void>
  ) {
    self.scope = scope
    let identity = Identity(
      label: label ?? "Dependency<\(Value.self)> (\(fileID):\(line))", service: Value.self)
    // NB: a template's storage is never used (each outermost container keeps its own copy of
    // a shared default), so a custom scope is not asked for one.
    defaults = Entry(descriptor: identity.descriptor, scope: scope, maker: maker, asksScope: false)
    isStateless = defaults.slot == nil
    super.init(identity)
  }

  override func resolveForVerification(_ resolver: Resolver) throws(ResolutionError) {
    let _: Value = try resolver.resolveDeclared(self)
  }
}
