import Observation
import WayfinderCombine

/// What the second screen shows, and what the user does there.
@Observable
final class ___VARIABLE_productName___SecondViewModel: EventViewModel<___VARIABLE_productName___SecondViewModel.Event> {
  /// What the screen reports to its flow.
  enum Event: Sendable {
    /// The user is done with this screen.
    case continued
  }

  /// The screen's title.
  let title = "Second"

  /// The user is done with this screen.
  func next() { send(.continued) }
}
