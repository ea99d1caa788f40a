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
  public init(name: ServiceName? = nil, container: Container? = nil) {
    do {
      wrappedValue = try (container ?? Container.current).resolve(Service.self, name: name)
      projectedValue = nil
    } catch {
      wrappedValue = nil
      projectedValue = error
    }
  }
}

extension OptionalInjected: Sendable where Service: Sendable {}
