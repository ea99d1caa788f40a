@_spi(Rendering) import Wayfinder

// A small messenger: an app flow that shows login or main, main's tabs, and flows in them.

enum AppRoute: String, Hashable, Codable, Sendable {
  case login, main
}

enum LoginRoute: Hashable, Codable, Sendable {
  case form, register, forgotEmail, forgotPin, newPassword
}

enum MainTab: String, Hashable, Codable, Sendable {
  case chats, library, profile
}

enum ChatsRoute: Hashable, Codable, Sendable {
  case list
  case thread(id: Int)
  case info(id: Int)
  case newChat
  case deleteAlert(id: Int)
  /// Pushes a ``ComposerFlow`` onto the stack it is pushed on.
  case composer(id: Int)
}

enum ProfileRoute: Hashable, Codable, Sendable {
  case overview, edit, settings
}

struct User: Hashable, Sendable {
  var name: String
}

final class LoginFlow: Coordinator<LoginRoute, User> {
  init() { super.init(root: .form, isBarHidden: true) }
}

final class ChatsFlow: Coordinator<ChatsRoute, Void> {
  var makesNewChatFlow = true
  /// Whether chats flows made in this task make composers of odd ids (restored ones leave them
  /// out when not).
  @TaskLocal static var makesOddComposers = true
  init() { super.init(root: .list) }

  override func makeChild(for route: ChatsRoute) -> Flow? {
    switch route {
    case .newChat: makesNewChatFlow ? NewChatFlow() : nil
    case .composer(let id):
      id.isMultiple(of: 2) || Self.makesOddComposers ? ComposerFlow(id: id) : nil
    default: nil
    }
  }
}

/// A child flow pushed onto the chats stack; it can push another composer onto it.
final class ComposerFlow: Coordinator<ChatsRoute, Int> {
  init(id: Int) { super.init(root: .thread(id: id)) }

  override func makeChild(for route: ChatsRoute) -> Flow? {
    if case .composer(let id) = route { return ComposerFlow(id: id) }
    return nil
  }
}

final class NewChatFlow: Coordinator<ChatsRoute, Int> {
  init() { super.init(root: .newChat) }
}

final class LibraryFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }
}

final class ProfileFlow: Coordinator<ProfileRoute, Void> {
  init() { super.init(root: .overview) }

  override func makeChild(for route: ProfileRoute) -> Flow? {
    route == .edit ? EditProfileFlow() : nil
  }
}

/// Guards unsaved changes.
final class EditProfileFlow: Coordinator<ProfileRoute, String> {
  var hasChanges = false
  var refuses = false
  init() { super.init(root: .edit) }

  override func shouldLeave() -> LeaveDecision {
    if refuses { return .refuse("saving is in progress") }
    return hasChanges ? .confirm("Discard your changes?") : .allow
  }
}

final class MainFlow: Coordinator<MainTab, Void> {
  init() { super.init(state: FlowState(tabs: .chats, .library, .profile)) }

  override func makeChild(for route: MainTab) -> Flow? {
    switch route {
    case .chats: ChatsFlow()
    case .library: LibraryFlow()
    case .profile: ProfileFlow()
    }
  }

  var chats: ChatsFlow? { child(at: .chats) as? ChatsFlow }
  var profile: ProfileFlow? { child(at: .profile) as? ProfileFlow }
}

/// Picks login or main from launch state, and switches on login and logout.
final class AppFlow: Coordinator<AppRoute, Never> {
  init(loggedIn: Bool) { super.init(root: loggedIn ? .main : .login) }

  override func makeChild(for route: AppRoute) -> Flow? {
    switch route {
    case .login:
      let login = LoginFlow()
      login.onEnd { [weak self] outcome in
        if case .finished = outcome { self?.router.setRoot(.main) }
      }
      return login
    case .main: return MainFlow()
    }
  }

  var login: LoginFlow? { child(at: .login) as? LoginFlow }
  var main: MainFlow? { child(at: .main) as? MainFlow }

  func logOut() { router.setRoot(.login, hidesBar: true) }
}

/// Records what a renderer was asked to draw, typed as `Route`, and completes at once or when
/// told.
@MainActor
final class StepLog<Route: Hashable & Codable & Sendable>: NavigationRenderer {
  var batches: [[NavigationStep<Route>]] = []
  /// The lists of steps as the renderer was given them, when it keeps them.
  var given: [[NavigationStep<ScreenRoute>]] = []
  var completesImmediately = true
  var pending: [@MainActor () -> Void] = []
  /// Whether it keeps the steps it is given, and its completions once called.
  var keepsWhatItIsGiven = false
  var called: [@MainActor () -> Void] = []

  func render(
    _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    batches.append(steps.compactMap { $0.routes(as: Route.self) })
    if keepsWhatItIsGiven { given.append(steps) }
    if completesImmediately {
      completion()
      if keepsWhatItIsGiven { called.append(completion) }
    } else {
      pending.append(completion)
    }
  }

  func finishAll() {
    let pending = self.pending
    self.pending.removeAll()
    for completion in pending { completion() }
  }
}
