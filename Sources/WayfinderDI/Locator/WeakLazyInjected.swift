/// A property resolved on first access and held weakly, for services owned elsewhere (a
/// parent coordinator, a ``Scope/weak`` service).
///
/// ```swift
/// final class ProfileViewModel {
///   @WeakLazyInjected(Container.session) private var session: SessionController?
/// }
/// ```
///
/// The value is `nil` when the service is not registered, when it is not a class instance,
/// or after its last strong holder let it go. The first access resolves; when two threads
/// read it first at once, the first result (an instance or an error) is kept.
@propertyWrapper
public struct WeakLazyInjected<Service> {
  private let box: WeakBox<Service>
  /// Resolves the `Service` registered by type (with WayfinderRegistrations) from `container`,
  /// or from ``Container/current`` when `container` is `nil`. For a declared dependency, give
  /// its declaration instead: `@WeakLazyInjected(Container.chats)`.
  public init(container: Container? = nil) {
    self.init(typedName: nil, container: container)
  }

  /// Resolves `Service` by type, under `name`: WayfinderRegistrations makes it public.
  @usableFromInline package init(typedName name: RegistrationName?, container: Container?) {
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

extension WeakLazyInjected: Sendable where Service: Sendable {}

/// The weakly held value of a ``WeakLazyInjected`` property.
///
/// As ``LazyBox``, the resolve runs without the lock held, and the first to finish is kept:
/// its instance, or its error.
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
    var done = false
    var kept: AnyObject?
    lock.withLock { _ in
      done = resolved
      kept = object
    }
    if done { return kept as? Service }
    var outcome: AnyObject?
    var error: ResolutionError?
    do throws(ResolutionError) {
      let service = try request.resolve()
      if type(of: service as Any) is AnyClass { outcome = service as AnyObject }
    } catch let thrown {
      error = thrown
    }
    lock.withLock { _ in
      if !resolved {
        resolved = true
        object = outcome
        failure = error
      }
    }
    // NB: let go of before the value is read back, so an instance nobody else holds is `nil`
    // at the first read as at every later one (and its `deinit` runs outside the lock).
    outcome = nil
    lock.withLock { _ in kept = object }
    return kept as? Service
  }
}
