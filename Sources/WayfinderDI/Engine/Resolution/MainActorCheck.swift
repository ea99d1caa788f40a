import Dispatch

/// Whether the running code is on the main actor, asked without stopping the program.
///
/// A resolve knows its caller's isolation from `#isolation`, but some callers have none while
/// they run on the main actor: a stored property's initial value in a `@MainActor` class (its
/// property wrapper), or a nonisolated function called from main-actor code. Before refusing a
/// `@MainActor` factory to such a caller, the resolver asks this.
///
/// The main actor runs its work on the main dispatch queue (on Linux too, where that queue need
/// not run on the main thread), so the question is whether the code runs on that queue: a
/// value set on the main queue (`DispatchQueue.setSpecific(key:value:)`) is read back with
/// `DispatchQueue.getSpecific(key:)`, which finds it only there. Code on the main thread that
/// runs inside another queue's `sync` is answered "no": the harsher answer, an error instead
/// of a factory run off the actor.
enum MainActorCheck {
  /// The key of the value set on the main queue, set once on first use.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the running code is on the main actor's queue.
  static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) ?? false
  }
}
