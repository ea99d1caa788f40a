import Dispatch

/// One thread waiting for a shared instance another thread builds (``BuildRecord``), woken
/// when that build ends, or early, when ``WaitGraph`` picks it to give way in a cycle.
///
/// `@unchecked Sendable`: `yielded` is only read and written while `WaitGraph`'s lock is held.
final class BuildWait: @unchecked Sendable {
  /// The build waited for.
  let record: BuildRecord
  /// Set when the wait was ended early to break a cycle: the waiter throws instead of going on.
  var yielded: [ServiceDescriptor]?
  private let semaphore = DispatchSemaphore(value: 0)

  init(for record: BuildRecord) {
    self.record = record
  }

  /// Blocks the calling thread until ``wake()``.
  func block() {
    semaphore.wait()
  }

  /// Ends the wait; a wake before the block is kept, so the block returns at once.
  func wake() {
    semaphore.signal()
  }
}
