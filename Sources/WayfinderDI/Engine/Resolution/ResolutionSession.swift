/// What one top-level resolution shares across its levels when it needs to: the
/// ``Scope/graph`` instances it made, and the recorder of ``Container/verify(including:)``.
///
/// `@unchecked Sendable`: `instances` is only touched while `lock` is held. Instances need
/// not be `Sendable` (Swinject parity); a factory that hands its resolver to another thread
/// shares them knowingly.
@usableFromInline
final class ResolutionSession: @unchecked Sendable {
  private let lock = Lock(())
  /// The graph instances made, by registration. The registration is kept with its instance:
  /// keyed by identity alone, a registration replaced and freed meanwhile could be followed
  /// by a new one at the same address, which a kept resolver would then take for it.
  private var instances: [ObjectIdentifier: (entry: AnyEntry, instance: Any)] = [:]
  /// Records dependency edges while ``Container/verify(including:)`` runs.
  let recorder: DependencyRecorder?

  init(recorder: DependencyRecorder? = nil) {
    self.recorder = recorder
  }

  func instance(for entry: AnyEntry) -> Any? {
    lock.withLock { _ in instances[ObjectIdentifier(entry)]?.instance }
  }

  /// Marks `entry`'s instance as being made, with the number of completions running on the
  /// thread, so a request for it before it is stored is told apart: from its own factory's
  /// chain a cycle, from a completion that began inside its making a second instance.
  func beginMaking(_ entry: AnyEntry) {
    let mark = BeingMade(
      completionDepth: ThreadResolution.completionDepth, thread: currentThreadID())
    lock.withLock { _ in instances[ObjectIdentifier(entry)] = (entry, mark) }
  }

  /// Forgets `entry`'s mark when making it failed; an instance made again meanwhile stays.
  func abandonMaking(_ entry: AnyEntry) {
    lock.withLock { _ in
      if instances[ObjectIdentifier(entry)]?.instance is BeingMade {
        instances[ObjectIdentifier(entry)] = nil
      }
    }
  }

  func store(_ instance: Any, for entry: AnyEntry) {
    lock.withLock { _ in instances[ObjectIdentifier(entry)] = (entry, instance) }
  }
}

/// What a session holds for a ``Scope/graph`` instance that is being made: how many
/// completions ran on the thread when its making began, and the thread.
struct BeingMade {
  let completionDepth: UInt
  let thread: UInt

  /// Whether a request for the instance, now, comes from a completion that began inside its
  /// making on the same thread (the count is the thread's own).
  var isAskedByACompletionInside: Bool {
    thread == currentThreadID() && ThreadResolution.completionDepth > completionDepth
  }
}
