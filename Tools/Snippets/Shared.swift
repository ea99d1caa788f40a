// The app types the examples of README.md and the DocC articles take for granted, declared
// just enough for the examples to type-check (Tools/check-snippets.py). A chunk is left out
// for an example that declares the type itself.

// MARK: - APIClient
protocol APIClient: Sendable {}
// MARK: - LiveAPIClient
final class LiveAPIClient: APIClient { init() {} }
// MARK: - StubAPIClient
final class StubAPIClient: APIClient { init(chats: [Chat] = []) {} }
// MARK: - CachedAPIClient
final class CachedAPIClient: APIClient {}
// MARK: - BackupAPIClient
final class BackupAPIClient: APIClient {}
// MARK: - HTTPClient
final class HTTPClient: Sendable {}
// MARK: - Chat
struct Chat: Hashable, Codable, Sendable { static let sample = Chat() }
// MARK: - User
struct User: Hashable, Codable, Sendable {}
// MARK: - ChatService
final class ChatService: Sendable {
  init(api: any APIClient) {}
  init(client: any APIClient) {}
}
// MARK: - AuthService
protocol AuthService: Sendable {}
// MARK: - ChatViewModel
final class ChatViewModel: Sendable {
  init(id: Int = 0, title: String = "", chats: ChatService? = nil) {}
}
// MARK: - FeedViewModel
final class FeedViewModel: Sendable {
  let rows: [Chat] = [.sample]
  init(api: any APIClient = LiveAPIClient()) {}
  func load() async throws {}
}
// MARK: - Session
struct Session: Sendable {
  var isLoggedIn = true
  static let loggedIn = Session()
}
// MARK: - ChatsRoute
enum ChatsRoute: Hashable, Codable, Sendable { case list, thread(id: Int), newChat }
// MARK: - ChatRoute
enum ChatRoute: Hashable, Codable, Sendable { case list, thread(Int), newChat }
// MARK: - NewChatFlow
final class NewChatFlow: Coordinator<NewChatRoute, Int> { init() { super.init(root: .form) } }
// MARK: - NewChatRoute
enum NewChatRoute: Hashable, Codable, Sendable { case form }
// MARK: - LoginRoute
enum LoginRoute: Hashable, Codable, Sendable { case form, forgotEmail }
// MARK: - LoginFlow
final class LoginFlow: Coordinator<LoginRoute, User> {
  init() { super.init(root: .form, isBarHidden: true) }
}
// MARK: - MainTab
enum MainTab: Hashable, Codable, Sendable { case chats, library, profile }
// MARK: - MainFlow
final class MainFlow: Coordinator<MainTab, Void> {
  init() { super.init(state: FlowState(tabs: .chats, .library, .profile)) }
}
// MARK: - AppRoute
enum AppRoute: Hashable, Codable, Sendable { case login, main }
// MARK: - AppFlow
final class AppFlow: Coordinator<AppRoute, Never> {
  init(session: Session = .loggedIn, services: Services = Services()) {
    super.init(root: session.isLoggedIn ? .main : .login)
  }
  func logOut() { router.setRoot(.login) }
}
// MARK: - Services
struct Services: Sendable {}
// MARK: - ChatsFlow
final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
}
// MARK: - services
let services = Services()
// MARK: - links
let links = DeepLinkMap(scheme: "messenger")
// MARK: - container
let container = Container()
// MARK: - AppAssembler
@MainActor final class AppAssembler {
  let container = Container()
}
// MARK: - app
let app = Container()
// MARK: - appContainer
let appContainer = Container()
// MARK: - testContainer
let testContainer = Container()
// MARK: - LoginViewModel
@MainActor final class LoginViewModel {
  init(auth: any AuthService) {}
}
// MARK: - navigator
final class LaunchFlow: Coordinator<AppRoute, Never> { init() { super.init(root: .main) } }
@MainActor let navigator = Navigator(root: LaunchFlow())
// MARK: - report
let report = Data()
// MARK: - url
let url = URL(fileURLWithPath: "/tmp/navigation.json")
// MARK: - log
struct Log: Sendable { func error(_ message: String) {} }
let log = Log()
