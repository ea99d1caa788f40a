// CONTEXT 103 ChatsFlow
// MEMBERS 185 CheckoutFlowBase

// MARK: - LibraryFlow
final class LibraryFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - ProfileFlow
final class ProfileFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - CheckoutSession
final class CheckoutSession: Sendable {}
// MARK: - CheckoutFlowBase
class CheckoutFlowBase: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
