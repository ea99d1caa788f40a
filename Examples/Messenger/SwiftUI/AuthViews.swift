#if canImport(SwiftUI)
  import MessengerCore
  import SwiftUI
  import WayfinderSwiftUI

  /// The authorization screens.
  struct AuthFlowView: View {
    let flow: AuthFlow

    var body: some View {
      FlowStack(flow.router) { route in
        switch route {
        case .login: LoginView(model: flow.login).navigationTitle("Log in")
        case .register: RegisterView(model: flow.registration).navigationTitle("Register")
        case .forgotEmail: ForgotEmailView(model: flow.reset).navigationTitle("Reset password")
        case .forgotPIN(let email):
          ForgotPINView(model: flow.reset, email: email).navigationTitle("Enter the PIN")
        case .newPassword(let email, let pin):
          NewPasswordView(model: flow.reset, email: email, pin: pin).navigationTitle("New password")
        }
      }
    }
  }

  struct LoginView: View {
    @Bindable var model: LoginViewModel

    init(model: LoginViewModel) {
      self.model = model
    }

    var body: some View {
      VStack {
        TextField("Username", text: $model.username)
        SecureField("Password", text: $model.password)
        if let message = model.message { Text(message) }
        Button("Log in") { model.logIn() }.disabled(!model.canLogIn)
        Button("Register") { model.register() }
        Button("Forgot password") { model.forgotPassword() }
      }
    }
  }

  struct RegisterView: View {
    @Bindable var model: RegisterViewModel

    init(model: RegisterViewModel) {
      self.model = model
    }

    var body: some View {
      VStack {
        TextField("Username", text: $model.username)
        TextField("Email", text: $model.email)
        SecureField("Password", text: $model.password)
        if let message = model.message { Text(message) }
        Button("Create account") { model.register() }
      }
    }
  }

  struct ForgotEmailView: View {
    let model: ResetViewModel
    @State private var email = ""

    var body: some View {
      VStack {
        TextField("Email", text: $email)
        if let message = model.message { Text(message) }
        Button("Send PIN") { model.sendPIN(to: email) }
      }
    }
  }

  struct ForgotPINView: View {
    let model: ResetViewModel
    let email: String
    @State private var pin = ""

    var body: some View {
      VStack {
        Text("We sent a PIN to \(email).")
        TextField("PIN", text: $pin)
        Button("Continue") { model.enter(pin: pin, for: email) }
      }
    }
  }

  struct NewPasswordView: View {
    let model: ResetViewModel
    let email: String
    let pin: String
    @State private var password = ""

    var body: some View {
      VStack {
        SecureField("New password", text: $password)
        if let message = model.message { Text(message) }
        Button("Set password") { model.setPassword(password, email: email, pin: pin) }
      }
    }
  }
#endif
