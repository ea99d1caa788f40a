// NB: public, since the depth count (``ResolutionDepth/enter()``) is inlined into the caller.
public import _WayfinderDIStack

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
///
/// A resolution may use ``limit`` of stack, checked at every level at no cost beyond a
/// subtraction; past it, it goes on while its thread's stack has room (``hasRoom(at:)``),
/// down to a floor read from the thread's own stack bounds. So the frames between two resolves
/// (a factory that builds a view controller whose layout resolves again, deep inside UIKit or
/// SwiftUI) never make a false cycle while the stack can hold them, and a cycle through
/// services that share nothing ends before the stack does, on a 512 KiB secondary thread as
/// on an 8 MiB main thread.
@usableFromInline
enum StackDepth {
  /// Stack a resolution may use without asking how much its thread has: far more than any
  /// real graph needs, and well within the 512 KiB of a secondary thread on Apple platforms.
  @inlinable static var limit: UInt { 192 * 1024 }

  /// Whether the calling thread's stack has room below `address` for a resolution to go on:
  /// it is in the thread's stack, above its floor (its lowest address plus an eighth of its
  /// size, at least 128 KiB). `false` where the stack's bounds cannot be read.
  @usableFromInline @inline(never)
  static func hasRoom(at address: UInt) -> Bool {
    wayfinder_di_stack_has_room(address) != 0
  }

  /// An address in the caller's stack frame, on the thread's real stack.
  @inlinable @inline(__always)
  static func address() -> UInt {
    UInt(wayfinder_stack_address())
  }
}
