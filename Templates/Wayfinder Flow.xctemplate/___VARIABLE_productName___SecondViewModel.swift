import Observation
import WayfinderCombine

/// What the second screen shows, and what the user does there.
@MainActor
@Observable
final class ___VARIABLE_productName___SecondViewModel: EventSource, ReferenceIdentifiable {
  /// What the screen reports to its flow.
  enum Event: Sendable {
    /// The user is done with this screen.
    case continued
  }

  /// The events, for the flow to bind.
  let events = ViewModelEvents<Event>()

  /// The screen's title.
  let title = "Second"

  /// The user is done with this screen.
  func next() { send(.continued) }
}
