/// A property resolved from ``Container/current`` when its owner is created, or `nil` when
/// resolving fails.
///
/// ```swift
/// final class SettingsViewModel {
///   @OptionalInjected(Container.analytics) private var analytics: Analytics?
///
///   func logFailure() {
///     if let error = $analytics { print(error) }   // why it is nil
///   }
/// }
/// ```
@propertyWrapper
public struct OptionalInjected<Service> {
  /// The resolved service, or `nil`.
  public var wrappedValue: Service?
  /// Why ``wrappedValue`` is `nil`, if resolving failed.
  public let projectedValue: ResolutionError?
  /// Resolves the `Service` registered by type (with WayfinderRegistrations) from `container`,
  /// or from ``Container/current`` when `container` is `nil`. For a declared dependency, give
  /// its declaration instead: `@OptionalInjected(Container.chats)`.
  public init(container: Container? = nil) {
    self.init(typedName: nil, container: container)
  }

  /// Resolves `Service` by type, under `name`: WayfinderRegistrations makes it public.
  @usableFromInline package init(typedName name: RegistrationName?, container: Container?) {
    (wrappedValue, projectedValue) = Self.resolve(.type(name), container)
  }

  /// Resolves a declared dependency, given by its declaration, from `container` or from
  /// ``Container/current``; `nil` only when its factory fails.
  ///
  /// Give the declaration itself, `Container.chats`, rather than a key path to it: see
  /// <doc:DeclaredDependencies#Key-paths>.
  public init(_ dependency: Dependency<Service>, container: Container? = nil) {
    (wrappedValue, projectedValue) = Self.resolve(.declared(dependency), container)
  }

  private static func resolve(_ key: InjectionKey<Service>, _ container: Container?)
    -> (Service?, ResolutionError?)
  {
    do {
      return (try key.resolve(from: container ?? Container.current), nil)
    } catch {
      return (nil, error)
    }
  }
}

extension OptionalInjected: Sendable where Service: Sendable {}
