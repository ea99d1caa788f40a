import Observation
import WayfinderCombine

/// The login form: enabled only when both fields are filled in.
@MainActor
@Observable
public final class LoginViewModel: EventViewModel<LoginViewModel.Event> {
  /// What the login screen reports.
  public enum Event: Sendable {
    case loggedIn(User)
    case registerTapped
    case forgotPasswordTapped
  }

  /// The username typed.
  public var username = ""
  /// The password typed.
  public var password = ""
  /// The last error, for the user.
  public private(set) var message: String?
  /// Good news for the user, such as a password that was reset.
  public var notice: String?
  private let auth: any AuthService

  /// A form logging in through `auth`.
  public init(auth: any AuthService) {
    self.auth = auth
  }

  /// Whether the form is complete enough to log in.
  public var canLogIn: Bool { !username.isEmpty && password.count >= 4 }

  /// Logs in, or shows why not.
  public func logIn() {
    guard canLogIn else { return }
    do throws(AuthError) {
      let user = try auth.logIn(username: username, password: password)
      message = nil
      notice = nil
      send(.loggedIn(user))
    } catch {
      message = error.description
      password = ""
    }
  }

  /// Goes on to registration; the last error stays behind with the attempt it was about.
  public func register() {
    message = nil
    send(.registerTapped)
  }

  /// Goes on to resetting the password; the last error stays behind, as with ``register()``.
  public func forgotPassword() {
    message = nil
    send(.forgotPasswordTapped)
  }
}

/// The registration form.
@MainActor
@Observable
public final class RegisterViewModel: EventViewModel<RegisterViewModel.Event> {
  /// What the screen reports.
  public enum Event: Sendable { case registered(User) }

  /// The fields.
  public var username = ""
  /// The password typed.
  public var password = ""
  /// The email typed.
  public var email = ""
  /// The last error.
  public private(set) var message: String?
  private let auth: any AuthService

  /// A form registering through `auth`.
  public init(auth: any AuthService) { self.auth = auth }

  /// Creates the account, or shows why not.
  public func register() {
    do throws(AuthError) {
      let user = try auth.register(username: username, password: password, email: email)
      message = nil
      send(.registered(user))
    } catch {
      message = error.description
    }
  }
}

/// One step of the password reset: email, then PIN, then a new password.
@MainActor
@Observable
public final class ResetViewModel: EventViewModel<ResetViewModel.Event> {
  /// What the steps report.
  public enum Event: Sendable {
    case pinSent(email: String)
    case pinEntered(email: String, pin: String)
    case passwordChanged
  }

  /// The last error or notice.
  public private(set) var message: String?
  private let auth: any AuthService

  /// A reset step through `auth`.
  public init(auth: any AuthService) { self.auth = auth }

  /// Sends the PIN.
  public func sendPIN(to email: String) {
    do throws(AuthError) {
      try auth.sendResetPIN(to: email)
      message = nil
      send(.pinSent(email: email))
    } catch {
      message = error.description
    }
  }

  /// Accepts the PIN that was sent: six digits, checked before the new password is asked for.
  public func enter(pin: String, for email: String) {
    guard pin.count == 6, pin.allSatisfy(\.isASCII), pin.allSatisfy(\.isNumber) else {
      message = "The PIN has six digits."
      return
    }
    do throws(AuthError) {
      try auth.checkResetPIN(pin, for: email)
      message = nil
      send(.pinEntered(email: email, pin: pin))
    } catch {
      message = error.description
    }
  }

  /// Sets the new password.
  public func setPassword(_ password: String, email: String, pin: String) {
    do throws(AuthError) {
      try auth.resetPassword(email: email, pin: pin, newPassword: password)
      message = nil
      send(.passwordChanged)
    } catch {
      message = error.description
    }
  }
}
