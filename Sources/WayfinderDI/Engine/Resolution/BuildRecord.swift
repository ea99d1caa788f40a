import Atomics

/// One shared instance (singleton, cached, weak or custom scope) under construction.
///
/// Threads that want the same instance wait until its builder ends the build (``BuildWait``).
/// Records chain to the build that encloses them, so a resolution can tell whether an
/// instance it waits for is one it is building itself.
final class BuildRecord: Sendable {
  let descriptor: ServiceDescriptor
  let parent: BuildRecord?
  let thread: UInt
  /// Set when the build has ended, made or failed: a resolver kept from it (by a factory that
  /// stores its resolver) then belongs to no build.
  private let ended = UnsafeAtomic<Bool>.create(false)
  /// Set while the instance's `completed` closure runs.
  private let completing = UnsafeAtomic<Bool>.create(false)
  /// The waits to wake when the build ends, and whether it has.
  private let waits = Lock<(ended: Bool, waits: [BuildWait])>((false, []))

  init(_ descriptor: ServiceDescriptor, parent: BuildRecord?) {
    self.descriptor = descriptor
    self.parent = parent
    self.thread = currentThreadID()
  }

  deinit {
    _ = ended.destroy()
    _ = completing.destroy()
  }

  /// Whether the build has ended.
  var hasEnded: Bool { ended.load(ordering: .acquiring) }

  /// Whether the instance is made and its completion runs.
  var isCompleting: Bool { completing.load(ordering: .acquiring) }

  /// Marks that the instance is made and its completion runs.
  func beginCompleting() {
    completing.store(true, ordering: .releasing)
  }

  /// Marks the build as ended and wakes every thread waiting for it; its builder calls it once
  /// the instance is stored or failed.
  func end() {
    ended.store(true, ordering: .releasing)
    let woken = waits.withLock { state in
      state.ended = true
      defer { state.waits = [] }
      return state.waits
    }
    for wait in woken { wait.wake() }
  }

  /// Blocks until the build ends, or until `wait` is woken early; returns at once when the
  /// build has ended already.
  func block(_ wait: BuildWait) {
    let added = waits.withLock { state in
      guard !state.ended else { return false }
      state.waits.append(wait)
      return true
    }
    if added { wait.block() }
  }

  /// The outermost build of the resolution this record belongs to.
  var root: BuildRecord {
    var record = self
    while let parent = record.parent { record = parent }
    return record
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
