import Synchronization

/// The ``Scope/graph`` instances of one top-level resolution, keyed by registration.
///
/// `@unchecked Sendable`: `instances` is only touched while `lock` is held. Instances need
/// not be `Sendable` (Swinject parity); a factory that hands its resolver to another thread
/// shares them knowingly.
final class GraphCache: @unchecked Sendable {
  private let lock = Lock(())
  private var instances: [ObjectIdentifier: Any] = [:]

  func instance(for entry: AnyEntry) -> Any? {
    lock.withLock { _ in instances[ObjectIdentifier(entry)] }
  }

  func store(_ instance: Any, for entry: AnyEntry) {
    lock.withLock { _ in instances[ObjectIdentifier(entry)] = instance }
  }
}
