// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  let list = ChatListModel()
  init() { super.init(root: .list) }
}
// MARK: - ChatListModel
@MainActor final class ChatListModel {}
// MARK: - chatsFlow
@MainActor let chatsFlow = ChatsFlow()
// MARK: - ChatListViewController
final class ChatListViewController: UIViewController {
  init(model: ChatListModel) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
// MARK: - ThreadViewController
final class ThreadViewController: UIViewController {
  init(id: Int) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
// MARK: - NewChatView
struct NewChatView: View {
  var body: some View { Text("New chat") }
}
