// CONTEXT "for await event in model.events.values {" EventsConsumer
// CONTEXT "let isLogInEnabled = Dynamic(false)" LoginController

// MARK: - NewChatViewModel
final class NewChatViewModel: EventViewModel<NewChatViewModel.Event> {
  enum Event: Sendable { case created(Int), dismissRequested }
}
// MARK: - EventsConsumer
@MainActor final class EventsConsumer {
  let model = NewChatViewModel()
  func handle(_ event: NewChatViewModel.Event) {}
}
// MARK: - LoginController
@MainActor final class LoginController {
  final class Button { var isEnabled = false }
  let logInButton = Button()
}
// MARK: - NewChatRoute
enum NewChatRoute: Hashable, Codable, Sendable { case form }
// MARK: - ChatListViewModel
final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
  enum Event: Sendable { case selected(Int), newChatTapped }
}
// MARK: - NewChatFlow
final class NewChatFlow: Coordinator<NewChatRoute, Int> {
  init() { super.init(root: .form) }
}
// MARK: - ChatsCoordinator
final class ChatsCoordinator: Coordinator<ChatRoute, Void> {
  let list = ChatListViewModel()
  init() { super.init(root: .list) }
}
