import Observation
import WayfinderCombine

/// What the first screen shows, and what the user does there.
@MainActor
@Observable
final class ___VARIABLE_productName___FirstViewModel: EventSource, ReferenceIdentifiable {
  /// What the screen reports to its flow.
  enum Event: Sendable {
    /// The user is done with this screen.
    case continued
  }

  /// The events, for the flow to bind.
  let events = ViewModelEvents<Event>()

  /// The screen's title.
  let title = "First"

  /// The user is done with this screen.
  func next() { send(.continued) }
}
