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
/// ``Container/verify()`` so a missing registration fails a test instead of the app.
@propertyWrapper
public struct Injected<Service> {
  /// The resolved service.
  public var wrappedValue: Service

  /// Resolves `Service` (registered under `name`, if given) from `container`, or from
  /// ``Container/current`` when `container` is `nil`.
  public init(name: ServiceName? = nil, container: Container? = nil) {
    let source = container ?? Container.current
    do {
      wrappedValue = try source.resolve(Service.self, name: name)
    } catch {
      preconditionFailure("@Injected: \(error)")
    }
  }
}

extension Injected: Sendable where Service: Sendable {}
