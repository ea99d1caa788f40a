import Atomics

/// One shared instance (singleton, cached, weak or custom scope) under construction.
///
/// The builder holds `gate` for as long as the factory runs; threads that want the same
/// instance wait by taking `gate` after it. Records chain to the build that encloses them,
/// so a resolution can tell whether an instance it waits for is one it is building itself.
final class BuildRecord: Sendable {
  let gate = Lock(())
  let descriptor: ServiceDescriptor
  let parent: BuildRecord?
  let thread: UInt
  /// Set when the build has ended, made or failed: a resolver kept from it (by a factory that
  /// stores its resolver) then belongs to no build.
  private let ended = UnsafeAtomic<Bool>.create(false)

  init(_ descriptor: ServiceDescriptor, parent: BuildRecord?) {
    self.descriptor = descriptor
    self.parent = parent
    self.thread = currentThreadID()
  }

  deinit {
    _ = ended.destroy()
  }

  /// Whether the build has ended.
  var hasEnded: Bool { ended.load(ordering: .acquiring) }

  /// Marks the build as ended; its builder calls it once the instance is stored or failed.
  func end() {
    ended.store(true, ordering: .releasing)
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
