import Foundation
import Wayfinder

// Each window's navigation is recorded, in every build, for a bug report: the terminal's
// `recording` command shows it and saves it as JSON, which a test replays.

extension MessengerApp {
  /// What records a window's navigation: the last changes, with the email and PIN that the
  /// password reset's screens carry left out.
  static func recorder() -> NavigationRecorder {
    NavigationRecorder(
      limit: 200,
      redacting: [
        .routes(in: "AuthFlow") { route in
          for field in ["email", "pin"] where route.fields[field] != nil {
            route.fields[field] = #""…""#
          }
        }
      ])
  }

  /// `window`, its navigation recorded from now on.
  @discardableResult
  func recording(_ window: AppWindow) -> AppWindow {
    window.navigator.recorder = Self.recorder()
    return window
  }

  /// The frontmost window's recorded navigation, one line per change.
  public var recordingText: String {
    do {
      guard let recording = try navigator?.recorder?.recording() else {
        return "Nothing is recorded."
      }
      return recording.steps.isEmpty ? "Nothing is recorded yet." : recording.description
    } catch {
      return "The recording could not be written: \(error)"
    }
  }

  /// Saves the frontmost window's recorded navigation as JSON at `path`, for a bug report (a
  /// test replays it); returns a message for the user.
  public func saveRecording(to path: String) -> String {
    guard !path.isEmpty else { return "`recording save` takes a file: recording save session.json" }
    do {
      guard let recording = try navigator?.recorder?.recording() else {
        return "Nothing is recorded."
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(recording).write(to: URL(fileURLWithPath: path))
      return "Saved the recording of \(recording.steps.count) changes to \(path)."
    } catch {
      return "The recording could not be saved: \(error)"
    }
  }
}
