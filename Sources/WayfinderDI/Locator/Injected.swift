/// A property resolved from ``Container/current`` when its owner is created.
///
/// ```swift
/// final class FeedViewModel {
///   @Injected(Container.api) private var api: APIClient
///   @Injected private var legacy: LegacyClient   // registered by type (WayfinderRegistrations)
/// }
/// ```
///
/// In an `@Observable` class, mark the property `@ObservationIgnored`: the macro makes stored
/// properties computed, and the compiler refuses a wrapper there, saying
/// "property wrapper cannot be applied to a computed property" (with "invalid redeclaration
/// of synthesized property" from the macro's expansion). A service is not state a view
/// redraws for:
///
/// ```swift
/// @Observable
/// final class FeedViewModel {
///   @ObservationIgnored @Injected(Container.api) private var api: APIClient
/// }
/// ```
///
/// The same holds for ``LazyInjected``, ``OptionalInjected`` and ``WeakLazyInjected``.
///
/// A property wrapper cannot throw, so a failed resolve stops the program with the full
/// ``ResolutionError`` message. Where a missing service is possible, use
/// ``OptionalInjected`` or `try container.resolve(_:)`; in tests, run
/// ``Container/verify(including:)`` so a missing registration fails a test instead of the app.
@propertyWrapper
public struct Injected<Service> {
  /// The resolved service.
  public var wrappedValue: Service
  /// Resolves the `Service` registered by type (with WayfinderRegistrations) from `container`,
  /// or from ``Container/current`` when `container` is `nil`. For a declared dependency, give
  /// its declaration instead: `@Injected(Container.chats)`.
  public init(container: Container? = nil) {
    self.init(typedName: nil, container: container)
  }

  /// Resolves `Service` by type, under `name`: WayfinderRegistrations makes it public.
  @usableFromInline package init(typedName name: RegistrationName?, container: Container?) {
    wrappedValue = Self.resolve(.type(name), container: container)
  }

  /// Resolves a declared dependency, given by its declaration, from `container` or from
  /// ``Container/current``.
  ///
  /// Give the declaration itself, `Container.chats`, rather than a key path to it: see
  /// <doc:DeclaredDependencies#Key-paths>.
  ///
  /// ```swift
  /// final class InboxViewModel {
  ///   @Injected(Container.chats) private var chats: ChatService
  /// }
  /// ```
  public init(_ dependency: Dependency<Service>, container: Container? = nil) {
    wrappedValue = Self.resolve(.declared(dependency), container: container)
  }

  private static func resolve(_ key: InjectionKey<Service>, container: Container?) -> Service {
    do {
      return try key.resolve(from: container ?? Container.current)
    } catch {
      let source = container == nil ? "Container.current" : "the container passed to it"
      preconditionFailure("@Injected, resolving from \(source): \(error)")
    }
  }
}

extension Injected: Sendable where Service: Sendable {}
