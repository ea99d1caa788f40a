import MessengerCore
import Testing
import Wayfinder

/// Windows of new apps to make a recorded session again in, as a bug report's test does: each
/// app has its own in-memory database with the demo data and nobody logged in, and is kept
/// until the tests end.
@MainActor
enum ReplayWindow {
  private static var apps: [MessengerApp] = []

  /// The navigator of a new app's first window.
  static func navigator() throws -> Navigator {
    let app = try MessengerApp(
      database: try MessengerDatabase(inMemory: .demo), restoresNavigation: false)
    apps.append(app)
    return app.windows.connect("R").navigator
  }

  /// Logs the demo account in on the last app made, as its user did on the login screen; the
  /// user, the result the login flow finished with.
  static func logInDemo() throws -> User {
    try #require(apps.last).backend.logIn(username: "demo", password: "demo1234")
  }
}
