/// One shared instance (singleton, cached, weak or custom scope) under construction.
///
/// Threads that want the same instance wait until its builder ends the build (``BuildWait``);
/// ``WaitGraph`` follows each build to its builder thread. Records chain to the build that
/// encloses them, so a completion's resolves can be told from others, and a cycle on one thread
/// can be named.
final class BuildRecord: Sendable {
  let descriptor: ServiceDescriptor
  let parent: BuildRecord?
  let thread: UInt
  /// Where the build is, and the waits to wake when it ends.
  private let state = Lock(State())

  private struct State {
    /// Set when the build has ended, made or failed: a resolver kept from it (by a factory
    /// that stores its resolver) then belongs to no build.
    var ended = false
    /// Set once the instance is made and its `completed` closure runs.
    var completing = false
    var waits: [BuildWait] = []
  }

  /// The resets that drop this build's instance, marked as it began (none for scopes no reset
  /// drops).
  let marks: ResetMarks

  /// A build by `thread`, the calling thread unless another thread makes the record for it.
  init(
    _ descriptor: ServiceDescriptor, parent: BuildRecord?, thread: UInt = currentThreadID(),
    marks: ResetMarks = .none
  ) {
    self.descriptor = descriptor
    self.parent = parent
    self.thread = thread
    self.marks = marks
  }

  /// Whether no reset that drops the instance of this build, or of a build enclosing it, began
  /// or ran since they began: an inner build may have been handed what an outer one made before
  /// a reset (a completion's instance, a part built from it), and keeps nothing then either.
  var isCurrent: Bool {
    var record: BuildRecord? = self
    while let current = record {
      guard current.marks.areCurrent else { return false }
      record = current.parent
    }
    return true
  }

  /// Whether the build has ended.
  var hasEnded: Bool { state.withLock { $0.ended } }

  /// Whether the instance is made and its completion runs.
  var isCompleting: Bool { state.withLock { $0.completing } }

  /// Marks that the instance is made and its completion runs.
  func beginCompleting() {
    state.withLock { $0.completing = true }
  }

  /// Marks the build as ended and wakes every thread waiting for it; its builder calls it once
  /// the instance is stored or failed.
  func end() {
    let woken = state.withLock { state in
      state.ended = true
      defer { state.waits = [] }
      return state.waits
    }
    for wait in woken { wait.wake() }
  }

  /// Blocks until the build ends, or until `wait` is woken early; returns at once when the
  /// build has ended already.
  func block(_ wait: BuildWait) {
    let added = state.withLock { state in
      guard !state.ended else { return false }
      state.waits.append(wait)
      return true
    }
    if added { wait.block() }
  }

  /// Whether `self` encloses, or is, `record`.
  func encloses(_ record: BuildRecord?) -> Bool {
    var current = record
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.parent
    }
    return false
  }
}
