/// A lifetime you define: the container asks it for one ``ScopeStorage`` per registration,
/// keeps that registration's instance there, and makes a new one after you empty it.
///
/// A session scope whose instances all go away at logout:
///
/// ```swift
/// final class SessionScope: CustomScope, @unchecked Sendable {
///   // `@unchecked`: `storages` is read and written only while `lock` is held.
///   private let lock = NSLock()
///   private var storages: [ScopeStorage] = []
///
///   func makeStorage() -> ScopeStorage {
///     let storage = ScopeStorage()
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
/// several threads resolve at the same moment. An instance whose factory was still running
/// when its storage was emptied goes to the resolve that made it and is not kept, so no
/// resolve after `endSession()` gets an instance of the session that ended.
public protocol CustomScope: AnyObject, Sendable {
  /// Makes the storage for one registration: return a new ``ScopeStorage``, and keep it if
  /// you empty it later. Called once, when the registration is added or a declaration is
  /// first resolved in a container.
  func makeStorage() -> ScopeStorage
}
