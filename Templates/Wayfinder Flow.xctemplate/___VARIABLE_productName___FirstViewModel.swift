import Observation
import WayfinderCombine

/// What the first screen shows, and what the user does there.
@Observable
final class ___VARIABLE_productName___FirstViewModel: EventViewModel<___VARIABLE_productName___FirstViewModel.Event> {
  /// What the screen reports to its flow.
  enum Event: Sendable {
    /// The user is done with this screen.
    case continued
  }

  /// The screen's title.
  let title = "First"

  /// The user is done with this screen.
  func next() { send(.continued) }
}
