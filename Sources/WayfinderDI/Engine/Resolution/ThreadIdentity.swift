#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Identifies the calling thread, to recognise a resolution re-entering itself on one thread.
///
/// It is never used to decide whether code runs on the main actor: `MainActorCheck` asks
/// whether the code runs on the main actor's queue, which may not be the main thread.
func currentThreadID() -> UInt {
  #if canImport(Darwin)
    UInt(bitPattern: pthread_self())
  #else
    UInt(pthread_self())
  #endif
}
