/// Logging in and out, registering, resetting a password.
public protocol AuthService: Sendable {
  /// The user whose session is stored, if any.
  func currentUser() -> User?
  /// Logs in and stores the session.
  func logIn(username: String, password: String) throws(AuthError) -> User
  /// Creates an account and logs in.
  func register(username: String, password: String, email: String) throws(AuthError) -> User
  /// Sends a PIN to `email` for a password reset.
  func sendResetPIN(to email: String) throws(AuthError)
  /// Checks that `pin` is the one sent to `email`, before a new password is asked for.
  func checkResetPIN(_ pin: String, for email: String) throws(AuthError)
  /// Sets a new password when `pin` is the one sent.
  func resetPassword(email: String, pin: String, newPassword: String) throws(AuthError)
  /// Ends the stored session.
  func logOut() throws(StoreError)
}

/// The user's chats.
public protocol ChatService: Sendable {
  /// Every chat, by number.
  func chats() -> [Chat]
  /// The chat numbered `id`.
  func chat(id: Int) -> Chat?
  /// Adds a message from the user; it is saved when this returns.
  func send(_ text: String, to id: Int) throws(StoreError)
  /// Starts a chat with `name` and returns it.
  func startChat(with name: String) throws(StoreError) -> Chat
  /// Every chat, now and after each change saved.
  func chatsUpdates() -> AsyncThrowingStream<Revised<[Chat]>, any Error>
  /// The chat numbered `id` (`nil` if there is none), now and after each change saved.
  func chatUpdates(id: Int) -> AsyncThrowingStream<Revised<Chat?>, any Error>
  /// The revision of the last change this app saved.
  var lastChangeRevision: Int { get }
}

/// The library of articles.
public protocol LibraryService: Sendable {
  /// Every item.
  func items() -> [LibraryItem]
  /// The item numbered `id`.
  func item(id: Int) -> LibraryItem?
}

/// The user's profile.
public protocol UserService: Sendable {
  /// The logged-in user's profile.
  func profile() -> User?
  /// Changes the name shown to others.
  func updateDisplayName(_ name: String) throws(StoreError)
}

/// Why logging in, registering or resetting failed.
public enum AuthError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The username and password do not match an account.
  case wrongCredentials
  /// The username is taken.
  case usernameTaken(String)
  /// No account has this email.
  case unknownEmail(String)
  /// The PIN is not the one sent.
  case wrongPIN
  /// The new password is too short.
  case weakPassword
  /// A field was left empty; `what` names it ("a username").
  case missing(String)
  /// The change could not be saved.
  case store(StoreError)

  /// A message for the user.
  public var description: String {
    switch self {
    case .wrongCredentials: "Wrong username or password. Try again, or reset your password."
    case .usernameTaken(let name): "The username \(name) is taken. Pick another one."
    case .unknownEmail(let email): "No account uses \(email)."
    case .wrongPIN: "That PIN is not the one we sent. Check it and try again."
    case .weakPassword: "Use a password of at least 8 characters."
    case .missing(let what): "Enter \(what)."
    case .store(let error): error.description
    }
  }
}
