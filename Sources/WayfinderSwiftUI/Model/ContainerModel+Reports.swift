import IssueReporting

// What a container model reports: how the app draws it, and callbacks SwiftUI never made.

extension ContainerModel {
  /// Reports a second view drawing the container while the first still does.
  func reportDrawnTwice() {
    let message = """
      Two SwiftUI views draw \(Route.self)'s router at once (two windows of an iPad or Mac app, \
      or one flow view placed twice): they share one navigation state, so a sheet or a push \
      shows in both, and each view's disappearance stops the other's drawing. Give each window \
      its own flow (a scene's own navigator), or draw the flow in one place.
      """
    reportIssue(message)
  }

  /// Reports that SwiftUI did not report `awaited` within `wait`: the model goes on as if it
  /// had.
  func reportGivingUp(_ awaited: String, after wait: Duration) {
    let message = """
      \(Route.self)'s SwiftUI container waited \(wait) for SwiftUI to report \(awaited), and \
      goes on as if it had. SwiftUI may have refused to draw it (a presentation bound while \
      another was still being presented or dismissed from the same view), or the app was off \
      screen meanwhile: until the next change, the state may say what is not on screen.
      """
    reportIssue(message)
  }
}
