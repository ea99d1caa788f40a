/// Counts the resets of a container's shared instances or of a ``CustomScope``, so a build
/// can tell whether a reset began or ran while it did (``SharedSlot``).
///
/// A reset moves the epoch when it begins and again when it ends, and counts itself as running
/// in between. A build takes the epoch when it begins and keeps its instance only if the epoch
/// has not moved and no reset runs: so neither an instance built before a reset, stored while
/// the reset goes through the registrations, nor one built during it from instances the reset
/// had not reached yet survives it.
final class ResetEpoch: Sendable {
  private let state = Lock((epoch: UInt64(0), running: 0))

  /// The epoch now, taken as a build begins.
  var mark: UInt64 { state.withLock { $0.epoch } }

  /// Whether no reset began since `mark` was taken, and none runs now.
  func isUnchanged(since mark: UInt64) -> Bool {
    state.withLock { $0.epoch == mark && $0.running == 0 }
  }

  /// Runs `body`, a reset, as one: builds that meet it keep nothing.
  func during(_ body: () -> Void) {
    state.withLock { state in
      state.epoch &+= 1
      state.running += 1
    }
    defer {
      state.withLock { state in
        state.epoch &+= 1
        state.running -= 1
      }
    }
    body()
  }
}
