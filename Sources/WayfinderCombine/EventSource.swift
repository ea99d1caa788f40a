/// Anything with typed ``EventChannel``, which a flow's `bind` takes: an ``EventViewModel``,
/// or a class that cannot subclass it (it has a superclass of its own) and declares its own.
///
/// ```swift
/// @Observable
/// final class ProfileModel: FormModel, EventSource {  // FormModel: the app's own base class
///   enum Event { case editTapped, logOutTapped }
///   let events = EventChannel<Event>()
/// }
/// ```
@MainActor
public protocol EventSource: AnyObject {
  /// The type of the events.
  associatedtype Event: Sendable
  /// The events.
  var events: EventChannel<Event> { get }
}

extension EventSource {
  /// Sends `event` to every subscriber: the same as `events.send(event)`.
  public func send(_ event: Event) {
    events.send(event)
  }
}
