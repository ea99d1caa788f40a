import Dispatch

/// Whether the running code is on the main actor, asked without stopping the program.
///
/// It alone decides whether a `@MainActor` factory (or completion) may run: a resolve takes no
/// isolation from its caller, and many callers that run on the main actor have none to give (a
/// stored property's initial value in a `@MainActor` class, a nonisolated function called from
/// main-actor code, the first read of a lazy wrapper), while a resolver made on the main actor
/// can be captured and used elsewhere later.
///
/// The main actor runs its work on the main dispatch queue (on Linux too, where that queue need
/// not run on the main thread), so the question is whether the code runs on that queue: a
/// value set on the main queue (`DispatchQueue.setSpecific(key:value:)`) is read back with
/// `DispatchQueue.getSpecific(key:)`, which finds it only there. Code on the main thread that
/// runs inside another queue's `sync` is answered "no": the harsher answer, an error instead
/// of a factory run off the actor.
package enum MainActorCheck {
  /// The key of the value set on the main queue, set once on first use.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the running code is on the main actor's queue.
  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) ?? false
  }
}
