/// What one top-level resolution shares across its levels when it needs to: the
/// ``Scope/graph`` instances it made, and the recorder of ``Container/verify(including:)``.
///
/// `@unchecked Sendable`: `instances` and `graphMark` are only touched while `lock` is held. Instances need
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
  /// ``ResetEpoch/anywhere`` when the first graph instance began to be made: a graph instance
  /// may hold what a reset dropped since, which a cached or custom-scoped build of this
  /// resolution must then not keep.
  private var graphMark: UInt64?

  init(recorder: DependencyRecorder? = nil) {
    self.recorder = recorder
  }

  func instance(for entry: AnyEntry) -> Any? {
    lock.withLock { _ in instances[ObjectIdentifier(entry)]?.instance }
  }

  /// What the session holds for `entry`: its instance; the mark of its making in progress on
  /// the calling thread; the build to wait for when another thread makes it; or, when it holds
  /// nothing, a new mark (with the number of completions running on the thread) that makes
  /// the calling thread its maker.
  ///
  /// The mark tells a request before the instance is stored apart: on the maker's thread,
  /// from its own factory's chain a cycle, from a completion that began inside its making a
  /// second instance; on another thread (parts of the graph built in parallel through the
  /// resolver), a wait for the maker, through a build record made for the first such wait.
  func claim(
    _ entry: AnyEntry, descriptor: ServiceDescriptor, parent: BuildRecord?
  ) -> GraphClaim {
    lock.withLock { _ in
      if let held = instances[ObjectIdentifier(entry)]?.instance {
        guard let making = held as? BeingMade else { return .made(held) }
        if making.thread == currentThreadID() { return .beingMadeHere(making) }
        if let record = making.record { return .beingMadeElsewhere(record) }
        let record = BuildRecord(making.descriptor, parent: making.parent, thread: making.thread)
        making.record = record
        return .beingMadeElsewhere(record)
      }
      if graphMark == nil { graphMark = ResetEpoch.anywhere.mark }
      let mark = BeingMade(
        descriptor: descriptor, parent: parent, completionDepth: ThreadResolution.completionDepth)
      instances[ObjectIdentifier(entry)] = (entry, mark)
      return .claimed(mark)
    }
  }

  /// Whether no reset began or ran since this resolution began to make graph instances (always,
  /// while it has made none).
  var isCurrent: Bool {
    guard let mark = lock.withLock({ _ in graphMark }) else { return true }
    return ResetEpoch.anywhere.isUnchanged(since: mark)
  }

  /// Ends the making `mark` stands for: stores `instance`, or, when making it failed
  /// (`instance` is `nil`), forgets the mark (an instance made again meanwhile stays); then
  /// wakes the threads waiting for it, which find the instance or make it.
  func finishMaking(_ entry: AnyEntry, mark: BeingMade, storing instance: Any?) {
    let waited: BuildRecord? = lock.withLock { _ in
      let key = ObjectIdentifier(entry)
      if let instance {
        instances[key] = (entry, instance)
      } else if instances[key]?.instance as? BeingMade === mark {
        instances[key] = nil
      }
      return mark.record
    }
    waited?.end()
  }

  /// Stores `entry`'s instance for the graph, made again inside its making (by a completion);
  /// threads waiting for the making it replaces are woken, and find it.
  func store(_ instance: Any, for entry: AnyEntry) {
    let waited: BuildRecord? = lock.withLock { _ in
      let replaced = instances[ObjectIdentifier(entry)]?.instance as? BeingMade
      instances[ObjectIdentifier(entry)] = (entry, instance)
      return replaced?.record
    }
    waited?.end()
  }
}

/// What a session holds for a ``Scope/graph`` instance that is being made: its maker's
/// thread, how many completions ran there when its making began, and, once another thread
/// waits for it, the build record that thread blocks on.
///
/// `@unchecked Sendable`: `record` is read and written only while the session's lock is held.
final class BeingMade: @unchecked Sendable {
  let thread: UInt
  let completionDepth: UInt
  let descriptor: ServiceDescriptor
  let parent: BuildRecord?
  /// Made for the first thread that waits; `nil` while none has (most graphs).
  var record: BuildRecord?

  init(descriptor: ServiceDescriptor, parent: BuildRecord?, completionDepth: UInt) {
    self.thread = currentThreadID()
    self.completionDepth = completionDepth
    self.descriptor = descriptor
    self.parent = parent
  }

  /// Whether a request for the instance, now, comes from a completion that began inside its
  /// making on the same thread (the count is the thread's own).
  var isAskedByACompletionInside: Bool {
    thread == currentThreadID() && ThreadResolution.completionDepth > completionDepth
  }
}

/// What a ``ResolutionSession`` holds for a graph registration when asked.
enum GraphClaim {
  /// The instance made for the graph.
  case made(Any)
  /// The calling thread is making it.
  case beingMadeHere(BeingMade)
  /// Another thread is making it: wait for this build.
  case beingMadeElsewhere(BuildRecord)
  /// Nobody was: the caller makes it, under this mark.
  case claimed(BeingMade)
}
