import Observation
import WayfinderCombine

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

enum ChatRoute: Hashable, Codable, Sendable {
  case list
  case thread(Int)
  case newChat
}

/// A view model with typed events, as a team on Combine writes it: an `ObservableObject` with
/// `@Published` properties.
final class ChatListViewModel: EventViewModel<ChatListViewModel.Event>, ObservableObject {
  enum Event: Equatable, Sendable {
    case selected(Int)
    case newChatTapped
  }

  @Published var chats = [1, 2, 3]
}

/// A sheet's view model that asks to be dismissed, in the taught form: `@Observable`.
@Observable
final class NewChatViewModel: EventViewModel<NewChatViewModel.Event> {
  enum Event: Equatable, Sendable {
    case created(Int)
    case dismissRequested
  }

  var title = "New chat"
}

/// A coordinator in the seed's style: a list whose events drive navigation, and a sheet shown
/// while an optional view model is set, which a dismiss event sets back to `nil`.
final class ChatsCoordinator: Coordinator<ChatRoute, Void>, ObservableObject {
  let list = ChatListViewModel()
  @Published var newChat: NewChatViewModel?

  /// Binds its list as the articles teach: in the initializer.
  init() {
    super.init(root: .list)
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
  var newChat: NewChatViewModel?

  init() { super.init(root: .list) }

  func showNewChat() {
    let model = NewChatViewModel()
    bind(model) { [weak self] event in
      if case .dismissRequested = event { self?.newChat = nil }
    }
    newChat = model
  }
}
