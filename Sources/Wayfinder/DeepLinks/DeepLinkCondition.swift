/// What a deep link needs before it can open, such as a signed-in user: a link whose pattern
/// requires a condition that does not hold is held, and opens once it does.
///
/// ```swift
/// let signedIn = DeepLinkCondition { session.user != nil }
/// links.add("/settings/billing", requires: signedIn) { _ in [.push(SettingsRoute.billing)] }
/// ```
///
/// The navigator asks again whenever a flow starts (the main flow after login, say), and when
/// the app calls ``Navigator/resumePendingDeepLink()`` after a change that starts no flow.
public struct DeepLinkCondition: Sendable {
  let isMet: @MainActor @Sendable () -> Bool

  /// A condition that holds while `isMet` returns `true`.
  public init(_ isMet: @escaping @MainActor @Sendable () -> Bool) {
    self.isMet = isMet
  }
}
