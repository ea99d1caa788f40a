import WayfinderCombine

/// The list of chats.
public final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
  /// What the list reports.
  public enum Event: Sendable {
    case opened(Int)
    case newChatTapped
  }

  private let service: any ChatService

  /// A list over `service`.
  public init(service: any ChatService) { self.service = service }

  /// The chats.
  public var chats: [Chat] { service.chats() }
}

/// One chat thread.
public final class ThreadViewModel: ViewModel {
  /// The chat's number.
  public let id: Int
  private let service: any ChatService

  /// The thread of chat `id`.
  public init(id: Int, service: any ChatService) {
    self.id = id
    self.service = service
  }

  /// The chat, if it exists.
  public var chat: Chat? { service.chat(id: id) }

  /// Sends `text`.
  public func send(_ text: String) {
    guard !text.isEmpty else { return }
    objectWillChange.send()
    service.send(text, to: id)
  }
}

/// The new-chat sheet.
public final class NewChatViewModel: EventViewModel<NewChatViewModel.Event> {
  /// What the sheet reports.
  public enum Event: Sendable { case created(Int) }

  private let service: any ChatService

  /// A sheet over `service`.
  public init(service: any ChatService) { self.service = service }

  /// Starts a chat with `name`.
  public func start(with name: String) {
    guard !name.isEmpty else { return }
    send(.created(service.startChat(with: name).id))
  }
}

/// The library list.
public final class LibraryViewModel: EventViewModel<LibraryViewModel.Event> {
  /// What the list reports.
  public enum Event: Sendable { case opened(Int) }

  private let service: any LibraryService

  /// A list over `service`.
  public init(service: any LibraryService) { self.service = service }

  /// The items.
  public var items: [LibraryItem] { service.items() }

  /// The item numbered `id`.
  public func item(_ id: Int) -> LibraryItem? { service.item(id: id) }
}

/// The profile overview.
public final class ProfileViewModel: EventViewModel<ProfileViewModel.Event> {
  /// What the overview reports.
  public enum Event: Sendable {
    case editTapped
    case logOutTapped
  }

  private let service: any UserService

  /// An overview over `service`.
  public init(service: any UserService) { self.service = service }

  /// The user.
  public var user: User? { service.profile() }
}

/// The edit-profile sheet, which knows when it has unsaved changes.
public final class EditProfileViewModel: EventViewModel<EditProfileViewModel.Event> {
  /// What the sheet reports.
  public enum Event: Sendable { case saved }

  /// The name being edited.
  @Published public var displayName: String
  private let original: String
  private let service: any UserService

  /// A sheet editing the profile of `service`.
  public init(service: any UserService) {
    self.service = service
    original = service.profile()?.displayName ?? ""
    displayName = original
  }

  /// Whether the name differs from the saved one.
  public var hasChanges: Bool { displayName != original }

  /// Saves the name.
  public func save() {
    service.updateDisplayName(displayName)
    send(.saved)
  }
}
