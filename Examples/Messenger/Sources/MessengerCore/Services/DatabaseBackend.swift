import Foundation
import GRDB

/// The services, over the sample's SQLite database.
///
/// Every change is one transaction, committed before the call returns: a message shown as
/// sent is on disk. Reads go to the database each time, so an instance sees what another
/// instance on the same data directory saved, at the latest on its next screen.
public final class DatabaseBackend: AuthService, ChatService, LibraryService, UserService {
  /// The PIN the demo sends by "email".
  public static let demoPIN = "246810"

  /// The database.
  public let database: MessengerDatabase
  private let committed = CommittedRevision()
  private var writer: any DatabaseWriter { database.writer }

  /// The services over `database`.
  public init(database: MessengerDatabase) {
    self.database = database
  }

  /// Runs `body` in one transaction that also counts the change, and commits it.
  private func change<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
    do {
      let (result, revision) = try writer.write { db in
        let result = try body(db)
        try db.execute(sql: "UPDATE revision SET number = number + 1 WHERE id = 1")
        return (result, try Self.revision(in: db))
      }
      committed.raise(to: revision)
      return result
    } catch let error as DatabaseError {
      throw .notSaved(detail: error.message ?? "\(error.resultCode)")
    } catch {
      throw .notSaved(detail: "\(error)")
    }
  }

  /// Reads with `body`, or gives `fallback` when the database cannot be read.
  private func read<T>(_ fallback: T, _ body: (Database) throws -> T) -> T {
    (try? writer.read(body)) ?? fallback
  }

  // MARK: AuthService

  /// The account whose session is stored, if any.
  public func currentUser() -> User? {
    read(nil) { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT account.username, account.displayName FROM session
          JOIN account ON account.username = session.username WHERE session.id = 1
          """
      ).map { User(username: $0[0], displayName: $0[1]) }
    }
  }

  /// Checks the password and stores the session.
  public func logIn(username: String, password: String) throws(AuthError) -> User {
    guard let account = account(where: "username = ?", username), account.password == password
    else { throw .wrongCredentials }
    try store {
      try $0.execute(sql: "UPDATE session SET username = ? WHERE id = 1", arguments: [username])
    }
    return User(account)
  }

  /// Adds an account and logs in. The username, email and password must be filled in, the
  /// password 8 characters or more.
  public func register(username: String, password: String, email: String) throws(AuthError)
    -> User
  {
    guard !username.isEmpty else { throw .missing("a username") }
    guard !email.isEmpty else { throw .missing("an email address") }
    guard !password.isEmpty else { throw .missing("a password") }
    guard password.count >= 8 else { throw .weakPassword }
    guard account(where: "username = ?", username) == nil else {
      throw .usernameTaken(username)
    }
    let account = Account(
      username: username, password: password, email: email, displayName: username)
    try store { db in
      try db.execute(
        sql: "INSERT INTO account (username, password, email, displayName) VALUES (?, ?, ?, ?)",
        arguments: [username, password, email, username])
      try db.execute(sql: "UPDATE session SET username = ? WHERE id = 1", arguments: [username])
    }
    return User(account)
  }

  /// "Sends" the demo PIN to an account's email.
  public func sendResetPIN(to email: String) throws(AuthError) {
    guard account(where: "email = ?", email) != nil else { throw .unknownEmail(email) }
    try store { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO resetPIN (email, pin) VALUES (?, ?)",
        arguments: [email, Self.demoPIN])
    }
  }

  /// Whether `pin` is the one sent to `email`.
  public func checkResetPIN(_ pin: String, for email: String) throws(AuthError) {
    let sent = read(String?.none) { db in
      try String.fetchOne(db, sql: "SELECT pin FROM resetPIN WHERE email = ?", arguments: [email])
    }
    guard sent == pin else { throw .wrongPIN }
  }

  /// Sets a new password when the PIN matches.
  public func resetPassword(email: String, pin: String, newPassword: String) throws(AuthError) {
    try checkResetPIN(pin, for: email)
    guard newPassword.count >= 8 else { throw .weakPassword }
    guard account(where: "email = ?", email) != nil else { throw .unknownEmail(email) }
    try store { db in
      try db.execute(
        sql: "UPDATE account SET password = ? WHERE email = ?", arguments: [newPassword, email])
      try db.execute(sql: "DELETE FROM resetPIN WHERE email = ?", arguments: [email])
    }
  }

  /// Forgets the stored session.
  public func logOut() throws(StoreError) {
    try change { try $0.execute(sql: "UPDATE session SET username = NULL WHERE id = 1") }
  }

  private func account(where condition: String, _ value: String) -> Account? {
    read(nil) { db in
      try Row.fetchOne(
        db, sql: "SELECT username, password, email, displayName FROM account WHERE \(condition)",
        arguments: [value]
      ).map {
        Account(username: $0[0], password: $0[1], email: $0[2], displayName: $0[3])
      }
    }
  }

  /// A change made for an auth call: a failure to save is reported as an `AuthError`.
  private func store(_ body: (Database) throws -> Void) throws(AuthError) {
    do {
      try change(body)
    } catch {
      throw .store(error)
    }
  }

  // MARK: ChatService

  /// Every chat, by number.
  public func chats() -> [Chat] {
    read([]) { db in try Self.chats(in: db) }
  }

  /// The chat numbered `id`.
  public func chat(id: Int) -> Chat? {
    read(nil) { db in try Self.chats(in: db, id: id).first }
  }

  /// The chats (or the one numbered `id`) with their messages, oldest first.
  static func chats(in db: Database, id: Int? = nil) throws -> [Chat] {
    let rows: [Row]
    let messages: [Row]
    if let id {
      rows = try Row.fetchAll(db, sql: "SELECT id, title FROM chat WHERE id = ?", arguments: [id])
      messages = try Row.fetchAll(
        db, sql: "SELECT chatId, author, text FROM message WHERE chatId = ? ORDER BY id",
        arguments: [id])
    } else {
      rows = try Row.fetchAll(db, sql: "SELECT id, title FROM chat ORDER BY id")
      messages = try Row.fetchAll(db, sql: "SELECT chatId, author, text FROM message ORDER BY id")
    }
    var chats = rows.map { Chat(id: $0[0], title: $0[1], messages: []) }
    var positions: [Int: Int] = [:]
    for (index, chat) in chats.enumerated() { positions[chat.id] = index }
    for row in messages {
      guard let index = positions[row[0]] else { continue }
      chats[index].messages.append(Message(author: row[1], text: row[2]))
    }
    return chats
  }

  /// Every chat, now and after each change saved, from a `ValueObservation`.
  public func chatsUpdates() -> AsyncThrowingStream<Revised<[Chat]>, any Error> {
    observe { db in try Self.chats(in: db) }
  }

  /// The chat numbered `id`, now and after each change saved, from a `ValueObservation`.
  public func chatUpdates(id: Int) -> AsyncThrowingStream<Revised<Chat?>, any Error> {
    observe { db in try Self.chats(in: db, id: id).first }
  }

  /// The revision of the last change this app saved.
  public var lastChangeRevision: Int { committed.value }

  /// `fetch`'s value with the revision it was read at, after every change; the revision is
  /// read in the same transaction, so it says exactly which changes the value shows.
  private func observe<Value: Sendable>(
    _ fetch: @escaping @Sendable (Database) throws -> Value
  ) -> AsyncThrowingStream<Revised<Value>, any Error> {
    let values = ValueObservation.tracking { db in
      Revised(value: try fetch(db), revision: try Self.revision(in: db))
    }.values(in: writer)
    return AsyncThrowingStream { continuation in
      let task = Task {
        do {
          for try await value in values { continuation.yield(value) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  private static func revision(in db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT number FROM revision WHERE id = 1") ?? 0
  }

  /// Adds a message from the logged-in user.
  public func send(_ text: String, to id: Int) throws(StoreError) {
    try change { db in
      let author =
        try String.fetchOne(
          db,
          sql: """
            SELECT account.displayName FROM session
            JOIN account ON account.username = session.username WHERE session.id = 1
            """) ?? "You"
      try db.execute(
        sql: "INSERT INTO message (chatId, author, text) SELECT id, ?, ? FROM chat WHERE id = ?",
        arguments: [author, text, id])
    }
  }

  /// Adds a chat with `name`.
  public func startChat(with name: String) throws(StoreError) -> Chat {
    try change { db in
      let id = (try Int.fetchOne(db, sql: "SELECT MAX(id) FROM chat") ?? 0) + 1
      try db.execute(sql: "INSERT INTO chat (id, title) VALUES (?, ?)", arguments: [id, name])
      return Chat(id: id, title: name, messages: [])
    }
  }

  // MARK: LibraryService

  /// Every library item.
  public func items() -> [LibraryItem] {
    read([]) { db in
      try Row.fetchAll(db, sql: "SELECT id, title, summary FROM libraryItem ORDER BY id").map {
        LibraryItem(id: $0[0], title: $0[1], summary: $0[2])
      }
    }
  }

  /// The library item numbered `id`.
  public func item(id: Int) -> LibraryItem? {
    items().first { $0.id == id }
  }

  // MARK: UserService

  /// The logged-in user.
  public func profile() -> User? { currentUser() }

  /// Renames the logged-in user.
  public func updateDisplayName(_ name: String) throws(StoreError) {
    try change { db in
      try db.execute(
        sql: """
          UPDATE account SET displayName = ?
          WHERE username = (SELECT username FROM session WHERE id = 1)
          """, arguments: [name])
    }
  }

  // MARK: Windows

  /// The windows saved by ``saveWindows(_:)``, frontmost first.
  public func savedWindows() -> [SavedWindow] {
    read([]) { db in
      try Row.fetchAll(db, sql: "SELECT id, snapshot FROM savedWindow ORDER BY position").map {
        SavedWindow(id: $0["id"], snapshot: $0["snapshot"])
      }
    }
  }

  /// Saves the windows on display, frontmost first, in place of those saved before; the
  /// frontmost's screens also where an earlier version of the app reads its one window's.
  public func saveWindows(_ windows: [SavedWindow]) throws(StoreError) {
    try change { db in
      try db.execute(sql: "DELETE FROM navigation")
      if let snapshot = windows.first?.snapshot {
        try db.execute(
          sql: "INSERT INTO navigation (id, snapshot) VALUES (1, ?)", arguments: [snapshot])
      }
      try db.execute(sql: "DELETE FROM savedWindow")
      for (position, window) in windows.enumerated() {
        try db.execute(
          sql: "INSERT INTO savedWindow (id, position, snapshot) VALUES (?, ?, ?)",
          arguments: [window.id, position, window.snapshot])
      }
    }
  }
}

/// What a window saved: its identifier and its screens (`nil` while it shows the login screens,
/// which are not restored).
public struct SavedWindow: Equatable, Sendable {
  /// The window's identifier.
  public let id: String
  /// The window's navigation snapshot, if it is kept.
  public let snapshot: Data?

  /// What window `id` saved.
  public init(id: String, snapshot: Data?) {
    self.id = id
    self.snapshot = snapshot
  }
}

extension User {
  /// The user of `account`.
  init(_ account: Account) {
    self.init(username: account.username, displayName: account.displayName)
  }
}

/// The highest revision this instance committed, read and raised from any thread.
///
/// NB: an `NSLock` rather than `Synchronization.Mutex`, which needs iOS 18 and macOS 15.
private final class CommittedRevision: @unchecked Sendable {
  // `@unchecked`: `revision` is read and written only while `lock` is held.
  private let lock = NSLock()
  private var revision = 0

  var value: Int { lock.withLock { revision } }

  func raise(to newRevision: Int) {
    lock.withLock { revision = max(revision, newRevision) }
  }
}
