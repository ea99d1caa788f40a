import IssueReporting

// What the stages report: a mistake of the app's that SwiftUI's drawing shows.

extension PresentationStages {
  /// A flow kept a presentation the view let the user swipe down: its guard answered otherwise
  /// when the view drew, and SwiftUI was not told it changed, so the presentation SwiftUI
  /// already closed comes back as a new view, without its state.
  func reportUntrackedGuard() {
    let message = """
      A flow presented by \(Route.self)'s flow refused to close after SwiftUI drew its \
      presentation as one the user may swipe down: its shouldLeave() answered otherwise when \
      the view drew, and reads state SwiftUI does not observe. The presentation SwiftUI closed \
      is shown again as a new view and loses its state. Read observable state in \
      shouldLeave() (a property of an @Observable model the flow holds), so the swipe-down \
      follows the guard.
      """
    reportIssue(message)
  }
}
