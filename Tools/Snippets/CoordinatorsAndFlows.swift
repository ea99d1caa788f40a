// CONTEXT 104 ChatsFlow
// MEMBERS 192 CheckoutFlowBase

// MARK: - LibraryFlow
final class LibraryFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - ProfileFlow
final class ProfileFlow: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
// MARK: - CheckoutSession
final class CheckoutSession: Sendable {}
// MARK: - CheckoutFlowBase
class CheckoutFlowBase: Coordinator<ChatsRoute, Void> { init() { super.init(root: .list) } }
