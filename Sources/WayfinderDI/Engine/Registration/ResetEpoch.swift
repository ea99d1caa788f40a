/// Counts the resets of one set of shared instances (a cached registration's, a container's
/// cached ones, a container's or every container's instances of a ``CustomScope``), so a build
/// can tell whether a reset that drops its instance began or ran while it did (``SharedSlot``).
///
/// A reset moves the epoch when it begins and again when it ends, and counts itself as running
/// in between. A build takes the epoch when it begins and keeps its instance only if the epoch
/// has not moved and no reset runs: so neither an instance built before a reset, stored while
/// the reset goes through the registrations, nor one built during it from instances the reset
/// had not reached yet survives it. Every reset also moves ``anywhere``, which a resolution that
/// holds ``Scope/graph`` instances checks (they may hold what a reset dropped).
final class ResetEpoch: Sendable {
  private let state = Lock((epoch: UInt64(0), running: 0))

  /// Moved by every reset of every epoch.
  static let anywhere = ResetEpoch()

  init() {}

  /// The epoch now, taken as a build begins.
  var mark: UInt64 { state.withLock { $0.epoch } }

  /// Whether no reset began since `mark` was taken, and none runs now.
  func isUnchanged(since mark: UInt64) -> Bool {
    state.withLock { $0.epoch == mark && $0.running == 0 }
  }

  /// Runs `body`, a reset, as one: builds that meet it keep nothing.
  func during(_ body: () -> Void) {
    begin()
    defer { end() }
    body()
  }

  private func begin() {
    state.withLock { state in
      state.epoch &+= 1
      state.running += 1
    }
    if self !== Self.anywhere { Self.anywhere.begin() }
  }

  private func end() {
    state.withLock { state in
      state.epoch &+= 1
      state.running -= 1
    }
    if self !== Self.anywhere { Self.anywhere.end() }
  }
}

/// The epochs a build of a resettable instance checks before it keeps it, with their marks.
struct ResetMarks: Sendable {
  private let marks: [(epoch: ResetEpoch, mark: UInt64)]

  /// Marks `epochs` now.
  init(_ epochs: [ResetEpoch]) {
    marks = epochs.map { ($0, $0.mark) }
  }

  /// No marks: a build no reset concerns.
  static let none = ResetMarks([])

  /// Whether no reset of the marked epochs began since the marks were taken, and none runs.
  var areCurrent: Bool {
    marks.allSatisfy { $0.epoch.isUnchanged(since: $0.mark) }
  }
}
