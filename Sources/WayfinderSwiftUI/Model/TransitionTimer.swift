/// Starts the fallback timers of the SwiftUI container models.
///
/// SwiftUI reports the end of most transitions through a callback the views forward (a
/// presented screen's or the top screen's appearance, a sheet's `onDismiss`); for the ones it
/// says nothing about (an alert's animation), or a callback that never comes, a transition
/// counts as ended once SwiftUI's usual transition time has passed. Where an appearance is
/// reported as the transition begins (``SwiftUIPlatform/Appearance/beforeTransition``), the
/// transition counts as ended once that time has passed after the appearance.
@MainActor
struct TransitionTimer {
  /// Runs an action once the transition time has passed.
  let start: @MainActor (_ action: @escaping @MainActor () -> Void) -> Void

  /// A timer on the main actor's clock, after SwiftUI's usual transition time.
  static let live = TransitionTimer { action in
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(550))
      action()
    }
  }
}
