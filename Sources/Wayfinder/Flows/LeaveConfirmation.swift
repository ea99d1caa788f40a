/// The buttons of the question a renderer asks when the user swipes down a sheet, or goes back
/// from a screen, whose flow wants a confirmation first (``LeaveDecision/confirm(_:)``); the
/// flow's prompt is the question. The UIKit renderers and the SwiftUI flow views take one.
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
  /// The back button SwiftUI's flow views show in place of the system's over a screen whose
  /// flow asks before the user goes back.
  public var back: String

  /// Buttons titled `leave` and `stay`, and a back button titled `back`.
  public init(leave: String, stay: String, back: String = "Back") {
    self.leave = leave
    self.stay = stay
    self.back = back
  }

  /// "Discard" and "Cancel", and "Back".
  public static let standard = LeaveConfirmation(leave: "Discard", stay: "Cancel")
}
