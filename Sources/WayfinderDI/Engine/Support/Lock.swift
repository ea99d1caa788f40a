#if canImport(os)
  import os
#else
  import Synchronization
#endif

#if WAYFINDER_TSAN
  @_silgen_name("__tsan_acquire") private func tsanAcquire(_ address: UnsafeRawPointer)
  @_silgen_name("__tsan_release") private func tsanRelease(_ address: UnsafeRawPointer)
#endif

/// The package's one lock: a value and the primitive that guards it, in one allocation.
///
/// The primitive is the one `Synchronization.Mutex` uses on each platform, where the package
/// can use it: `os_unfair_lock` on Apple platforms, where `Mutex` itself needs iOS 18 and
/// macOS 15 (every OS version the package supports has `os_unfair_lock`); `Mutex` elsewhere,
/// where it has no availability. Copies share the lock.
///
/// Not reentrant: a `body` that takes the same lock again stops the process
/// (`os_unfair_lock`, and `Mutex` on Linux).
///
/// NB: on Linux, `Mutex` synchronizes through atomics inside the standard library, which is
/// not instrumented, so ThreadSanitizer sees no ordering between two critical sections and
/// reports races that cannot happen. Built with `-D WAYFINDER_TSAN` (as CI's sanitizer run
/// is), the lock tells ThreadSanitizer about every acquire and release.
package struct Lock<Value>: @unchecked Sendable {
  // NB: `@unchecked`: the one stored property is the storage, whose value is reached only
  // while the lock is held.
  private let storage: LockStorage<Value>

  /// Creates a lock guarding `value`.
  package init(_ value: sending Value) {
    storage = LockStorage.make(value)
  }

  /// Runs `body` with exclusive access to the value.
  @inline(__always)
  package func withLock<Result, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    #if canImport(os)
      let primitive = storage.primitive
      os_unfair_lock_lock(primitive)
      defer { os_unfair_lock_unlock(primitive) }
      return try body(&storage.value.pointee)
    #else
      try storage.mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
        #if WAYFINDER_TSAN
          let address = UnsafeRawPointer(Unmanaged.passUnretained(storage).toOpaque())
          tsanAcquire(address)
          defer { tsanRelease(address) }
        #endif
        return try body(&value)
      }
    #endif
  }
}

#if canImport(os)
  /// The lock's storage on Apple platforms: the guarded value as the header, the
  /// `os_unfair_lock` as the one element, so both live in one heap object and the lock never
  /// moves (an `os_unfair_lock` must not).
  final class LockStorage<Value>: ManagedBuffer<Value, os_unfair_lock> {
    static func make(_ value: sending Value) -> LockStorage {
      let buffer = create(minimumCapacity: 1) { _ in value }
      buffer.withUnsafeMutablePointerToElements { $0.initialize(to: os_unfair_lock()) }
      // NB: `create` called on this final class makes an instance of it.
      return unsafeDowncast(buffer, to: LockStorage.self)
    }

    /// Where the value lives; it never moves while the storage lives.
    @inline(__always)
    var value: UnsafeMutablePointer<Value> { withUnsafeMutablePointerToHeader { $0 } }

    /// Where the lock lives; it never moves while the storage lives.
    @inline(__always)
    var primitive: os_unfair_lock_t { withUnsafeMutablePointerToElements { $0 } }

    deinit {
      _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: 1) }
    }
  }
#else
  /// The lock's storage where `Synchronization.Mutex` has no availability: the mutex itself.
  final class LockStorage<Value>: Sendable {
    let mutex: Mutex<Value>

    private init(_ value: sending Value) {
      mutex = Mutex(value)
    }

    static func make(_ value: sending Value) -> LockStorage {
      LockStorage(value)
    }
  }
#endif
