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

  init(_ descriptor: ServiceDescriptor, parent: BuildRecord?) {
    self.descriptor = descriptor
    self.parent = parent
    self.thread = currentThreadID()
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
