#if canImport(Darwin)
  import Darwin
#else
  // NB: Glibc does not export `gettid`; Foundation's main-thread check is used instead.
  import Foundation
#endif

/// Identifies the calling thread, to recognise a resolution re-entering itself on one thread.
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}

/// Whether the caller runs on the main thread, where the main actor runs synchronous code.
func isMainThread() -> Bool {
  #if canImport(Darwin)
    pthread_main_np() != 0
  #else
    Thread.isMainThread
  #endif
}
