import Synchronization

#if WAYFINDER_TSAN
  @_silgen_name("__tsan_acquire") private func tsanAcquire(_ address: UnsafeRawPointer)
  @_silgen_name("__tsan_release") private func tsanRelease(_ address: UnsafeRawPointer)
#endif

/// The package's one lock: a `Synchronization.Mutex` that ThreadSanitizer can see.
///
/// NB: on Linux, `Mutex` synchronizes through atomics inside the standard library, which is
/// not instrumented, so ThreadSanitizer sees no ordering between two critical sections and
/// reports races that cannot happen. Built with `-D WAYFINDER_TSAN` (as CI's sanitizer run
/// is), this wrapper tells ThreadSanitizer about every acquire and release; otherwise it adds
/// nothing but one reference.
package final class Lock<Value>: @unchecked Sendable {
  // Every stored property is the mutex itself.
  private let mutex: Mutex<Value>

  /// Creates a lock guarding `value`.
  package init(_ value: sending Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
      #if WAYFINDER_TSAN
        let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        tsanAcquire(address)
        defer { tsanRelease(address) }
      #endif
      return try body(&value)
    }
  }
}
