// CONTEXT 80 EventsConsumer
// CONTEXT 96 LoginController

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
