import Foundation

// MARK: - UnitOfWork
final class UnitOfWork: Sendable {}
// MARK: - Checkout
final class Checkout: Sendable { init(cart: Cart, payment: Payment) {} }
// MARK: - Cart
final class Cart: Sendable { init(work: UnitOfWork) {} }
// MARK: - Payment
final class Payment: Sendable { init(work: UnitOfWork) {} }
// MARK: - UserProfile
struct UserProfile: Sendable {}
// MARK: - ProfileStore
final class ProfileStore: Sendable { func load() -> UserProfile { UserProfile() } }
// MARK: - Container
extension Container {
  static let session = Dependency<UserSession>(scope: .singleton) { UserSession(user: nil) }
}
// MARK: - SessionStorage
final class SessionStorage: ScopeStorage, @unchecked Sendable {
  func instance() -> Any? { nil }
  func store(_ instance: Any) {}
  func removeInstance() {}
}
// MARK: - UserSession
final class UserSession: Sendable { init(user: String?) {} }
