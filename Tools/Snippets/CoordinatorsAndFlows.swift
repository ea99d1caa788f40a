// CONTEXT "do {" ChatsFlow
// MEMBERS "override func didStart() {" CheckoutFlowBase

// MARK: - LibraryFlow
final class LibraryFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - ProfileFlow
final class ProfileFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - ProfileRoute
enum ProfileRoute: Hashable, Codable, Sendable { case overview, edit }
// MARK: - CheckoutSession
final class CheckoutSession: Sendable {}
// MARK: - CheckoutFlowBase
class CheckoutFlowBase: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
