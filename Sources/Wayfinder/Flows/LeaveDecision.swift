/// A flow's answer when navigation would take its screens away.
///
/// Return it from ``Flow/shouldLeave()`` to guard unsaved changes:
///
/// ```swift
/// override func shouldLeave() -> LeaveDecision {
///   viewModel.hasChanges ? .confirm("Discard your changes?") : .allow
/// }
/// ```
///
/// Exhaustive on purpose: a flow lets the user go, keeps them, or asks.
public enum LeaveDecision: Equatable, Sendable {
  /// Let the navigation happen.
  case allow
  /// Stop the navigation; the reason ends up in the thrown ``NavigationError``.
  case refuse(String)
  /// Stop the navigation until the user confirms; after ``Flow/confirmLeave()`` it goes through.
  case confirm(String)
}
