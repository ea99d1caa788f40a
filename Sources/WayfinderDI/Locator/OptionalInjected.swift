/// A property resolved from ``Container/current`` when its owner is created, or `nil` when
/// resolving fails.
///
/// ```swift
/// final class SettingsViewModel {
///   @OptionalInjected private var analytics: Analytics?
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
    (wrappedValue, projectedValue) = Self.resolve(.type(name), container, isolation)
  }

  /// Resolves a declared dependency from `container`, or from ``Container/current``; `nil`
  /// only when its factory fails.
  public init(
    _ key: KeyPath<Container.Type, Dependency<Service>>, container: Container? = nil,
    isolation: (any Actor)? = #isolation
  ) {
    self.init(Container.self[keyPath: key], container: container, isolation: isolation)
  }

  /// Resolves a declared dependency, given by its declaration, from `container` or from
  /// ``Container/current``; `nil` only when its factory fails.
  ///
  /// The declaration itself, `Container.chats`, is the form for a declaration made in another
  /// module: see <doc:DeclaredDependencies#Declarations-from-another-module>.
  public init(
    _ dependency: Dependency<Service>, container: Container? = nil,
    isolation: (any Actor)? = #isolation
  ) {
    (wrappedValue, projectedValue) = Self.resolve(.declared(dependency), container, isolation)
  }

  private static func resolve(
    _ key: InjectionKey<Service>, _ container: Container?, _ isolation: (any Actor)?
  ) -> (Service?, ResolutionError?) {
    do {
      return (try key.resolve(from: container ?? Container.current, isolation: isolation), nil)
    } catch {
      return (nil, error)
    }
  }
}

extension OptionalInjected: Sendable where Service: Sendable {}
