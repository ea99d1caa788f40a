// The tasks whose concepts Tools/count-concepts.py counts, with their goals, and the snippets
// of the article that teach each.
// TASK push-from-an-event 4 "import Observation"
// TASK child-flow-and-its-result 8 "enum NewChatRoute: Hashable, Codable, Sendable {"
// TASK child-flow-and-its-result 8 "final class ChatsFlow: Coordinator<ChatsRoute, Void> {"
// TASK service-in-a-view-model 3 "import WayfinderDI"

// MARK: - NewChatRoute
enum NewChatRoute: Hashable, Codable, Sendable { case contacts, message }
// MARK: - NewChatFlow
final class NewChatFlow: Coordinator<NewChatRoute, Int> {
  init() { super.init(root: .contacts) }
  func sent(chatID: Int) { finish(with: chatID) }
}
// MARK: - ChatListViewModel
final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
  enum Event: Sendable { case selected(Int), newChatTapped }
}
// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  let list = ChatListViewModel()
  init() { super.init(root: .list) }
}
// MARK: - InboxFlow
final class InboxFlow: Coordinator<ChatsRoute, Void> {
  init(chats: ChatService) { super.init(root: .list) }
}
// MARK: - Container
extension Container {
  static let api = Dependency<any APIClient>(scope: .singleton) { LiveAPIClient() }
  static let chats = Dependency<ChatService> { r in ChatService(api: try r.resolve(Container.api)) }
}
// MARK: - InboxViewModel
final class InboxViewModel {}
// MARK: - inbox
@MainActor let inbox = InboxFlow(chats: ChatService(api: LiveAPIClient()))
