import IssueReporting
@_spi(Rendering) import Wayfinder

/// Where a replayed `NavigationRecording` went differently from what it recorded, and how.
public struct ReplayMismatch: Hashable, Sendable, CustomStringConvertible {
  /// The change where it went differently, from 1 (the recording's first change); 0 for the
  /// tree the recording starts from.
  public let step: Int
  /// What went differently, in words: the change, and the flow and states that differ.
  public let description: String
}

extension Navigator {
  /// Replays `recording` into this navigator, change by change, and checks after each that
  /// every flow runs with the state the recording holds and that no other flow runs.
  ///
  /// Make the navigator as the app makes it, with the same root flow and deep links, and give
  /// it the recording (a bug report's, decoded); do not start it: a recording whose recorder
  /// was given as the app's navigator was made starts the root flow itself, as its first
  /// change:
  ///
  /// ```swift
  /// @Test func theReportedSession() throws {
  ///   let recording = try JSONDecoder().decode(NavigationRecording.self, from: report)
  ///   let navigator = Navigator(root: AppFlow(session: .loggedIn))
  ///   navigator.deepLinks = links
  ///   navigator.replay(recording)
  /// }
  /// ```
  ///
  /// Each change is made again as it was: the root flow started, a deep link opened with the
  /// app's `deepLinks`, a user's change reported again to the router of the flow it was
  /// reported to (as confirmed when the user confirmed leaving a flow that asked), otherwise
  /// the states it left set on its flows with its origin, in the order it changed them (what
  /// the app does as they change runs: `makeChild(for:)` makes the child flows, flows start,
  /// flows whose screens go end). A flow the app's code finished is ended by its parent's
  /// recorded state, or stopped when no state ends it: its result is not recorded, so a
  /// handler of it does not run with it again. A start, a link or a user's change must end
  /// the flows it ended in the recording, by the app's own code: navigation that an observer
  /// of the recorded navigator (`observe(_:)`) made is not made again unless the replay's
  /// navigator has the same observer. A recording that starts from a running tree
  /// (its recorder was given later, or its first changes were folded into its start) first
  /// restores that tree, after starting the navigator if it has not started. A recording
  /// made under an older `snapshotSchema` than this navigator's goes through its migrations
  /// as a snapshot does when it restores: give the navigator the app's schema.
  ///
  /// The first change that leaves a different tree is reported as an issue, which fails the
  /// test, and returned; `nil` when every change replayed as it was recorded. A flow that a
  /// change showed with `run` or `show` (not made by `makeChild(for:)`) cannot be made again,
  /// a route a redaction changed may not decode or match what the app makes, and a route a
  /// migration removed cannot be shown again: these are mismatches.
  @discardableResult
  public func replay(
    _ recording: NavigationRecording, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ReplayMismatch? {
    guard let found = replayMismatch(recording) else { return nil }
    let mismatch = ReplayMismatch(step: found.step, description: found.description)
    reportIssue(
      mismatch.description, fileID: fileID, filePath: filePath, line: line, column: column)
    return mismatch
  }
}
