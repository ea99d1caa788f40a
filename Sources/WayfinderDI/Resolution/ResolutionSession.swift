import Synchronization

/// What one top-level resolution shares across its levels when it needs to: the
/// ``Scope/graph`` instances it made, and the recorder of ``Container/verify(including:isolation:)``.
///
/// `@unchecked Sendable`: `instances` is only touched while `lock` is held. Instances need
/// not be `Sendable` (Swinject parity); a factory that hands its resolver to another thread
/// shares them knowingly.
@usableFromInline
final class ResolutionSession: @unchecked Sendable {
  private let lock = Lock(())
  private var instances: [ObjectIdentifier: Any] = [:]
  /// Records dependency edges while ``Container/verify(including:isolation:)`` runs.
  let recorder: DependencyRecorder?

  init(recorder: DependencyRecorder? = nil) {
    self.recorder = recorder
  }

  func instance(for entry: AnyEntry) -> Any? {
    lock.withLock { _ in instances[ObjectIdentifier(entry)] }
  }

  func store(_ instance: Any, for entry: AnyEntry) {
    lock.withLock { _ in instances[ObjectIdentifier(entry)] = instance }
  }
}
