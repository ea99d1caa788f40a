import Observation
import WayfinderCombine

enum ChatRoute: Hashable, Codable, Sendable {
  case list
  case thread(Int)
  case newChat
}

/// An `ObservableObject` view model with typed events.
final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
  enum Event: Equatable, Sendable {
    case selected(Int)
    case newChatTapped
  }

  @Published var chats = [1, 2, 3]
}

/// A sheet's view model that asks to be dismissed.
final class NewChatViewModel: EventViewModel<NewChatViewModel.Event> {
  enum Event: Equatable, Sendable {
    case created(Int)
    case dismissRequested
  }
}

/// The same screen as an `@Observable` view model.
@Observable
final class ObservableNewChatModel: EventSource, ReferenceIdentifiable {
  let events = ViewModelEvents<NewChatViewModel.Event>()
  var title = "New chat"
}

/// A coordinator in the seed's style: a list whose events drive navigation, and a sheet shown
/// while an optional view model is set, which a dismiss event sets back to `nil`.
final class ChatsCoordinator: Coordinator<ChatRoute, Void>, ObservableObject {
  let list = ChatListViewModel()
  @Published var newChat: NewChatViewModel?

  init() { super.init(root: .list) }

  override func didStart() {
    bind(list) { [weak self] event in
      switch event {
      case .selected(let id): self?.router.push(.thread(id))
      case .newChatTapped: self?.showNewChat()
      }
    }
  }

  func showNewChat() {
    let model = NewChatViewModel()
    bind(model) { [weak self] event in
      switch event {
      case .created(let id):
        self?.newChat = nil
        self?.router.push(.thread(id))
      case .dismissRequested:
        self?.newChat = nil
      }
    }
    newChat = model
  }
}

/// The same coordinator with an `@Observable` sheet model and `@Observable` state.
@Observable
final class ObservableChatsCoordinator: Coordinator<ChatRoute, Void> {
  var newChat: ObservableNewChatModel?

  init() { super.init(root: .list) }

  func showNewChat() {
    let model = ObservableNewChatModel()
    bind(model) { [weak self] event in
      if case .dismissRequested = event { self?.newChat = nil }
    }
    newChat = model
  }
}
