import Wayfinder
import WayfinderCombine

/// Logging in, registering, and resetting a password in three steps; finishes with the user.
public final class AuthFlow: Coordinator<AuthRoute, User>, ScreenFlow {
  let services: Services
  /// The login form.
  public let login: LoginViewModel
  /// The registration form.
  public let registration: RegisterViewModel
  /// The password-reset steps.
  public let reset: ResetViewModel

  /// The flow for `services`, at the login form.
  public init(services: Services) {
    self.services = services
    login = LoginViewModel(auth: services.auth)
    registration = RegisterViewModel(auth: services.auth)
    reset = ResetViewModel(auth: services.auth)
    super.init(root: .login, isBarHidden: true)
    bind(login) { [weak self] event in
      switch event {
      case .loggedIn(let user): self?.finish(with: user)
      case .registerTapped: self?.router.push(.register)
      case .forgotPasswordTapped: self?.router.push(.forgotEmail)
      }
    }
    bind(registration) { [weak self] event in
      if case .registered(let user) = event { self?.finish(with: user) }
    }
    bind(reset) { [weak self] event in
      guard let self else { return }
      switch event {
      case .pinSent(let email): router.push(.forgotPIN(email: email))
      case .pinEntered(let email, let pin): router.push(.newPassword(email: email, pin: pin))
      case .passwordChanged:
        login.notice = "Your password was changed. Log in with the new one."
        router.popToRoot()
      }
    }
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { nil }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { router.state.stack.map(Self.title) }

  static func title(_ route: AuthRoute) -> String {
    switch route {
    case .login: "Log in"
    case .register: "Register"
    case .forgotEmail: "Forgot password"
    case .forgotPIN: "Enter PIN"
    case .newPassword: "New password"
    }
  }

  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen {
    let route = router.state.top
    switch route {
    case .login:
      return Screen(
        title: Self.title(route),
        lines: [
          "Username: \(login.username)",
          "Password: \(String(repeating: "•", count: login.password.count))",
        ] + (login.notice.map { [$0] } ?? []) + (login.message.map { ["! \($0)"] } ?? []),
        actions: [
          .input("Username", prompt: "Username") { [login] in login.username = $0 },
          .input("Password", prompt: "Password", isSecret: true) { [login] in
            login.password = $0
          },
          .perform("Log in", enabled: login.canLogIn) { [login] in login.logIn() },
          .perform("Register") { [login] in login.register() },
          .perform("Forgot password") { [login] in login.forgotPassword() },
        ])
    case .register:
      let form = registration
      return Screen(
        title: Self.title(route),
        lines: ["Username: \(form.username)", "Email: \(form.email)"]
          + (form.message.map { ["! \($0)"] } ?? []),
        actions: [
          .input("Username", prompt: "Username") { form.username = $0 },
          .input("Email", prompt: "Email") { form.email = $0 },
          .input("Password", prompt: "Password", isSecret: true) { form.password = $0 },
          .perform("Create account") { form.register() },
        ])
    case .forgotEmail:
      return Screen(
        title: Self.title(route), lines: reset.message.map { ["! \($0)"] } ?? [],
        actions: [.input("Send PIN to email", prompt: "Email") { [reset] in reset.sendPIN(to: $0) }]
      )
    case .forgotPIN(let email):
      return Screen(
        title: Self.title(route),
        lines: ["We sent a PIN to \(email) (demo PIN: \(DatabaseBackend.demoPIN))."]
          + (reset.message.map { ["! \($0)"] } ?? []),
        actions: [
          .input("Enter PIN", prompt: "PIN") { [reset] in reset.enter(pin: $0, for: email) }
        ])
    case .newPassword(let email, let pin):
      return Screen(
        title: Self.title(route), lines: reset.message.map { ["! \($0)"] } ?? [],
        actions: [
          .input("Set new password", prompt: "New password", isSecret: true) { [reset] in
            reset.setPassword($0, email: email, pin: pin)
          }
        ])
    }
  }
}
