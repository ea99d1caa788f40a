/// Anything with typed ``ViewModelEvents``: an ``EventViewModel``, or an `@Observable` view
/// model that declares its own.
///
/// ```swift
/// @Observable
/// final class ProfileModel: EventSource, ReferenceIdentifiable {
///   enum Event { case editTapped, logOutTapped }
///   let events = ViewModelEvents<Event>()
/// }
/// ```
@MainActor
public protocol EventSource: AnyObject {
  /// The type of the events.
  associatedtype Event: Sendable
  /// The events.
  var events: ViewModelEvents<Event> { get }
}

extension EventSource {
  /// Sends `event` to every subscriber: the same as `events.send(event)`.
  public func send(_ event: Event) {
    events.send(event)
  }
}
