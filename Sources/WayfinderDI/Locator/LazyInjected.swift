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
  public init(name: ServiceName? = nil, container: Container? = nil) {
    box = LazyBox(container: container ?? Container.current, name: name)
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
  private let container: Container
  private let name: ServiceName?
  private var service: Service?

  init(container: Container, name: ServiceName?) {
    self.container = container
    self.name = name
  }

  var isResolved: Bool { lock.withLock { _ in service != nil } }

  func value() throws(ResolutionError) -> Service {
    try lock.withLock { _ throws(ResolutionError) in
      if let service { return service }
      let resolved = try container.resolve(Service.self, name: name)
      service = resolved
      return resolved
    }
  }
}
