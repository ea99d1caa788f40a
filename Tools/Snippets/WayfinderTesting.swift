// MARK: - ChatListViewModel
final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
  enum Event: Sendable { case selected(Int), newChatTapped }
}
// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  let list = ChatListViewModel()
  init() { super.init(root: .list) }
}
