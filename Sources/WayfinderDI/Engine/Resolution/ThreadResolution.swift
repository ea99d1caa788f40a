// NB: public, since the depth count (``ResolutionDepth/enter()``) is inlined into the caller.
public import _WayfinderDIStack

/// What the calling thread is resolving: how deep it has gone, which shared instance it builds
/// innermost, and how many `completed` closures run. Kept per thread (in C, `WayfinderDIStack.h`), not in the ``Resolver``, so
/// that a resolver kept and used later, from another frame or on another thread, is measured
/// where it is used, and a resolve that does not go through the resolver (the container
/// itself, `@Injected`, `Container.current` inside a factory) still belongs to the build in
/// progress on its thread. See the Internals article.
enum ThreadResolution {
  /// The shared instance the calling thread is building innermost, if any.
  static var currentBuild: BuildRecord? {
    let word = wayfinder_di_thread_words()[2]
    guard let pointer = UnsafeRawPointer(bitPattern: word) else { return nil }
    // NB: the record is set only while its builder, up this thread's stack, holds it.
    return Unmanaged<BuildRecord>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// How many `completed` closures are running on the calling thread.
  static var completionDepth: UInt {
    wayfinder_di_thread_words()[3]
  }

  /// Runs `body`, a registration's `completed` closure, counted in ``completionDepth``.
  static func completing<Value>(_ body: () throws -> Value) rethrows -> Value {
    let words = wayfinder_di_thread_words()
    words[3] &+= 1
    defer { words[3] &-= 1 }
    return try body()
  }

  /// Runs `body` with `record` as the calling thread's innermost build, then restores the one
  /// before it.
  static func building<Value>(
    _ record: BuildRecord, _ body: () throws(ResolutionError) -> Value
  ) throws(ResolutionError) -> Value {
    let words = wayfinder_di_thread_words()
    let outer = words[2]
    words[2] = UInt(bitPattern: Unmanaged.passUnretained(record).toOpaque())
    defer { words[2] = outer }
    return try body()
  }
}

/// One resolve that makes an instance, counted on its thread while it runs, so that a cycle
/// through services that are not shared ends in an error instead of a stack overflow.
///
/// The depth is the stack used since the outermost such resolve in progress on the thread
/// began: a resolver kept by a factory and used later, from a shallower or a deeper frame or
/// on another thread, starts a count of its own there.
@usableFromInline
struct ResolutionDepth {
  /// The calling thread's count of resolves in progress.
  @usableFromInline let nesting: UnsafeMutablePointer<UInt>

  @usableFromInline
  init(nesting: UnsafeMutablePointer<UInt>) {
    self.nesting = nesting
  }

  /// Counts a resolve that is about to make an instance; `nil` when the resolution has used
  /// more than ``StackDepth/limit`` of the stack since its outermost resolve began and the
  /// thread's stack has no more room (``StackDepth/hasRoom(at:)``).
  ///
  /// NB: inlined into the caller's specialised code, which is usually the factory of the
  /// instance one level up: a call here was a tenth of what a transient graph costs over its
  /// initializers (Benchmarks/README.md). The rare deep case stays out of line.
  @inlinable @inline(__always)
  static func enter() -> ResolutionDepth? {
    let words = wayfinder_di_thread_words()
    let nesting = words[0]
    let here = StackDepth.address()
    if nesting == 0 {
      words[1] = here
    } else if words[1] > here, words[1] &- here > StackDepth.limit {
      return enterDeep(words, nesting: nesting, at: here)
    }
    words[0] = nesting &+ 1
    return ResolutionDepth(nesting: words)
  }

  /// ``enter()`` for a resolve past ``StackDepth/limit``: counted while its thread's stack has
  /// room (``StackDepth/hasRoom(at:)``), else `nil`.
  ///
  /// NB: out of line and called last, so the common path keeps no register across the call.
  @usableFromInline @inline(never)
  static func enterDeep(
    _ words: UnsafeMutablePointer<UInt>, nesting: UInt, at here: UInt
  ) -> ResolutionDepth? {
    guard StackDepth.hasRoom(at: here) else { return nil }
    words[0] = nesting &+ 1
    return ResolutionDepth(nesting: words)
  }

  /// Ends the resolve ``enter()`` counted.
  @inlinable @inline(__always)
  func leave() {
    nesting.pointee &-= 1
  }
}
