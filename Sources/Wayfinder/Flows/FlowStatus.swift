/// Where a flow is in its life: idle until started, active, then finished or cancelled.
///
/// Exhaustive on purpose: a flow is idle, active or ended, and a switch over its status
/// need not handle anything else.
public enum FlowStatus: Hashable, Sendable, CustomStringConvertible {
  /// Created and not started yet.
  case idle
  /// Started and on screen (or in a tab that is not selected).
  case active
  /// Finished with a result through ``Coordinator/finish(with:)``.
  case finished
  /// Ended without a result.
  case cancelled(CancellationReason)

  /// Whether the flow has finished or was cancelled.
  public var hasEnded: Bool {
    switch self {
    case .idle, .active: false
    case .finished, .cancelled: true
    }
  }

  /// `idle`, `active`, `finished` or `cancelled (reason)`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .active: "active"
    case .finished: "finished"
    case .cancelled(let reason): "cancelled (\(reason))"
    }
  }
}

/// Why a flow ended without a result.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum CancellationReason: Hashable, Sendable, CustomStringConvertible {
  /// The user left its screens: a back swipe, the back button, a sheet swiped down.
  case dismissedByUser
  /// Its parent navigated away from the position the flow was shown at.
  case removedByParent
  /// ``Flow/stop()`` was called on the flow or on one of its ancestors.
  case stopped
  /// The task awaiting it with `run` was cancelled.
  case taskCancelled

  /// A few words for logs and error messages.
  public var description: String {
    switch self {
    case .dismissedByUser: "dismissed by the user"
    case .removedByParent: "removed by its parent"
    case .stopped: "stopped"
    case .taskCancelled: "the awaiting task was cancelled"
    }
  }
}

/// How a flow ended: with its result, or cancelled with a reason.
///
/// Exhaustive on purpose: a flow ends with its result or cancelled, nothing else.
public enum FlowOutcome<Result: Sendable>: Sendable {
  /// The flow finished with a result.
  case finished(Result)
  /// The flow ended without one.
  case cancelled(CancellationReason)

  /// The result; a ``NavigationError`` for ``NavigationError/Reason/cancelled(_:)`` when the
  /// flow was cancelled.
  public func get() throws(NavigationError) -> Result {
    switch self {
    case .finished(let result): return result
    case .cancelled(let reason): throw NavigationError(.cancelled(reason))
    }
  }
}

extension FlowOutcome: Equatable where Result: Equatable {}
