import Foundation
import GRDB

/// The database's tables, created and changed by a `DatabaseMigrator`: every version of the
/// app upgrades an older database in place, once, whichever process opens it first.
enum Schema {
  /// The first migration, which makes the tables: a database where it has run is the app's.
  static let tablesMigration = "v1: tables"

  /// Whether `db` has the app's tables: the migration that makes them has run there.
  static func isPresent(in db: Database) throws -> Bool {
    try DatabaseMigrator().appliedIdentifiers(db).contains(tablesMigration)
  }

  /// The migrations, in order. `initialData` fills a new database: the data imported from an
  /// earlier version's JSON file, or the demo data.
  static func migrator(initialData: @escaping @Sendable () -> MessengerData) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration(tablesMigration) { db in
      try db.create(table: "account") { t in
        t.primaryKey("username", .text)
        t.column("password", .text).notNull()
        t.column("email", .text).notNull()
        t.column("displayName", .text).notNull()
      }
      // One row: whose session is stored (shared by every instance on the data directory).
      try db.create(table: "session") { t in
        t.primaryKey("id", .integer).check { $0 == 1 }
        t.column("username", .text)
      }
      try db.create(table: "chat") { t in
        t.primaryKey("id", .integer)
        t.column("title", .text).notNull()
      }
      try db.create(table: "message") { t in
        t.autoIncrementedPrimaryKey("id")
        t.belongsTo("chat", onDelete: .cascade).notNull()
        t.column("author", .text).notNull()
        t.column("text", .text).notNull()
      }
      try db.create(table: "libraryItem") { t in
        t.primaryKey("id", .integer)
        t.column("title", .text).notNull()
        t.column("summary", .text).notNull()
      }
      try db.create(table: "resetPIN") { t in
        t.primaryKey("email", .text)
        t.column("pin", .text).notNull()
      }
      // One row: the screens on display when the app last stopped.
      try db.create(table: "navigation") { t in
        t.primaryKey("id", .integer).check { $0 == 1 }
        t.column("snapshot", .blob).notNull()
      }
      // One row: a number every change of this app's data increases, read with the data.
      try db.create(table: "revision") { t in
        t.primaryKey("id", .integer).check { $0 == 1 }
        t.column("number", .integer).notNull()
      }
      try db.execute(sql: "INSERT INTO revision (id, number) VALUES (1, 0)")
    }
    migrator.registerMigration("v1: initial data") { db in
      try insert(initialData(), into: db)
    }
    // Every window's screens, frontmost first (position 0); the screens saved before the app
    // had windows are window 1's. The one-row `navigation` table stays, with the frontmost
    // window's screens, for an earlier build that opens this database.
    migrator.registerMigration("v2: windows") { db in
      try db.create(table: "savedWindow") { t in
        t.primaryKey("id", .text)
        t.column("position", .integer).notNull()
        t.column("snapshot", .blob)
      }
      try db.execute(
        sql: """
          INSERT INTO savedWindow (id, position, snapshot) SELECT '1', 0, snapshot
          FROM navigation WHERE id = 1
          """)
    }
    return migrator
  }

  /// Writes `data` into an empty database.
  static func insert(_ data: MessengerData, into db: Database) throws {
    for account in data.accounts {
      try db.execute(
        sql: "INSERT INTO account (username, password, email, displayName) VALUES (?, ?, ?, ?)",
        arguments: [account.username, account.password, account.email, account.displayName])
    }
    try db.execute(
      sql: "INSERT INTO session (id, username) VALUES (1, ?)", arguments: [data.session])
    for chat in data.chats {
      try db.execute(
        sql: "INSERT INTO chat (id, title) VALUES (?, ?)", arguments: [chat.id, chat.title])
      for message in chat.messages {
        try db.execute(
          sql: "INSERT INTO message (chatId, author, text) VALUES (?, ?, ?)",
          arguments: [chat.id, message.author, message.text])
      }
    }
    for item in data.library {
      try db.execute(
        sql: "INSERT INTO libraryItem (id, title, summary) VALUES (?, ?, ?)",
        arguments: [item.id, item.title, item.summary])
    }
    for (email, pin) in data.resetPINs {
      try db.execute(
        sql: "INSERT INTO resetPIN (email, pin) VALUES (?, ?)", arguments: [email, pin])
    }
  }
}
