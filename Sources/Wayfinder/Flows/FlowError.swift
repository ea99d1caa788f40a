/// Why `run` returned no result.
///
/// ```swift
/// do {
///   let user = try await run(LoginFlow(), presenting: .login)
///   showWelcome(user)
/// } catch .cancelled(.dismissedByUser) {
///   // The user swiped the login sheet away.
/// } catch {
///   print(error)
/// }
/// ```
public enum FlowError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The flow ended without a result.
  case cancelled(CancellationReason)
  /// Showing the flow failed; nothing changed.
  case navigation(NavigationError)
  /// The flow was already started or belongs to another parent; each flow runs once.
  case alreadyStarted(flow: String)
  /// The parent had ended before the child could run.
  case parentEnded(flow: String)

  /// What happened and what to do.
  public var description: String {
    switch self {
    case .cancelled(let reason):
      "The flow was cancelled: \(reason)."
    case .navigation(let error):
      "The flow could not be shown: \(error)"
    case .alreadyStarted(let flow):
      "\(flow) was already started or has a parent; each flow runs once. Create a new \(flow)."
    case .parentEnded(let flow):
      "\(flow) has ended and can no longer run child flows. Run the child from an active flow."
    }
  }
}
