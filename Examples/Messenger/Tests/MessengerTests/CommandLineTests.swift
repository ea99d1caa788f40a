import Foundation
import MessengerCore
import MessengerTerminal
import Testing
import WayfinderDI

@MainActor
@Suite("Messenger command line")
struct CommandLineTests {
  private func run(_ arguments: [String]) async -> (MessengerCommand.ExitCode, String, String) {
    await ScriptedSession.run(arguments)
  }

  @Test func helpListsTheOptionsAndTheExitCodes() async {
    let (help, text, _) = await run(["--help"])
    #expect(help == .ok)
    #expect(text.contains("USAGE: messenger [--data-dir <path>] [--script <file>]"))
    #expect(text.contains("Demo account: username demo, password demo1234."))
    #expect(
      text.containsInOrder([
        "Exit codes:", "0   finished normally", "64  the command line is wrong",
        "65  the script is not valid UTF-8", "66  the script cannot be read",
        "70  the app's services could not be made (a defect in the app)",
        "73  the data folder or its database cannot be read or written",
      ]))
  }

  // Defect: the README's list of exit codes left out 70.
  @Test func theReadmeListsEveryExitCode() throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "exit codes:"))
    let paragraph = String(text[start.upperBound...]).components(separatedBy: "\n\n")[0]
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for code in MessengerCommand.ExitCode.allCases where code != .ok {
      #expect(paragraph.contains("\(code.rawValue) for"), "the README omits exit code \(code)")
    }
  }

  @Test func usageErrorsExitWith64AndSayWhatIsWrong() async {
    let unknown = await run(["--frobnicate"])
    #expect(unknown.0 == .usage)
    #expect(unknown.2.hasPrefix("Error: Unknown option '--frobnicate'"))
    let missing = await run(["--script"])
    #expect(missing.0 == .usage)
    #expect(missing.2.hasPrefix("Error: Missing value for '--script <file>'"))
  }

  @Test func aScriptThatCannotBeReadExitsWith66() async {
    let missing = await run(["--script", "/nonexistent/script.txt"])
    #expect(missing.0 == .noInput)
    #expect(missing.2 == "messenger: cannot read the script /nonexistent/script.txt: no such file.")
  }

  @Test func printTreeShowsTheLiveFlows() async {
    let directory = ScriptedSession().directory
    let (code, text, _) = await run(["--data-dir", directory.path, "--print-tree"])
    #expect(code == .ok)
    #expect(text.contains("AppFlow [auth]\n└─ AuthFlow (root auth) [login] (bar hidden)"))
  }

  @Test func loggingOutReleasesTheWholeMainFlow() async throws {
    let app = try MessengerApp(database: try MessengerDatabase(inMemory: .demo))
    _ = try app.backend.logIn(username: "demo", password: "demo1234")
    app.followSession()
    weak let main = app.app?.child(at: .main)
    weak let chats = (app.app?.child(at: .main) as? MainFlow)?.child(at: .chats)
    #expect(main != nil && chats != nil)
    app.app?.logOut()
    #expect(main == nil)
    #expect(chats == nil)
    #expect(app.app?.router.state.root == .auth)
  }

  @Test func testsSwapInServicesThroughTheContainer() async throws {
    let container = Container()
    container.register(Container.auth) { _ in LoggedInAuth() }
    let app = try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), container: container)
    #expect(app.app?.router.state.root == .main)
    let session = TerminalSession(app: app)
    #expect(session.render().hasPrefix("Tabs: [Chats]"))
  }

  // A change that cannot be saved is never shown as saved.
  @Test func aMessageThatCannotBeSavedSaysSo() async throws {
    let container = Container()
    container.register(Container.auth) { _ in LoggedInAuth() }
    let chats = try UnsavableChats()
    container.register(Container.chats) { _ in chats }
    let app = try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), container: container)
    let session = TerminalSession(app: app)
    _ = await session.handle("1")
    _ = await session.handle("1")
    let screen = await session.handle("Hello")
    #expect(
      screen.contains("! Not saved: disk full. Your last change is not stored; try again."))
    #expect(!screen.contains("Hello"))
  }
}

/// Chats whose changes cannot be saved, as on a full disk.
final class UnsavableChats: ChatService {
  private let base: DatabaseBackend

  init() throws { base = DatabaseBackend(database: try MessengerDatabase(inMemory: .demo)) }

  func chats() -> [Chat] { base.chats() }
  func chat(id: Int) -> Chat? { base.chat(id: id) }
  func send(_ text: String, to id: Int) throws(StoreError) {
    throw .notSaved(detail: "disk full")
  }
  func startChat(with name: String) throws(StoreError) -> Chat {
    throw .notSaved(detail: "disk full")
  }
  func chatsUpdates() -> AsyncThrowingStream<Revised<[Chat]>, any Error> { base.chatsUpdates() }
  func chatUpdates(id: Int) -> AsyncThrowingStream<Revised<Chat?>, any Error> {
    base.chatUpdates(id: id)
  }
  var lastChangeRevision: Int { base.lastChangeRevision }
}

/// An auth service that is always logged in.
final class LoggedInAuth: AuthService {
  func currentUser() -> User? { User(username: "test", displayName: "Test") }
  func logIn(username: String, password: String) throws(AuthError) -> User {
    User(username: username, displayName: username)
  }
  func register(username: String, password: String, email: String) throws(AuthError) -> User {
    throw .usernameTaken(username)
  }
  func sendResetPIN(to email: String) throws(AuthError) {}
  func checkResetPIN(_ pin: String, for email: String) throws(AuthError) {}
  func resetPassword(email: String, pin: String, newPassword: String) throws(AuthError) {}
  func logOut() throws(StoreError) {}
}
