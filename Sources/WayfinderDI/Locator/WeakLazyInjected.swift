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
  ///
  /// A service that is not registered there is reported now (a runtime warning in an app, a
  /// test failure in tests). The first access resolves as from where it runs: on the main
  /// actor, `@MainActor` registrations are reached.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; ``Container/current`` when `nil`.
  public init(name: ServiceName? = nil, container: Container? = nil) {
    box = WeakBox(InjectionRequest(.type(name), container: container, wrapper: "@WeakLazyInjected"))
  }

  /// Remembers to resolve a declared dependency, given by its declaration, from `container`
  /// or the current container.
  ///
  /// Give the declaration itself, `Container.chats`, rather than a key path to it: see
  /// <doc:DeclaredDependencies#Key-paths>.
  public init(_ dependency: Dependency<Service>, container: Container? = nil) {
    box = WeakBox(
      InjectionRequest(.declared(dependency), container: container, wrapper: "@WeakLazyInjected"))
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
  private let request: InjectionRequest<Service>
  private weak var object: AnyObject?
  private var resolved = false
  private var failure: ResolutionError?

  init(_ request: InjectionRequest<Service>) {
    self.request = request
  }

  var error: ResolutionError? { lock.withLock { _ in failure } }

  func value() -> Service? {
    lock.withLock { _ in
      if !resolved {
        resolved = true
        do throws(ResolutionError) {
          let service = try request.resolve()
          if type(of: service as Any) is AnyClass { object = service as AnyObject }
        } catch {
          failure = error
        }
      }
      return object as? Service
    }
  }
}
