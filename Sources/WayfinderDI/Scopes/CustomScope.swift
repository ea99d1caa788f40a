/// A lifetime you define: the container asks it for one ``ScopeStorage`` per registration and
/// keeps instances there.
///
/// A session scope whose instances all go away at logout:
///
/// ```swift
/// final class SessionScope: CustomScope, @unchecked Sendable {
///   // `@unchecked`: `storages` is read and written only while `lock` is held.
///   private let lock = NSLock()
///   private var storages: [SessionStorage] = []
///
///   func makeStorage() -> any ScopeStorage {
///     let storage = SessionStorage()
///     lock.withLock { storages.append(storage) }
///     return storage
///   }
///
///   func endSession() {
///     for storage in lock.withLock({ storages }) { storage.removeInstance() }
///   }
/// }
///
/// let session = SessionScope()
/// container.register(Cart.self, scope: .custom(session)) { _ in Cart() }
/// ```
///
/// The container serializes creation: a factory runs once per empty storage even when
/// several threads resolve at the same moment.
public protocol CustomScope: AnyObject, Sendable {
  /// Makes the storage for one registration. Called once, when the registration is added.
  func makeStorage() -> any ScopeStorage
}

/// Where a ``CustomScope`` keeps the instance of one registration.
///
/// Implementations must be thread-safe; guard the stored instance with a lock such as
/// `Synchronization.Mutex`.
public protocol ScopeStorage: AnyObject, Sendable {
  /// The stored instance, or `nil` when the next resolve should make one.
  func instance() -> Any?
  /// Stores a newly made instance.
  func store(_ instance: Any)
  /// Drops the stored instance.
  func removeInstance()
}
