import Foundation
import MessengerCore
import MessengerTerminal
import Testing
import WayfinderDI

@MainActor
@Suite("Messenger command line")
struct CommandLineTests {
  private func run(_ arguments: [String]) -> (MessengerCommand.ExitCode, String, String) {
    var output: [String] = []
    var errors: [String] = []
    let code = MessengerCommand.run(
      arguments: arguments, readLine: { nil }, write: { output.append($0) },
      writeError: { errors.append($0) }, interactive: false)
    return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  @Test func helpAndUsageErrors() {
    let (help, text, _) = run(["--help"])
    #expect(help == .ok)
    #expect(text.contains("Usage: messenger [options]"))
    #expect(text.contains("Demo account: username demo, password demo1234."))
    #expect(run(["--frobnicate"]).0 == .usage)
    #expect(
      run(["--frobnicate"]).2 == "messenger: unknown option --frobnicate. See messenger --help.")
    #expect(run(["--script"]).2 == "messenger: --script needs a value. See messenger --help.")
    let missing = run(["--script", "/nonexistent/script.txt"])
    #expect(missing.0 == .noInput)
  }

  @Test func printTreeShowsTheLiveFlows() {
    let directory = ScriptedSession().directory
    let (code, text, _) = run(["--data-dir", directory.path, "--print-tree"])
    #expect(code == .ok)
    #expect(text.contains("AppFlow [auth]\n└─ AuthFlow (root auth) [login] (bar hidden)"))
  }

  @Test func loggingOutReleasesTheWholeMainFlow() {
    let container = Container()
    container.register((any AuthService).self) { _ in LoggedInAuth() }
    let app = MessengerApp(store: nil, container: container)
    weak let main = app.app.child(at: .main)
    weak let chats = (app.app.child(at: .main) as? MainFlow)?.child(at: .chats)
    #expect(main != nil && chats != nil)
    app.app.logOut()
    #expect(main == nil)
    #expect(chats == nil)
    #expect(app.app.router.root == .auth)
  }

  @Test func testsSwapInServicesThroughTheContainer() {
    let container = Container()
    container.register((any AuthService).self) { _ in LoggedInAuth() }
    let app = MessengerApp(store: nil, container: container)
    #expect(app.app.router.root == .main)
    let session = TerminalSession(app: app)
    #expect(session.render().hasPrefix("Tabs: [Chats]"))
  }
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
  func resetPassword(email: String, pin: String, newPassword: String) throws(AuthError) {}
  func logOut() {}
}
