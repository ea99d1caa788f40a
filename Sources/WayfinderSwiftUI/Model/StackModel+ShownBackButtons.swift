import Observation
import Wayfinder

// The back buttons the views draw, worked out once per change instead of in every pushed
// screen's body: a body reads only the top screen and its button, which a badge, a sheet's
// detent or a presentation leave alone, so those changes redraw none of the pushed screens.

extension StackModel {
  /// What the back button of `screen` does, as the views draw it: the top screen's, as last
  /// worked out; the system's for a screen below it, which shows no back button of its own.
  func shownBackButton(of screen: ScreenRoute) -> BackButton {
    guard screen == shownTop else { return .system }
    lastDrawnBackButton = (screen, shownTopButton)
    return shownTopButton
  }

  /// What the back button of `screen`, the first screen of a split flow's column, draws: in a
  /// collapsed view, where it sits above the column before it, the top screen's; beside the
  /// other columns none of the flow's (the system's, which shows none there).
  func shownColumnBackButton(of screen: ScreenRoute) -> BackButton {
    isCollapsed ? shownBackButton(of: screen) : .system
  }

  /// Works out the top screen and its back button again, from the router and the flows'
  /// guards; the views are told only when one of them changed.
  ///
  /// Called after each change the container draws and each the user makes. What the guards
  /// read is watched too (state a view observes, as ``backButton`` asks of them): when it
  /// changes, the buttons are worked out again a turn later.
  func refreshBackButtons() {
    guard let router else { return }
    let worked: (top: ScreenRoute?, button: BackButton)
    if watchesBackButtons {
      worked = (router.screens.path.last, backButton)
    } else {
      watchesBackButtons = true
      worked = withObservationTracking {
        (router.screens.path.last, backButton)
      } onChange: { [weak self] in
        Task { @MainActor [weak self] in
          self?.watchesBackButtons = false
          self?.refreshBackButtons()
        }
      }
    }
    if shownTop != worked.top { shownTop = worked.top }
    if shownTopButton != worked.button { shownTopButton = worked.button }
  }
}
