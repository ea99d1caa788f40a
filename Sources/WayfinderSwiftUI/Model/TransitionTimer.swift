/// Starts the timers of the SwiftUI container models.
///
/// SwiftUI reports the end of most transitions through a callback the views forward (a
/// presented screen's or the top screen's appearance, a sheet's `onDismiss`): those end only
/// with it, however long a busy main thread delays it, and the timer bounds the wait (5
/// seconds, or the router's longer `renderTimeout`; a wait given up is reported). The ones it says nothing about (an alert's
/// animation, a change whose top screen is already on screen) count as ended once SwiftUI's
/// usual transition time has passed. Where an appearance is reported as the transition begins
/// (``SwiftUIPlatform/Appearance/beforeTransition``), the transition counts as ended once that
/// time has passed after the appearance.
@MainActor
struct TransitionTimer {
  /// Runs an action once `wait` has passed.
  let start: @MainActor (_ wait: Duration, _ action: @escaping @MainActor () -> Void) -> Void

  /// SwiftUI's usual transition time.
  static let transitionTime = Duration.milliseconds(550)

  /// A timer on the main actor's clock.
  static let live = TransitionTimer { wait, action in
    Task { @MainActor in
      try? await Task.sleep(for: wait)
      action()
    }
  }
}
