/// A property resolved on first access, from the container that was current when its owner
/// was created.
///
/// ```swift
/// final class ChatListViewModel {
///   @LazyInjected(Container.chats) private var chats: ChatService   // resolved when first used
/// }
/// ```
///
/// The first access resolves, and every access returns the instance it kept. Two threads
/// reading the property for the first time at once may both resolve; the first to finish is
/// kept and both get it. A failed resolve stops the program with the ``ResolutionError``
/// message, as ``Injected`` does: a cycle back through the property is that cycle's message.
@propertyWrapper
public struct LazyInjected<Service> {
  private let box: LazyBox<Service>
  /// Resolves the `Service` registered by type (with WayfinderRegistrations) from `container`,
  /// or from ``Container/current`` when `container` is `nil`. For a declared dependency, give
  /// its declaration instead: `@LazyInjected(Container.chats)`.
  public init(container: Container? = nil) {
    self.init(typedName: nil, container: container)
  }

  /// Resolves `Service` by type, under `name`: WayfinderRegistrations makes it public.
  @usableFromInline package init(typedName name: RegistrationName?, container: Container?) {
    box = LazyBox(InjectionRequest(.type(name), container: container, wrapper: "@LazyInjected"))
  }

  /// Remembers to resolve a declared dependency, given by its declaration, from `container`
  /// or the current container.
  ///
  /// Give the declaration itself, `Container.chats`, rather than a key path to it: see
  /// <doc:DeclaredDependencies#Key-paths>.
  public init(_ dependency: Dependency<Service>, container: Container? = nil) {
    box = LazyBox(
      InjectionRequest(.declared(dependency), container: container, wrapper: "@LazyInjected"))
  }

  /// The service, resolved on first access.
  public var wrappedValue: Service {
    do {
      return try box.value()
    } catch {
      preconditionFailure("@LazyInjected: \(error)")
    }
  }

  /// Whether the service has been resolved yet.
  public var projectedValue: Bool { box.isResolved }
}

extension LazyInjected: Sendable where Service: Sendable {}

/// The lazily resolved value of a ``LazyInjected`` property.
///
/// The resolve runs without the lock held, so a cycle that comes back to this property, on
/// this thread or another, is the container's cycle error rather than a lock taken twice or
/// two threads waiting on each other unseen. Two first reads at once may both resolve; the
/// first to finish is kept, and both return it.
///
/// `@unchecked Sendable`: `service` is only touched while `lock` is held.
final class LazyBox<Service>: @unchecked Sendable {
  private let lock = Lock(())
  private let request: InjectionRequest<Service>
  private var service: Service?

  init(_ request: InjectionRequest<Service>) {
    self.request = request
  }

  var isResolved: Bool { lock.withLock { _ in service != nil } }

  func value() throws(ResolutionError) -> Service {
    var kept: Service?
    lock.withLock { _ in kept = service }
    if let kept { return kept }
    let resolved = try request.resolve()
    lock.withLock { _ in
      if service == nil { service = resolved }
      kept = service
    }
    return kept ?? resolved
  }
}
