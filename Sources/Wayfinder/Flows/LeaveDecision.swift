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
/// It may gain ways to answer (a question with buttons of the flow's own, say): apps return
/// it rather than switch over it.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum LeaveDecision: Equatable, Sendable {
  /// Let the navigation happen.
  case allow
  /// Stop the navigation; the reason ends up in the ``NavigationError`` the call returns in
  /// ``NavigationChange/error`` (or throws, in the throwing form).
  case refuse(String)
  /// Stop the navigation until the user confirms; after ``Flow/confirmLeave()`` it goes through.
  case confirm(String)
}
