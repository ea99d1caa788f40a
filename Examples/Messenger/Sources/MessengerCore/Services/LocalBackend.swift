import Synchronization
import WayfinderDI

/// Everything the sample stores.
public struct MessengerData: Codable, Equatable, Sendable {
  var accounts: [Account]
  var session: String?
  var chats: [Chat]
  var library: [LibraryItem]
  var resetPINs: [String: String] = [:]

  /// The seeded demo data: the account `demo` / `demo1234` and a few chats and articles.
  public static let demo = MessengerData(
    accounts: [
      Account(
        username: "demo", password: "demo1234", email: "demo@example.com",
        displayName: "Demo User")
    ],
    session: nil,
    chats: [
      Chat(id: 1, title: "Ada", messages: [Message(author: "Ada", text: "Welcome to Messenger!")]),
      Chat(id: 2, title: "Grace", messages: [Message(author: "Grace", text: "Found the bug.")]),
      Chat(id: 3, title: "Linus", messages: []),
    ],
    library: [
      LibraryItem(id: 1, title: "Coordinators", summary: "Flows own their screens."),
      LibraryItem(id: 2, title: "Navigation as data", summary: "State you can print and save."),
      LibraryItem(id: 3, title: "Dependency injection", summary: "Services through a container."),
    ])
}

/// The services, backed by ``MessengerData`` in memory and, when given a store, in a file.
///
/// Thread-safe: the data sits behind one `Mutex`.
public final class LocalBackend: AuthService, ChatService, LibraryService, UserService {
  /// The PIN the demo sends by "email".
  public static let demoPIN = "246810"

  private let data: Lock<MessengerData>
  private let store: DataStore?

  /// Creates a backend over `data`, saving every change to `store` when there is one.
  public init(data: MessengerData = .demo, store: DataStore? = nil) {
    self.data = Lock(data)
    self.store = store
  }

  /// Loads the backend from `store`, seeding the demo data on first launch.
  ///
  /// - Returns: the backend and, when the data file was damaged, why it started fresh.
  public static func load(from store: DataStore) -> (LocalBackend, StoreError?) {
    do throws(StoreError) {
      let saved = try store.read(MessengerData.self, from: "messenger")
      return (LocalBackend(data: saved ?? .demo, store: store), nil)
    } catch {
      return (LocalBackend(data: .demo, store: store), error)
    }
  }

  /// The stored data.
  public var snapshot: MessengerData { data.withLock { $0 } }

  /// Applies `body` to the data under the lock, then saves the result.
  private func change<T, E: Error>(_ body: (inout MessengerData) throws(E) -> T) throws(E) -> T {
    let (result, saved) = try data.withLock { (data) throws(E) -> (T, MessengerData) in
      (try body(&data), data)
    }
    try? store?.write(saved, to: "messenger")
    return result
  }

  // MARK: AuthService

  /// The account whose session is stored, if any.
  public func currentUser() -> User? {
    data.withLock { data in
      data.accounts.first { $0.username == data.session }.map(User.init)
    }
  }

  /// Checks the password and stores the session.
  public func logIn(username: String, password: String) throws(AuthError) -> User {
    try change { (data) throws(AuthError) in
      guard let account = data.accounts.first(where: { $0.username == username }),
        account.password == password
      else { throw .wrongCredentials }
      data.session = username
      return User(account)
    }
  }

  /// Adds an account with a password of 8 or more characters and logs in.
  public func register(username: String, password: String, email: String) throws(AuthError)
    -> User
  {
    try change { (data) throws(AuthError) in
      guard !data.accounts.contains(where: { $0.username == username }) else {
        throw .usernameTaken(username)
      }
      guard password.count >= 8 else { throw .weakPassword }
      let account = Account(
        username: username, password: password, email: email, displayName: username)
      data.accounts.append(account)
      data.session = username
      return User(account)
    }
  }

  /// "Sends" the demo PIN to an account's email.
  public func sendResetPIN(to email: String) throws(AuthError) {
    try change { (data) throws(AuthError) in
      guard data.accounts.contains(where: { $0.email == email }) else {
        throw .unknownEmail(email)
      }
      data.resetPINs[email] = Self.demoPIN
    }
  }

  /// Sets a new password when the PIN matches.
  public func resetPassword(email: String, pin: String, newPassword: String) throws(AuthError) {
    try change { (data) throws(AuthError) in
      guard data.resetPINs[email] == pin else { throw .wrongPIN }
      guard newPassword.count >= 8 else { throw .weakPassword }
      guard let index = data.accounts.firstIndex(where: { $0.email == email }) else {
        throw .unknownEmail(email)
      }
      data.accounts[index].password = newPassword
      data.resetPINs[email] = nil
    }
  }

  /// Forgets the stored session.
  public func logOut() {
    change { $0.session = nil }
  }

  // MARK: ChatService

  /// Every chat.
  public func chats() -> [Chat] { data.withLock { $0.chats } }

  /// The chat numbered `id`.
  public func chat(id: Int) -> Chat? { data.withLock { $0.chats.first { $0.id == id } } }

  /// Adds a message from the logged-in user.
  public func send(_ text: String, to id: Int) {
    change { data in
      let author = data.accounts.first { $0.username == data.session }?.displayName ?? "You"
      if let index = data.chats.firstIndex(where: { $0.id == id }) {
        data.chats[index].messages.append(Message(author: author, text: text))
      }
    }
  }

  /// Adds a chat with `name`.
  public func startChat(with name: String) -> Chat {
    change { data in
      let chat = Chat(id: (data.chats.map(\.id).max() ?? 0) + 1, title: name, messages: [])
      data.chats.append(chat)
      return chat
    }
  }

  // MARK: LibraryService

  /// Every library item.
  public func items() -> [LibraryItem] { data.withLock { $0.library } }

  /// The library item numbered `id`.
  public func item(id: Int) -> LibraryItem? {
    data.withLock { $0.library.first { $0.id == id } }
  }

  // MARK: UserService

  /// The logged-in user.
  public func profile() -> User? { currentUser() }

  /// Renames the logged-in user.
  public func updateDisplayName(_ name: String) {
    change { data in
      if let index = data.accounts.firstIndex(where: { $0.username == data.session }) {
        data.accounts[index].displayName = name
      }
    }
  }
}

extension User {
  /// The user of `account`.
  init(_ account: Account) {
    self.init(username: account.username, displayName: account.displayName)
  }
}
