/// Where a navigator marks each navigation change as an interval: Instruments' signposts on
/// Apple platforms (``instruments``), or a sink of the app's own.
///
/// Each change made in code, by the user, by a deep link or by restoring begins an interval
/// as it is made, named by its ``NavigationInterval`` (the flows, the routes and the origin),
/// which ends once the renderers of the flows it changed show it: a change drawn by nothing ends
/// at once. `begin` returns what ends the interval; it runs exactly once.
///
/// ```swift
/// navigator.signposts = NavigationSignposts { interval in
///   let started = ContinuousClock.now
///   return { print("\(interval): \(ContinuousClock.now - started)") }
/// }
/// ```
///
/// While a navigator has signposts, each change makes its events as for an observer
/// (``Navigator/observe(_:)``); without, it pays nothing.
public struct NavigationSignposts: Sendable {
  let begin: @MainActor @Sendable (NavigationInterval) -> @MainActor () -> Void

  /// Signposts that call `begin` as each change is made, and what it returns once the change
  /// is on screen.
  public init(
    begin: @escaping @MainActor @Sendable (NavigationInterval) -> @MainActor () -> Void
  ) {
    self.begin = begin
  }
}
