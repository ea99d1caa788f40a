import Dispatch

/// The registrations a container replaced or removed, each with the epoch it was withdrawn in
/// (``Readers/tag()``), until no resolve can still be using them: a resolve on another thread
/// may have found one a moment before, in the published table or by the lookup, neither of
/// which retains what it finds.
final class RetiredEntries: Sendable {
  private let retired = Lock(Retired())

  private struct Retired {
    var entries: [(entry: AnyEntry, epoch: UInt)] = []
    /// The delay of the next try at freeing them, when one is scheduled.
    var retryDelay: Int?
  }

  /// Keeps `entry`, replaced or removed from the registry (and withdrawn from the table),
  /// alive while a resolve on another thread may still be using it: one that found it a
  /// moment before, in the table or by the lookup, which does not retain what it finds.
  /// ``reclaim()`` frees it once no such resolve is left.
  func retire(_ entry: AnyEntry) {
    let epoch = Readers.tag()
    retired.withLock { $0.entries.append((entry, epoch)) }
  }

  /// Frees the retired registrations no resolve can still be using, with the instances they
  /// shared. Callers hold no lock of the container: an instance's `deinit` may use it.
  ///
  /// What a resolve still running keeps is tried again later, on a global queue: after 10 ms,
  /// then at twice the delay each time, up to a second, until none is left.
  func reclaim() {
    if let delay = freeDrained(scheduled: false) { scheduleReclaim(after: delay) }
  }

  /// Tries again in `milliseconds`, while these entries' container lives.
  private func scheduleReclaim(after milliseconds: Int) {
    let deadline = DispatchTime.now() + .milliseconds(milliseconds)
    DispatchQueue.global(qos: .utility).asyncAfter(deadline: deadline) { [weak self] in
      guard let self, let delay = freeDrained(scheduled: true) else { return }
      scheduleReclaim(after: delay)
    }
  }

  /// Frees what no resolve can still be using; returns the delay of the next try when one
  /// must be scheduled (none is yet, or this is the scheduled one and some are left).
  private func freeDrained(scheduled: Bool) -> Int? {
    let epoch = Readers.advance()
    var next: Int?
    var freed = retired.withLock { retired -> [AnyEntry] in
      let freed = retired.entries.filter { $0.epoch &+ 3 <= epoch }.map(\.entry)
      if !freed.isEmpty { retired.entries.removeAll { $0.epoch &+ 3 <= epoch } }
      if retired.entries.isEmpty {
        if scheduled { retired.retryDelay = nil }
      } else if scheduled {
        next = min((retired.retryDelay ?? 10) * 2, 1_000)
        retired.retryDelay = next
      } else if retired.retryDelay == nil {
        next = 10
        retired.retryDelay = next
      }
      return freed
    }
    release(&freed)
    return next
  }

  /// Releases `freed`, leaving it empty: here, outside every lock (a `deinit` may use the
  /// container), except registrations whose factory runs on the main actor, when this is not
  /// it: their instances are released on the main queue, where they were made.
  private func release(_ freed: inout [AnyEntry]) {
    guard !MainActorCheck.isCurrent, freed.contains(where: \.isMainActorBound) else {
      freed = []
      return
    }
    // NB: the box holds the only references once `freed` is emptied, so they are released
    // where the box lets go of them, on the main queue, whichever thread runs first.
    let handoff = Handoff(freed.filter(\.isMainActorBound))
    freed = []
    DispatchQueue.main.async { handoff.entries = [] }
  }

  /// How many retired registrations are kept, for tests.
  var count: Int { retired.withLock { $0.entries.count } }

  deinit {
    // NB: the container is going away, so no resolve can read these any more; main-actor
    // ones still go to the main queue.
    var remaining = retired.withLock { state in
      defer { state.entries = [] }
      return state.entries.map(\.entry)
    }
    release(&remaining)
  }
}

/// Registrations on their way to the main queue, to be released there.
///
/// `@unchecked Sendable`: `entries` is written once more, on the main queue, after the
/// dispatch that hands the box over.
private final class Handoff: @unchecked Sendable {
  var entries: [AnyEntry]
  init(_ entries: [AnyEntry]) { self.entries = entries }
}
