internal import _WayfinderDIStack

/// Measures how deep a resolution is by how much stack it has used (``ResolutionDepth``), so
/// that a cycle through services that are not shared ends in an error instead of a stack
/// overflow.
///
/// NB: a depth counter in ``Resolver`` would make every nested resolve copy the resolver
/// (retaining its references); the stack pointer is free to read and grows with every level
/// of factories. Stacks grow downwards on every platform Swift runs on.
///
/// NB: the address of a Swift local is no measure: AddressSanitizer moves such locals to a
/// "fake stack" on the heap, and the distance between two of them is then meaningless (every
/// resolve was reported as a cycle). The frame address comes from C (`_WayfinderDIStack`).
enum StackDepth {
  /// Stack a resolution may use before it counts as endless: far more than any real graph
  /// needs, and well within the 512 KiB of a secondary thread on Apple platforms.
  static let limit: UInt = 192 * 1024

  /// An address in the caller's stack frame, on the thread's real stack.
  @inline(__always)
  static func address() -> UInt {
    UInt(wayfinder_stack_address())
  }
}
