import Observation
import WayfinderCombine

/// The list of chats.
@MainActor
@Observable
public final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
  /// What the list reports.
  public enum Event: Sendable {
    case opened(Int)
    case newChatTapped
  }

  private let observed: Observed<[Chat]>

  /// A list over `service`, following its changes through `observations`.
  public init(service: any ChatService, observations: Observations) {
    observed = Observed(
      service.chats(), updates: service.chatsUpdates(), observations: observations)
  }

  /// The chats.
  public var chats: [Chat] { observed.value }
}

/// One chat thread.
@MainActor
@Observable
public final class ThreadViewModel: ReferenceIdentifiable {
  /// The chat's number.
  public let id: Int
  private let service: any ChatService

  private let observed: Observed<Chat?>

  /// The thread of chat `id`, following its changes through `observations`.
  public init(id: Int, service: any ChatService, observations: Observations) {
    self.id = id
    self.service = service
    observed = Observed(
      service.chat(id: id), updates: service.chatUpdates(id: id), observations: observations)
  }

  /// Why the last message was not sent, if it was not.
  public private(set) var message: String?

  /// The chat, if it exists; a message sent appears here as soon as the database has it.
  public var chat: Chat? { observed.value }

  /// The chat's messages, each with its place in the thread as its identity: messages are only
  /// ever added at the end, so two with the same author and text stay two rows.
  public var rows: [MessageRow] {
    (chat?.messages ?? []).enumerated().map { MessageRow(id: $0.offset, message: $0.element) }
  }

  /// Sends `text`; an empty message is not sent, and ``message`` says so.
  public func send(_ text: String) {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      message = "An empty message is not sent. Type some text after “Message:”."
      return
    }
    do throws(StoreError) {
      try service.send(text, to: id)
      message = nil
    } catch {
      message = error.description
    }
  }
}

/// A message as a list shows it: with an identity of its own.
public struct MessageRow: Identifiable, Hashable, Sendable {
  /// The message's place in its thread, from 0.
  public let id: Int
  /// The message.
  public let message: Message
}

/// The new-chat sheet.
@MainActor
@Observable
public final class NewChatViewModel: EventViewModel<NewChatViewModel.Event> {
  /// What the sheet reports.
  public enum Event: Sendable { case created(Int) }

  private let service: any ChatService

  /// A sheet over `service`.
  public init(service: any ChatService) { self.service = service }

  /// Why the chat was not started, if it was not.
  public private(set) var message: String?

  /// Starts a chat with `name`.
  public func start(with name: String) {
    guard !name.isEmpty else {
      message = "Enter a name."
      return
    }
    do throws(StoreError) {
      let chat = try service.startChat(with: name)
      message = nil
      send(.created(chat.id))
    } catch {
      message = error.description
    }
  }
}

/// The library list.
@MainActor
@Observable
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
@MainActor
@Observable
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
@MainActor
@Observable
public final class EditProfileViewModel: EventViewModel<EditProfileViewModel.Event> {
  /// What the sheet reports.
  public enum Event: Sendable { case saved }

  /// The name being edited.
  public var displayName: String
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

  /// Why the name was not saved, if it was not.
  public private(set) var message: String?

  /// Saves the name.
  public func save() {
    do throws(StoreError) {
      try service.updateDisplayName(displayName)
      message = nil
      send(.saved)
    } catch {
      message = error.description
    }
  }
}
