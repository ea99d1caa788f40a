/// The base class of view models: typed events — a button tapped, an item selected, a
/// dismissal requested — for their flow to bind, and identity by reference, so a view model
/// works in `ForEach` and wherever SwiftUI needs an `Identifiable` or `Hashable` value.
///
/// Mark the subclass `@Observable`, and SwiftUI redraws what reads its properties:
///
/// ```swift
/// @Observable
/// final class ChatListViewModel: EventViewModel<ChatListViewModel.Event> {
///   enum Event { case selected(Int), newChatTapped }
///   var chats: [Chat] = []
///   func tap(_ chat: Chat) { send(.selected(chat.id)) }
/// }
/// ```
///
/// A team on Combine makes the subclass an `ObservableObject` with `@Published` properties
/// instead; the flow binds its events the same way.
@MainActor
open class EventViewModel<Event: Sendable>: EventSource, ReferenceIdentifiable {
  /// The view model's events, as a publisher and as an async sequence.
  public let events = EventChannel<Event>()

  /// Creates a view model.
  public init() {}
}
