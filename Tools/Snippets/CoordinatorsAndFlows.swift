// CONTEXT "do {" ChatsFlow

// MARK: - LibraryFlow
final class LibraryFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - ProfileFlow
final class ProfileFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - ProfileRoute
enum ProfileRoute: Hashable, Codable, Sendable { case overview, edit }
// MARK: - CheckoutSession
final class CheckoutSession: Sendable {}
// MARK: - CheckoutRoute
enum CheckoutRoute: Hashable, Codable, Sendable { case cart, payment }
