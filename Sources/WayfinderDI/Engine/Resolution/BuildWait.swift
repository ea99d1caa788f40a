import Dispatch
import IssueReporting

/// One thread waiting for a shared instance another thread builds (``BuildRecord``), woken
/// when that build ends, or early, when ``WaitGraph`` picks it to give way in a cycle.
///
/// A wait that lasts ``WaitReport/after`` is reported in debug builds: the container sees only the
/// waits it makes, so a builder blocked on this very thread outside it (a factory calling
/// `DispatchQueue.main.sync` while the main thread waits for its instance) hangs both.
///
/// `@unchecked Sendable`: `yielded` is only read and written while `WaitGraph`'s lock is held.
final class BuildWait: @unchecked Sendable {
  /// The build waited for.
  let record: BuildRecord
  /// The innermost build the waiting thread was in, if any: named in the report, and where a
  /// cycle error's path continues on that thread.
  let waiting: BuildRecord?
  /// Set when the wait was ended early to break a cycle: the waiter throws instead of going on.
  var yielded: [ServiceDescriptor]?
  private let semaphore = DispatchSemaphore(value: 0)

  init(for record: BuildRecord, by waiting: BuildRecord?) {
    self.record = record
    self.waiting = waiting
  }

  /// Blocks the calling thread until ``wake()``.
  func block() {
    let seconds = WaitReport.after
    guard semaphore.wait(timeout: .now() + seconds) == .timedOut else { return }
    #if DEBUG
      reportIssue(report(after: seconds))
    #endif
    semaphore.wait()
  }

  /// Ends the wait; a wake before the block is kept, so the block returns at once.
  func wake() {
    semaphore.signal()
  }

  /// What a debug build reports about a wait that has lasted `seconds`.
  func report(after seconds: Double) -> String {
    let waiter = waiting.map { "Resolving for \($0.descriptor)" } ?? "A resolve"
    let time = seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)"
    return "\(waiter) has waited \(time) s for \(record.descriptor), which another thread is "
      + "building. If that thread waits for this one outside the container (a factory calling "
      + "DispatchQueue.main.sync while the main thread resolves the same service, or waiting on "
      + "a semaphore or a group for work that resolves it), neither can go on. Fix: do not make "
      + "a factory wait for work that needs the instance it builds: resolve what the work "
      + "needs first, or let the work run without waiting for it."
  }
}

/// When a debug build reports a wait for another thread's build (``BuildWait``).
package enum WaitReport {
  /// How long, in seconds, a wait lasts before it is reported: 5 in an app; 60 in a test run,
  /// where a loaded machine may hold a build for seconds and a report fails the test. Bound on
  /// the waiting thread (a test of the report shortens it there).
  @TaskLocal package static var after: Double = isTesting ? 60 : 5
}
