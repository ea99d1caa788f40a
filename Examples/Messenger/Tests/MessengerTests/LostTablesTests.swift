import Foundation
import GRDB
import MessengerCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `messenger.sqlite` that SQLite reads but that has none of the app's tables: lost data in
/// a folder the app used before, the file of an interrupted first start elsewhere.
@MainActor
@Suite("Messenger store: a database without the app's tables")
struct LostTablesTests {
  /// Databases without the app's tables, as they may replace a user's.
  enum Replacement: String, CaseIterable, Sendable {
    /// Tables of another program, with a row.
    case otherTables
    /// No table at all: the file SQLite leaves when the journal with every change is gone.
    case noTables

    /// Writes the database at `url`, and returns its bytes.
    func write(at url: URL) throws -> Data {
      try? FileManager.default.removeItem(at: url)
      let queue = try DatabaseQueue(path: url.path)
      try queue.write { db in
        switch self {
        case .otherTables:
          try db.execute(sql: "CREATE TABLE note (text TEXT); INSERT INTO note VALUES ('mine')")
        case .noTables:
          try db.execute(sql: "PRAGMA user_version = 7")
        }
      }
      try queue.close()
      return try Data(contentsOf: url)
    }
  }

  private func names(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
  }

  // Defect (issue 30): a database that lost the app's tables (its journal gone or damaged, or
  // the file replaced) was taken for a new one in a folder the app had used: demo data went
  // into it without a word, and the history was not kept aside.
  @Test(arguments: Replacement.allCases)
  func inAFolderUsedBeforeItIsMovedAsideAndTheUserTold(_ replacement: Replacement) async throws {
    let session = ScriptedSession()
    let first = await session.run(ScriptedSession.logIn + ["1", "1", "Before the loss", "q"])
    #expect(first.code == .ok)
    #expect(try names(in: session.directory).contains(MessengerDatabase.markFileName))
    let database = session.directory.appendingPathComponent(MessengerDatabase.fileName)
    let replaced = try replacement.write(at: database)

    let result = await session.run(ScriptedSession.logIn + ["1", "q"])
    #expect(result.code == .ok)
    let output = result.output.replacingOccurrences(of: "\n  ", with: " ")
    #expect(
      output.containsInOrder([
        "! The database messenger.sqlite has none of Messenger's tables, though Messenger used "
          + "this folder before; it is kept as messenger.sqlite.damaged-",
        "-- Log in --", "-- Ada --", "Ada: Welcome to Messenger!",
      ]))
    #expect(!output.contains("Before the loss"))
    let asides = try names(in: session.directory).filter { $0.contains(".damaged-") }
    #expect(asides.count == 1)
    let aside = try #require(asides.first)
    #expect(try Data(contentsOf: session.directory.appendingPathComponent(aside)) == replaced)
  }

  /// A data folder after a crash (kill -9) that followed sending `message`: the database file
  /// holds no table yet, its journal holds everything.
  private func folderAfterACrash(sending message: String) throws -> URL {
    let directory = try MessengerProcess.makeDirectory()
    let process = try MessengerProcess.start(["--data-dir", directory.path])
    let input = (process.standardInput as? Pipe)?.fileHandleForWriting
    let output = (process.standardOutput as? Pipe)?.fileHandleForReading
    input?.write(Data("1\ndemo\n2\ndemo1234\n3\n1\n1\n\(message)\n".utf8))
    _ = MessengerProcess.read(from: output, until: "Demo User: \(message)")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return directory
  }

  // A journal that cannot be read after a crash: the file holds no table without it. The
  // damaged journal is kept aside with the file, for a recovery tool.
  @Test func aDamagedJournalAfterACrashIsKeptAsideWithTheFile() async throws {
    let directory = try folderAfterACrash(sending: "Only in the journal")
    let journal = directory.appendingPathComponent("messenger.sqlite-wal")
    var damaged = try Data(contentsOf: journal)
    try #require(damaged.count > 32)
    damaged.replaceSubrange(0..<32, with: Data(repeating: 0x2A, count: 32))
    try damaged.write(to: journal)

    let after = try MessengerProcess.run(["--data-dir", directory.path], input: "q\n")
    let text = after.output.replacingOccurrences(of: "\n  ", with: " ")
    #expect(after.code == 0)
    #expect(text.contains("! The database messenger.sqlite has none of Messenger's tables"))
    let asides = try names(in: directory).filter { $0.contains(".damaged-") }
    let keptJournal = try #require(asides.first { $0.hasSuffix("-wal") })
    #expect(try Data(contentsOf: directory.appendingPathComponent(keptJournal)) == damaged)
  }

  // The tables are looked for with the journal read, even without its index file (`-shm`), as
  // after copying the database and its journal alone: a sound journal is no loss.
  @Test func aSoundJournalWithoutItsIndexIsRead() async throws {
    let directory = try folderAfterACrash(sending: "Kept in the journal")
    try FileManager.default.removeItem(
      at: directory.appendingPathComponent("messenger.sqlite-shm"))
    let after = try MessengerProcess.run(["--data-dir", directory.path], input: "q\n")
    #expect(after.code == 0)
    #expect(!after.output.contains("! "))
    #expect(after.output.contains("Demo User: Kept in the journal"))
  }

  // The other side of the rule: where the app never kept its data, a file without its tables is
  // the file of a first start that stopped early, and the tables are made in it.
  @Test func inAFolderNeverUsedTheTablesAreMadeInIt() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory, withIntermediateDirectories: true)
    let database = session.directory.appendingPathComponent(MessengerDatabase.fileName)
    _ = try Replacement.noTables.write(at: database)
    let result = await session.run(ScriptedSession.logIn + ["q"])
    #expect(result.code == .ok)
    #expect(!result.output.contains("! "))
    #expect(result.output.contains("Tabs: [Chats]"))
    #expect(try names(in: session.directory).allSatisfy { !$0.contains(".damaged-") })
  }

  @Test func aNewFolderStartsOnDemoDataAndIsMarked() async throws {
    let session = ScriptedSession()
    let result = await session.run(ScriptedSession.logIn + ["q"])
    #expect(result.code == .ok)
    #expect(!result.output.contains("! "))
    #expect(result.output.contains("Ada (1 message)"))
    let mark = session.directory.appendingPathComponent(MessengerDatabase.markFileName)
    #expect(try String(contentsOf: mark, encoding: .utf8).hasPrefix("Messenger keeps its data"))
  }
}
