import Synchronization

/// A property resolved on first access and held weakly, for services owned elsewhere (a
/// parent coordinator, a ``Scope/weak`` service).
///
/// ```swift
/// final class ProfileViewModel {
///   @WeakLazyInjected private var session: SessionController?
/// }
/// ```
///
/// The value is `nil` when the service is not registered, when it is not a class instance,
/// or after its last strong holder let it go. It is resolved once.
@propertyWrapper
public struct WeakLazyInjected<Service>: Sendable {
  private let box: WeakBox<Service>

  /// Remembers where to resolve `Service` from: `container`, or the current container.
  public init(name: ServiceName? = nil, container: Container? = nil) {
    box = WeakBox(container: container ?? Container.current, name: name)
  }

  /// The service while someone holds it; resolved on first access.
  public var wrappedValue: Service? { box.value() }

  /// The error of the first access, if resolving failed.
  public var projectedValue: ResolutionError? { box.error }
}

/// The weakly held value of a ``WeakLazyInjected`` property.
///
/// `@unchecked Sendable`: `object`, `resolved` and `failure` are only touched while `lock`
/// is held.
final class WeakBox<Service>: @unchecked Sendable {
  private let lock = Lock(())
  private let container: Container
  private let name: ServiceName?
  private weak var object: AnyObject?
  private var resolved = false
  private var failure: ResolutionError?

  init(container: Container, name: ServiceName?) {
    self.container = container
    self.name = name
  }

  var error: ResolutionError? { lock.withLock { _ in failure } }

  func value() -> Service? {
    lock.withLock { _ in
      if !resolved {
        resolved = true
        do throws(ResolutionError) {
          let service = try container.resolve(Service.self, name: name)
          if type(of: service as Any) is AnyClass { object = service as AnyObject }
        } catch {
          failure = error
        }
      }
      return object as? Service
    }
  }
}
