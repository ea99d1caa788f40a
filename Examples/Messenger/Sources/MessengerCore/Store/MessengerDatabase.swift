import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sample's SQLite database, `messenger.sqlite` in a data directory: a `DatabasePool` in
/// WAL mode, so several instances of the app can use one directory at once, and every change
/// is committed before the app shows it as done.
///
/// Opening checks what would otherwise lose data silently: a directory or database that
/// cannot be written or read is an error (the app stops before the user can type); a damaged
/// database, an empty one, or one without the app's tables in a folder the app used before
/// (its mark, ``markFileName``, is there) is moved aside with its journal under a name that is
/// not taken yet, and the app starts on fresh demo data.
public final class MessengerDatabase: Sendable {
  /// The connection to the database.
  public let writer: any DatabaseWriter
  /// Messages for the user from opening: data imported, a damaged file moved aside.
  public let notices: [String]

  /// The database's file name in the data directory.
  public static let fileName = "messenger.sqlite"
  /// The JSON file of earlier versions, imported once into a new database and kept as it is.
  public static let legacyFileName = "messenger.json"

  /// The default data directory: `$XDG_DATA_HOME/messenger`, else `~/.local/share/messenger`
  /// (on macOS `~/Library/Application Support/Messenger`).
  public static var defaultDirectory: URL {
    #if os(macOS)
      FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent("Library/Application Support/Messenger")
    #else
      if let xdg = ProcessInfo.processInfo.environment["XDG_DATA_HOME"], !xdg.isEmpty {
        URL(fileURLWithPath: xdg).appendingPathComponent("messenger")
      } else {
        FileManager.default.homeDirectoryForCurrentUser
          .appendingPathComponent(".local/share/messenger")
      }
    #endif
  }

  /// A database in memory holding `data`, for tests and previews.
  public init(inMemory data: MessengerData = .demo) throws {
    let queue = try DatabaseQueue()
    try Schema.migrator(initialData: { data }).migrate(queue)
    writer = queue
    notices = []
  }

  /// Opens (or creates) the database in `directory`, creating the directory when needed, and
  /// marks the directory as used (``markFileName``).
  ///
  /// - Throws: ``StoreError/unwritable(path:detail:)`` or ``StoreError/unreadable(path:detail:)``
  ///   when the directory or the database cannot be used; nothing is changed then.
  public init(directory: URL) throws(StoreError) {
    let path = directory.appendingPathComponent(Self.fileName).path
    try Self.checkDirectory(directory.path)
    try Self.checkFile(path)
    var notices: [String] = []
    // NB: SQLite takes an empty file, or one without the app's tables, for a new database:
    // the journal beside it, which may hold the whole history, is lost and demo data seeded.
    let usedBefore = FileManager.default.fileExists(
      atPath: directory.appendingPathComponent(Self.markFileName).path)
    var lost: (loss: String, aside: String)?
    if let loss = Self.loss(at: path, usedBefore: usedBefore) {
      lost = (loss, try Self.moveAside(path))
    }
    let legacy = Self.legacyData(
      in: directory, isNew: !FileManager.default.fileExists(atPath: path))
    if let lost {
      // NB: says what the app starts on: a legacy file beside the lost database is imported
      // again, so it is not demo data then.
      let start = legacy.data == nil ? "fresh demo data" : "what \(Self.legacyFileName) holds"
      notices.append(
        "The database \(Self.fileName) \(lost.loss); it is kept as \(lost.aside), with its "
          + "journal, and Messenger starts on \(start).")
    }
    if let notice = legacy.notice { notices.append(notice) }
    do {
      writer = try Self.open(path, initialData: legacy.data ?? .demo)
    } catch let error as DatabaseError where Self.isDamage(error) {
      let aside = try Self.moveAside(path)
      notices.append(
        "The database \(Self.fileName) is damaged; it is kept as \(aside) and Messenger starts "
          + "on fresh demo data.")
      do {
        writer = try Self.open(path, initialData: .demo)
      } catch {
        throw Self.problem(error, path: path)
      }
    } catch {
      throw Self.problem(error, path: path)
    }
    self.notices = notices
    try Self.markUsed(directory)
  }

  /// Moves the whole history into `messenger.sqlite` and closes the database: after it,
  /// the file alone holds everything, and the journal files are gone unless another instance
  /// still has the database open. Later use of the database throws.
  ///
  /// - Throws: ``StoreError/notClosed(detail:)`` when the history could not be moved into the
  ///   file (another instance is writing, the disk is full): it stays in the journal, which the
  ///   next start reads, so keep the files together.
  public func close() throws(StoreError) {
    guard let pool = writer as? DatabasePool else { return }
    do {
      // NB: closes the reader connections first, so that the writer closes last and SQLite
      // removes the journal; GRDB's `close()` closes the writer before the readers.
      pool.releaseMemory()
      try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
      try pool.close()
    } catch {
      throw .notClosed(detail: String(describing: error))
    }
  }

  /// Opens the pool, brings the schema up to date and checks that the file is sound.
  private static func open(_ path: String, initialData: MessengerData) throws -> DatabasePool {
    var configuration = Configuration()
    // Another instance may be writing: wait for it rather than fail.
    configuration.busyMode = .timeout(10)
    let pool = try DatabasePool(path: path, configuration: configuration)
    try Schema.migrator(initialData: { initialData }).migrate(pool)
    let check = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
    guard check == "ok" else {
      throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: check ?? "quick_check failed")
    }
    return pool
  }

  private static func checkDirectory(_ path: String) throws(StoreError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .inTheWay(path: path, isFolder: false) }
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .unwritable(path: path, detail: Self.reason(of: error))
      }
    }
    // SQLite writes its journal beside the database, so the folder itself must be writable.
    guard access(path, W_OK | X_OK) == 0 else {
      throw .unwritable(path: path, detail: String(cString: strerror(errno)))
    }
  }

  private static func checkFile(_ path: String) throws(StoreError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    if isDirectory.boolValue {
      throw .inTheWay(path: path, isFolder: true)
    }
    guard access(path, R_OK) == 0 else {
      throw .unreadable(path: path, detail: String(cString: strerror(errno)))
    }
    guard access(path, W_OK) == 0 else {
      throw .unwritable(path: path, detail: String(cString: strerror(errno)))
    }
  }

  /// The data of an earlier version's JSON file, for a database about to be created.
  private static func legacyData(in directory: URL, isNew: Bool) -> (
    data: MessengerData?, notice: String?
  ) {
    let url = directory.appendingPathComponent(legacyFileName)
    guard isNew, FileManager.default.fileExists(atPath: url.path) else { return (nil, nil) }
    do {
      let data = try JSONDecoder().decode(MessengerData.self, from: Data(contentsOf: url))
      return (
        data,
        "Imported \(legacyFileName) into \(fileName); the JSON file is kept as a backup."
      )
    } catch {
      return (
        nil,
        "\(legacyFileName) could not be imported (\(reason(of: error))); it is left as it is "
          + "and Messenger starts on demo data."
      )
    }
  }

  private static func problem(_ error: any Error, path: String) -> StoreError {
    if let error = error as? DatabaseError,
      error.resultCode == .SQLITE_PERM || error.resultCode == .SQLITE_AUTH
    {
      return .unreadable(path: path, detail: reason(of: error))
    }
    return .unwritable(path: path, detail: reason(of: error))
  }

  static func reason(of error: any Error) -> String {
    if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
    return (error as NSError).localizedDescription
  }
}
