/// Where a ``CustomScope`` keeps the instance of one registration, until you empty it with
/// ``removeInstance()``.
///
/// Emptying wins over a build in progress: an instance whose factory began before
/// ``removeInstance()`` goes to the resolve that made it, but is not stored and is not handed
/// to the resolves waiting for it, which make a new one. So after a logout that empties the
/// session's storages, no resolve returns the user who left, however long a factory of the
/// session was still running.
///
/// `@unchecked Sendable`: `stored` and `generation` are read and written only while `lock`
/// is held.
public final class ScopeStorage: @unchecked Sendable {
  private let lock = Lock(())
  private var stored: Any?
  /// How many times the storage was emptied; a build stores its instance only if it did not
  /// change since the build began.
  private var generation: UInt64 = 0

  /// An empty storage.
  public init() {}

  /// Drops the stored instance, so the next resolve makes a new one; an instance still being
  /// made is not kept either.
  ///
  /// The instance is released after the storage's lock is let go, so its `deinit` may
  /// resolve again.
  public func removeInstance() {
    let removed: Any? = lock.withLock { _ in
      generation &+= 1
      defer { stored = nil }
      return stored
    }
    withExtendedLifetime(removed) {}
  }

  /// The stored instance, or `nil` when the next resolve makes one.
  func instance() -> Any? {
    lock.withLock { _ in stored }
  }

  /// The mark of the storage's current contents, taken as a build begins.
  var currentGeneration: UInt64 {
    lock.withLock { _ in generation }
  }

  /// Stores `instance` unless the storage was emptied since `generation` was read; returns
  /// whether it did.
  func store(_ instance: Any, ifUnchangedSince generation: UInt64) -> Bool {
    let (saved, replaced): (Bool, Any?) = lock.withLock { _ in
      guard self.generation == generation else { return (false, nil) }
      defer { stored = instance }
      return (true, stored)
    }
    withExtendedLifetime(replaced) {}
    return saved
  }
}
