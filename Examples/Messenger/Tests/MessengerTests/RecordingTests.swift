import Foundation
import MessengerCore
import Testing
import Wayfinder
import WayfinderTesting

/// The terminal's `recording` command: a session's navigation saved for a bug report, which a
/// test replays.
@MainActor
@Suite("Messenger recordings: a session saved, then replayed in a test")
struct RecordingTests {
  /// A session that saves its recording at `file`: a login, a chat, back, the library, a link.
  private func recordedSession(saving file: URL) async -> String {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "1", "b", "t library", "open messenger://chats/2", "recording",
        "recording save \(file.path)", "q",
      ])
    return result.output
  }

  @Test func theRecordingCommandShowsEachChangeAndSavesThemAsJSON() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("messenger-recording-\(UUID().uuidString).json")
    let output = await recordedSession(saving: file)
    #expect(
      output.containsInOrder([
        "> recording", "code: AuthFlow", "finished", "set root main", "pushed thread(1)",
        "user: ChatsFlow", "popped thread(1)", "user: MainFlow", "selected tab library",
        "deepLink messenger://chats/2:", "pushed thread(2)", "> recording save",
        "Saved the recording of 5 changes",
      ]))
    let recording = try JSONDecoder().decode(
      NavigationRecording.self, from: try Data(contentsOf: file))
    #expect(recording.steps.last?.link == "messenger://chats/2")
  }

  // The issue's whole path: a recording the sample saved replays, change by change, into a
  // window of a new app (its own database, nobody logged in), to the same screens.
  @Test func aSavedRecordingReplaysIntoANewWindow() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("messenger-recording-\(UUID().uuidString).json")
    _ = await recordedSession(saving: file)
    let recording = try JSONDecoder().decode(
      NavigationRecording.self, from: try Data(contentsOf: file))
    let app = try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), restoresNavigation: false)
    let window = app.windows.connect("R")
    #expect(window.navigator.replay(recording) == nil)
    #expect(window.navigator.tree.text.contains("ChatsFlow (tab chats) [list, thread(2)]"))
  }

  // The saved session that ReportedSessionTests.swift was made from (`wayfinder
  // test-from-recording`) still replays into a new window: the test made from it follows the
  // app as it is.
  @Test func theSessionTheGeneratedTestCameFromStillReplays() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Recordings/session.json")
    let recording = try JSONDecoder().decode(
      NavigationRecording.self, from: try Data(contentsOf: file))
    #expect(try ReplayWindow.navigator().replay(recording) == nil)
  }
}
