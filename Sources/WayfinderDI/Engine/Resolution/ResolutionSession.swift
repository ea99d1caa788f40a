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

  /// What the session holds for `entry`: its instance, the mark of its making in progress,
  /// or, when it holds neither, a new mark (with the number of completions running on the
  /// thread) that makes the calling thread its maker.
  ///
  /// The mark tells a request before the instance is stored apart: on the maker's thread,
  /// from its own factory's chain a cycle, from a completion that began inside its making a
  /// second instance; on another thread (parts of the graph built in parallel through the
  /// resolver), a wait for the maker.
  func claim(
    _ entry: AnyEntry, descriptor: ServiceDescriptor, parent: BuildRecord?
  ) -> GraphClaim {
    lock.withLock { _ in
      if let held = instances[ObjectIdentifier(entry)]?.instance {
        if let making = held as? BeingMade { return .beingMade(making) }
        return .made(held)
      }
      let mark = BeingMade(
        record: BuildRecord(descriptor, parent: parent),
        completionDepth: ThreadResolution.completionDepth)
      instances[ObjectIdentifier(entry)] = (entry, mark)
      return .claimed(mark)
    }
  }

  /// Forgets `entry`'s mark `mark` when making it failed (a thread waiting for it makes it
  /// then); an instance made again meanwhile stays.
  func abandonMaking(_ entry: AnyEntry, mark: BeingMade) {
    lock.withLock { _ in
      if instances[ObjectIdentifier(entry)]?.instance as? BeingMade === mark {
        instances[ObjectIdentifier(entry)] = nil
      }
    }
  }

  func store(_ instance: Any, for entry: AnyEntry) {
    lock.withLock { _ in instances[ObjectIdentifier(entry)] = (entry, instance) }
  }
}

/// What a session holds for a ``Scope/graph`` instance that is being made: the build (its
/// maker's thread, which threads waiting for it block on), and how many completions ran on
/// that thread when its making began.
final class BeingMade: Sendable {
  let record: BuildRecord
  let completionDepth: UInt

  init(record: BuildRecord, completionDepth: UInt) {
    self.record = record
    self.completionDepth = completionDepth
  }

  /// Whether the calling thread is the one making the instance.
  var isMadeHere: Bool { record.thread == currentThreadID() }

  /// Whether a request for the instance, now, comes from a completion that began inside its
  /// making on the same thread (the count is the thread's own).
  var isAskedByACompletionInside: Bool {
    isMadeHere && ThreadResolution.completionDepth > completionDepth
  }
}

/// What a ``ResolutionSession`` holds for a graph registration when asked.
enum GraphClaim {
  /// The instance made for the graph.
  case made(Any)
  /// Another request is making it.
  case beingMade(BeingMade)
  /// Nobody was: the caller makes it, under this mark.
  case claimed(BeingMade)
}
