#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// The base class of `ObservableObject` view models: identified by reference, so a view model
/// works in `ForEach` and wherever SwiftUI needs an `Identifiable` or `Hashable` value.
///
/// ```swift
/// final class ChatListViewModel: ViewModel {
///   @Published var chats: [Chat] = []
/// }
/// ```
///
/// For typed events that a coordinator binds to navigation, subclass ``EventViewModel``.
@MainActor
open class ViewModel: ObservableObject, ReferenceIdentifiable {
  /// Creates a view model.
  public init() {}
}

/// A view model that sends typed events — a button tapped, an item selected, a dismissal
/// requested — for its coordinator to bind.
///
/// ```swift
/// final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
///   enum Event { case selected(Chat.ID), newChatTapped }
///   func tap(_ chat: Chat) { send(.selected(chat.id)) }
/// }
/// ```
@MainActor
open class EventViewModel<Event: Sendable>: ViewModel, EventSource {
  /// The view model's events, as a publisher and as an async sequence.
  public let events = ViewModelEvents<Event>()

  /// Creates a view model.
  public override init() {}

  /// Sends `event` to every subscriber.
  public func send(_ event: Event) {
    events.send(event)
  }
}
