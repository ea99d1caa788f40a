import Foundation
import GRDB
import MessengerCore
import Testing

/// The terminal's windows: each with its own screens over the same data, kept across a quit,
/// and links sent to the window showing their chat.
@MainActor
@Suite("Messenger windows: apart, kept, and the window a link belongs to")
struct WindowTests {
  @Test func twoWindowsNavigateApartAndComeBackAfterAQuit() async {
    let session = ScriptedSession()
    let first = await session.run(
      ScriptedSession.logIn + [
        "1",  // window 1: Ada's chat
        "w new 2",  // window 2, on Grace's chat
        "t library",  // window 2 goes to the library; window 1 stays on Ada
        "w 1",
        "q",
      ])
    #expect(first.code == .ok)
    #expect(
      first.output.containsInOrder([
        "-- Ada --", "> w new 2", "Opened window 2.", "Windows: 1  [2]", "-- Grace --",
        "> t library", "Windows: 1  [2]", "Tabs: Chats  [Library]  Profile",
        "> w 1", "This is window 1.", "Windows: [1]  2", "-- Ada --", "Bye.",
      ]))

    let second = await session.run(["w", "w 2", "q"])
    #expect(
      second.output.containsInOrder([
        "Windows: [1]  2", "-- Ada --", "> w", "* 1  Ada", "  2  Library",
        "> w 2", "This is window 2.", "Windows: 1  [2]", "-- Library --",
      ]))
  }

  // The picture of the navigation and the services: the app's container on the app flow's line.
  @Test func theTreeWithServicesShowsWhatTheAppsContainerHolds() async {
    let result = await ScriptedSession().run(ScriptedSession.logIn + ["tree services", "q"])
    #expect(
      result.output.containsInOrder([
        "> tree services", "AppFlow [main]",
        "services: the database backend: singleton, held", "└─ MainFlow (root main)",
      ]))
  }

  @Test func aLinkGoesToTheWindowShowingItsChat() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "w new 2", "w 1",
        "open messenger://chats/2",  // window 2 shows Grace: it takes the link
        "open messenger://chats/3",  // no window shows Linus: the frontmost takes it
        "w",
        "q",
      ])
    #expect(
      result.output.containsInOrder([
        "> open messenger://chats/2", "Opened messenger://chats/2 in window 2.",
        "Windows: 1  [2]", "-- Grace --",
        "> open messenger://chats/3", "Opened messenger://chats/3.", "Windows: 1  [2]",
        "-- Linus --",
        "> w", "  1  Chats", "* 2  Linus",
      ]))
  }

  @Test func aClosedWindowIsGoneAndTheLastOneStays() async {
    let session = ScriptedSession()
    let first = await session.run(
      ScriptedSession.logIn + ["w new 3", "w close", "w close", "w 2", "w new 9", "q"])
    #expect(
      first.output.containsInOrder([
        "> w close", "Closed window 2; this is window 1.",
        "> w close", "This is the only window: quit instead (q).",
        "> w 2", "There is no window 2; the windows are 1.",
        "> w new 9", "There is no chat 9, so no window was opened.",
      ]))
    let second = await session.run(["w", "q"])
    #expect(second.output.contains("* 1  Chats"))
    #expect(!second.output.contains("Windows:"))
  }

  @Test func aLoginInOneWindowIsTheWholeApps() async {
    let result = await ScriptedSession().run(
      ["w new"] + ScriptedSession.logIn + ["w", "w 1", "w 2", "q"])
    #expect(
      result.output.containsInOrder([
        "> w new", "Opened window 2.", "-- Log in --",
        "> 3", "Tabs: [Chats]  Library  Profile",
        // window 1 showed the login screens: it follows the session at once
        "> w", "  1  Chats", "* 2  Chats",
        "> w 1", "This is window 1.", "Tabs: [Chats]  Library  Profile",
        "> w 2", "This is window 2.", "Tabs: [Chats]  Library  Profile",
      ]))
  }

  @Test func aLogoutInOneWindowEndsAnEditInAnother() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "w new", "t profile", "1", "1", "Ada Lovelace",  // window 2: an unsaved name
        "w 1", "t profile", "2",  // window 1 logs out
        "w", "w 2", "q",
      ])
    #expect(
      result.output.containsInOrder([
        "> 2", "-- Log in --",
        "> w", "* 1  Log in", "  2  Log in",
        "> w 2", "This is window 2.", "-- Log in --", "Bye.",
      ]))
    #expect(!result.output.contains("Quit anyway?"))
  }

  @Test func closingAWindowWithUnsavedChangesAsksFirst() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "w new", "t profile", "1", "1", "Ada Lovelace",
        "w close", "n", "w close", "y", "w", "q",
      ])
    #expect(
      result.output.containsInOrder([
        "> w close", "Discard your changes? Close window 2 anyway? (y/n)",
        "> n", "Kept your changes.", "-- Edit profile (sheet) --",
        "> w close", "Discard your changes? Close window 2 anyway? (y/n)",
        "> y", "Closed window 2; this is window 1.",
        "> w", "* 1  Chats",
      ]))
  }

  @Test func aWindowBehindClosesByItsNumber() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + ["w new 2", "w 1", "w close 2", "w", "q"])
    #expect(
      result.output.containsInOrder([
        "> w close 2", "Closed window 2; this is window 1.", "> w", "* 1  Chats",
      ]))
    #expect(!result.output.contains("  2  Grace\n> q"))
  }

  @Test func aLinkHeldByAClosedWindowGoesToTheNext() async {
    let result = await ScriptedSession().run(
      ["w new", "open messenger://chats/2", "w close"] + ScriptedSession.logIn + ["q"])
    #expect(
      result.output.containsInOrder([
        "> w close", "Closed window 2; this is window 1. Log in to open messenger://chats/2.",
        "> 3", "-- Grace --",
      ]))
  }

  @Test func aLinkHeldForTheLoginStaysInItsWindow() async {
    let result = await ScriptedSession().run(
      ["w new", "open messenger://chats/2", "w 1"] + ScriptedSession.logIn + ["w 2", "q"])
    #expect(
      result.output.containsInOrder([
        "> open messenger://chats/2", "Log in to open messenger://chats/2.",
        // window 1 logs in and shows the chats, not Grace
        "> w 1", "> 3", "Windows: [1]  2", "-- Chats --",
        "> w 2", "Windows: 1  [2]", "-- Grace --",
      ]))
  }

  @Test func quittingAsksAboutChangesInAWindowBehind() async {
    let result = await ScriptedSession().run(
      ScriptedSession.logIn + [
        "w new", "t profile", "1", "1", "Ada Lovelace",  // window 2: an unsaved name
        "w 1", "q", "n", "q", "y",
      ])
    #expect(
      result.output.containsInOrder([
        "> w 1", "This is window 1.",
        "> q", "Window 2: Discard your changes? Quit anyway? (y/n)", "Kept your changes.",
        "> q", "Window 2: Discard your changes? Quit anyway? (y/n)", "Bye.",
      ]))
  }

  // The screens saved before the app had windows are window 1's after the upgrade.
  @Test func theScreensOfAnEarlierVersionAreWindowOnes() async throws {
    let session = ScriptedSession()
    _ = await session.run(ScriptedSession.logIn + ["1", "q"])
    // What an earlier version leaves: its one row of screens, and no windows table.
    let queue = try DatabaseQueue(
      path: session.directory.appendingPathComponent(MessengerDatabase.fileName).path)
    try await queue.write { db in
      try db.execute(
        sql: """
          INSERT OR REPLACE INTO navigation (id, snapshot)
          SELECT 1, snapshot FROM savedWindow WHERE id = '1';
          DROP TABLE savedWindow;
          DELETE FROM grdb_migrations WHERE identifier = 'v2: windows';
          """)
    }
    try queue.close()

    let result = await session.run(["w", "q"])
    #expect(result.output.containsInOrder(["-- Ada --", "> w", "* 1  Ada"]))
  }
}
