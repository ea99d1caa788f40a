/// The buttons of the question a renderer asks when the user swipes down a sheet whose flow
/// wants a confirmation first (``LeaveDecision/confirm(_:)``); the flow's prompt is the
/// question. The UIKit renderers and the SwiftUI flow views take one.
///
/// ```swift
/// FlowStack(flow.router, confirmation: LeaveConfirmation(leave: "Delete Draft", stay: "Keep")) {
///   route in draftScreen(route)
/// }
/// ```
public struct LeaveConfirmation: Sendable {
  /// The button that leaves, discarding what the flow would lose.
  public var leave: String
  /// The button that stays.
  public var stay: String

  /// Buttons titled `leave` and `stay`.
  public init(leave: String, stay: String) {
    self.leave = leave
    self.stay = stay
  }

  /// "Discard" and "Cancel".
  public static let standard = LeaveConfirmation(leave: "Discard", stay: "Cancel")
}
