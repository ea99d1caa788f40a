import IssueReporting

/// What a ``NavigationButton`` does when tapped: runs its navigation and hands an error to the
/// app's handler, or, without one, reports it as an issue (a runtime warning in the app, a
/// failure in tests), so that a failed navigation is never silent.
///
/// Platform-free, so the choice is tested on Linux.
@MainActor
enum NavigationButtonAction {
  static func run(
    _ navigate: @MainActor () throws -> Void, onError: (@MainActor (any Error) -> Void)?
  ) {
    do {
      try navigate()
    } catch {
      if let onError {
        onError(error)
      } else {
        reportIssue(
          "NavigationButton: \(error). Handle it with `onError:` where the app can recover.")
      }
    }
  }
}
