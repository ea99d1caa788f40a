/// A property resolved from ``Container/current`` when its owner is created.
///
/// ```swift
/// final class FeedViewModel {
///   @Injected private var api: APIClient
///   @Injected(name: "backup") private var backupAPI: APIClient
/// }
/// ```
///
/// A property wrapper cannot throw, so a failed resolve stops the program with the full
/// ``ResolutionError`` message. Where a missing service is possible, use
/// ``OptionalInjected`` or `try container.resolve(_:)`; in tests, run
/// ``Container/verify(including:isolation:)`` so a missing registration fails a test instead of the app.
@propertyWrapper
public struct Injected<Service> {
  /// The resolved service.
  public var wrappedValue: Service

  /// Resolves `Service` (registered under `name`, if given) from `container`, or from
  /// ``Container/current`` when `container` is `nil`.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; ``Container/current`` when `nil`.
  ///   - isolation: The caller's actor, filled in for you. A stored property's initial
  ///     value has none; on the main actor, `@MainActor` registrations are reached anyway.
  public init(
    name: ServiceName? = nil, container: Container? = nil, isolation: (any Actor)? = #isolation
  ) {
    wrappedValue = Self.resolve(.type(name), container: container, isolation: isolation)
  }

  /// Resolves a declared dependency from `container`, or from ``Container/current``.
  ///
  /// ```swift
  /// final class InboxViewModel {
  ///   @Injected(\.chats) private var chats: ChatService
  /// }
  /// ```
  public init(
    _ key: KeyPath<Container.Type, Dependency<Service>>, container: Container? = nil,
    isolation: (any Actor)? = #isolation
  ) {
    self.init(Container.self[keyPath: key], container: container, isolation: isolation)
  }

  /// Resolves a declared dependency, given by its declaration, from `container` or from
  /// ``Container/current``.
  ///
  /// The declaration itself, `Container.chats`, is the form for a declaration made in another
  /// module: see <doc:DeclaredDependencies#Declarations-from-another-module>.
  ///
  /// ```swift
  /// @Injected(Container.chats) private var chats: ChatService
  /// ```
  public init(
    _ dependency: Dependency<Service>, container: Container? = nil,
    isolation: (any Actor)? = #isolation
  ) {
    wrappedValue = Self.resolve(.declared(dependency), container: container, isolation: isolation)
  }

  private static func resolve(
    _ key: InjectionKey<Service>, container: Container?, isolation: (any Actor)?
  ) -> Service {
    do {
      return try key.resolve(from: container ?? Container.current, isolation: isolation)
    } catch {
      let source = container == nil ? "Container.current" : "the container passed to it"
      preconditionFailure("@Injected, resolving from \(source): \(error)")
    }
  }
}

extension Injected: Sendable where Service: Sendable {}
