/// How long an instance made by a declared dependency (or a registration) lives, and who
/// shares it.
///
/// ```swift
/// extension Container {
///   static let formatter = Dependency<Formatter> { Formatter() }               // .transient
///   static let session = Dependency<Session>(scope: .singleton) { Session() }
///   static let cache = Dependency<Cache>(scope: .cached) { Cache() }
/// }
/// Container.shared.resetCached()   // the next resolve of `cache` makes a new one
/// ```
///
/// | scope | an instance is shared |
/// | --- | --- |
/// | ``transient`` | never: every resolve makes a new one |
/// | ``graph`` | within one top-level `resolve` call (diamond dependencies get one instance) |
/// | ``singleton`` | for the life of the container that holds the registration |
/// | ``weak`` | while someone outside the container holds it |
/// | ``cached`` | like a singleton, until ``Container/resetCached()`` |
/// | ``custom(_:)`` | until you reset the ``CustomScope`` |
public struct Scope: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case transient
    case graph
    case singleton
    case weak
    case cached
    case custom(CustomScope)
  }

  let kind: Kind

  /// A new instance for every resolve. The default scope.
  public static let transient = Scope(kind: .transient)
  /// One instance per top-level resolve, shared by everything that resolve builds.
  public static let graph = Scope(kind: .graph)
  /// One instance per container, made on first use; its factory runs exactly once, even when
  /// several threads ask for it at the same moment.
  public static let singleton = Scope(kind: .singleton)
  /// One instance shared while something else holds a strong reference to it; made again
  /// after the last holder lets go. Value types are not shared (they behave as transient).
  public static let weak = Scope(kind: .weak)
  /// A singleton that ``Container/resetCached()`` or
  /// `resetCached(_:name:)` can drop, so the next resolve makes a new one.
  public static let cached = Scope(kind: .cached)

  /// A scope you end with ``CustomScope/reset()``, for lifetimes the built-in scopes do not
  /// cover (a user session, a feature flow).
  public static func custom(_ scope: CustomScope) -> Scope {
    Scope(kind: .custom(scope))
  }

  /// The scope's name as it appears in messages: `singleton`, `custom(session)`.
  public var description: String {
    switch kind {
    case .transient: "transient"
    case .graph: "graph"
    case .singleton: "singleton"
    case .weak: "weak"
    case .cached: "cached"
    case .custom(let scope): "custom(\(scope.name))"
    }
  }

  /// Whether instances outlive a single resolve and may be handed to many holders.
  var isLongLived: Bool {
    switch kind {
    case .singleton, .cached: true
    case .transient, .graph, .weak, .custom: false
    }
  }

  /// Whether instances live shorter than a singleton, so a singleton holding one captures it.
  var isShortLived: Bool {
    switch kind {
    case .transient, .graph, .weak: true
    case .singleton, .cached, .custom: false
    }
  }
}
