/// Who asked for a navigation change.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum NavigationOrigin: String, Equatable, Sendable {
  /// The app's code: a coordinator or a view model calling a router.
  case code
  /// The user through the UI (back, interactive dismiss, tab tap), reported by a renderer.
  case user
  /// A deep link.
  case deepLink
  /// State restoration.
  case restoration
}
