// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
}
// MARK: - chats
@MainActor let chats = ChatsFlow()
// MARK: - ChatViewController
final class ChatViewController: UIViewController {
  init(route: ChatsRoute) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
