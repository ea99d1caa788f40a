import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What opening finds wrong with a database file, and how the file is kept aside: damage
/// SQLite reports, and losses it would take for a new database.
extension MessengerDatabase {
  /// The file that says Messenger has kept its data in a folder, written there once the
  /// database is open. While it is there, a `messenger.sqlite` without Messenger's tables has
  /// lost them: it is kept aside rather than filled with demo data.
  public static let markFileName = "messenger.created"

  /// What the mark says to someone who opens it.
  static let markText = """
    Messenger keeps its data in this folder: messenger.sqlite, and messenger.sqlite-wal while \
    it runs or after a crash. While this file is here, a messenger.sqlite without Messenger's \
    tables is kept aside as damaged instead of being taken for a new database.

    """

  /// What is wrong with the database file at `path` that SQLite would take for a new
  /// database, losing what its journal holds; `nil` when nothing is, or the file is missing.
  ///
  /// An empty file is never left by Messenger. A sound database without Messenger's tables is
  /// a loss in a folder Messenger used before (the mark is there); elsewhere it is the file of
  /// a first start that stopped before making them, and the tables are made in it.
  static func loss(at path: String, usedBefore: Bool) -> String? {
    if isEmpty(path) { return "is empty" }
    if usedBefore && lacksTables(path) {
      return "has none of Messenger's tables, though Messenger used this folder before"
    }
    return nil
  }

  /// Writes the mark in `directory` when it is not there yet.
  ///
  /// - Throws: ``StoreError/unwritable(path:detail:)`` when it cannot be written.
  static func markUsed(_ directory: URL) throws(StoreError) {
    let mark = directory.appendingPathComponent(markFileName)
    guard !FileManager.default.fileExists(atPath: mark.path) else { return }
    do {
      try Data(markText.utf8).write(to: mark, options: .withoutOverwriting)
    } catch {
      // Another instance may have written it in between.
      guard !FileManager.default.fileExists(atPath: mark.path) else { return }
      throw .unwritable(path: mark.path, detail: reason(of: error))
    }
  }

  /// Whether the file at `path` exists and holds nothing.
  private static func isEmpty(_ path: String) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber
    return size?.intValue == 0
  }

  /// Whether the file at `path` is a database SQLite can read, with its journal, that lacks
  /// Messenger's tables. A file SQLite cannot read is left to the damage checks of opening.
  private static func lacksTables(_ path: String) -> Bool {
    guard FileManager.default.fileExists(atPath: path) else { return false }
    var configuration = Configuration()
    // NB: read-only, so that nothing is written and the journal is neither checkpointed nor
    // deleted when the connection closes: what it holds stays for the copy kept aside.
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      return try !queue.read(Schema.isPresent)
    } catch {
      return false
    }
  }

  /// Whether `error` says the file is not a sound database.
  static func isDamage(_ error: DatabaseError) -> Bool {
    error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
  }

  /// Moves the damaged database (and its journal files) to a name nothing has yet, and
  /// returns that name.
  static func moveAside(_ path: String) throws(StoreError) -> String {
    let stamp = Int(Date().timeIntervalSince1970)
    for attempt in 1...1_000 {
      let aside = "\(path).damaged-\(stamp)" + (attempt == 1 ? "" : "-\(attempt)")
      // NB: `link` fails when the name is taken, so nothing is ever overwritten.
      if link(path, aside) == 0 {
        unlink(path)
        for suffix in ["-wal", "-shm"] where link(path + suffix, aside + suffix) == 0 {
          unlink(path + suffix)
        }
        return URL(fileURLWithPath: aside).lastPathComponent
      }
      guard errno == EEXIST else {
        throw .unwritable(path: path, detail: String(cString: strerror(errno)))
      }
    }
    throw .unwritable(path: path, detail: "every name for a copy of the damaged file is taken")
  }
}
