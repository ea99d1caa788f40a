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
// MARK: - preview
let preview = Container()
// MARK: - UserSession
final class UserSession: Sendable { init(user: String?) {} }
// MARK: - Container
extension Container {
  static let api = Dependency<any APIClient>(scope: .singleton) { LiveAPIClient() }
}
// MARK: - sessionScope
// NB: the article declares it beside the declaration that uses it; a block's statements run
// inside a function, where a top-level declaration cannot see them.
let sessionScope = CustomScope("session")
// MARK: - Theme
final class Theme: Sendable { init(scale: Double) {} }
// MARK: - screenScale
func screenScale() -> Double { 2 }
