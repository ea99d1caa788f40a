import Synchronization

/// A property resolved on first access, from the container that was current when its owner
/// was created.
///
/// ```swift
/// final class ChatListViewModel {
///   @LazyInjected private var chats: ChatService   // resolved when first used
/// }
/// ```
///
/// The first access resolves once, even from several threads; later accesses return the
/// same instance. A failed resolve stops the program with the ``ResolutionError`` message,
/// as ``Injected`` does.
@propertyWrapper
public struct LazyInjected<Service>: Sendable {
  private let box: LazyBox<Service>

  /// Remembers where to resolve `Service` from: `container`, or the current container.
  ///
  /// - Parameters:
  ///   - name: The name the service was registered under, if any.
  ///   - container: Where to resolve; ``Container/current`` when `nil`.
  ///   - isolation: The caller's actor, filled in for you; the first access resolves
  ///     as if called from it. A stored property's initial value has none: in a main-actor
  ///     type, write `@LazyInjected(.mainActor)` to reach `@MainActor` registrations.
  public init(
    name: ServiceName? = nil, container: Container? = nil, isolation: (any Actor)? = #isolation
  ) {
    box = LazyBox(InjectionRequest(.type(name), container: container, isolation: isolation))
  }

  /// Remembers to resolve a declared dependency from `container`, or the current container.
  public init(
    _ key: KeyPath<Container.Type, Dependency<Service>>, container: Container? = nil,
    isolation: (any Actor)? = #isolation
  ) {
    box = LazyBox(
      InjectionRequest(
        .declared(Container.self[keyPath: key]), container: container, isolation: isolation))
  }

  /// Remembers to resolve on the main actor, so `@MainActor` registrations are reached; the
  /// property belongs to a main-actor type, so it is first read there.
  @MainActor
  public init(
    _ isolation: InjectionIsolation, name: ServiceName? = nil, container: Container? = nil
  ) {
    box = LazyBox(
      InjectionRequest(.type(name), container: container, isolation: MainActor.shared))
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

/// The lazily resolved value of a ``LazyInjected`` property.
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
    try lock.withLock { _ throws(ResolutionError) in
      if let service { return service }
      let resolved = try request.resolve()
      service = resolved
      return resolved
    }
  }
}
