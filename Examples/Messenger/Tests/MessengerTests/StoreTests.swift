import Foundation
import MessengerCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing the user saw as saved is lost, and a store that cannot be used says so.
@MainActor
@Suite("Messenger store: SQLite, nothing lost")
struct StoreTests {
  private func files(in directory: URL) throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
  }

  // Defect (issue 30): closing left the whole history in messenger.sqlite-wal (GRDB closed
  // the writer while the readers were open, and the checkpoint's failure was ignored): a copy
  // of messenger.sqlite alone started on demo data.
  @Test func afterQuittingTheDatabaseFileAloneHoldsTheHistory() async throws {
    let session = ScriptedSession()
    let result = await session.run(ScriptedSession.logIn + ["1", "1", "Kept in the file", "q"])
    #expect(result.code == .ok)
    #expect(!result.output.contains("Not closed cleanly"))
    let names = try files(in: session.directory)
    #expect(!names.contains("messenger.sqlite-wal"))
    #expect(!names.contains("messenger.sqlite-shm"))
    let copy = ScriptedSession()
    try FileManager.default.createDirectory(at: copy.directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: session.directory.appendingPathComponent("messenger.sqlite"),
      to: copy.directory.appendingPathComponent("messenger.sqlite"))
    let reopened = await copy.run(["1", "q"])
    #expect(reopened.output.contains("Demo User: Kept in the file"))
  }

  // Defect (issue 30): an emptied database file beside its journal was taken for a new
  // database; SQLite deleted the journal with the history and demo data took its place, without
  // a word.
  @Test func anEmptiedDatabaseIsMovedAsideWithItsJournal() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory, withIntermediateDirectories: true)
    let database = session.directory.appendingPathComponent("messenger.sqlite")
    try Data().write(to: database)
    try Data("frames".utf8).write(to: URL(fileURLWithPath: database.path + "-wal"))
    let result = await session.run(ScriptedSession.logIn + ["q"])
    #expect(result.code == .ok)
    #expect(result.output.contains("! The database messenger.sqlite is empty; it is kept as"))
    let asides = try files(in: session.directory).filter { $0.contains(".damaged-") }
    #expect(asides.count == 2)
    let journal = try #require(asides.first { $0.hasSuffix("-wal") })
    #expect(
      try Data(contentsOf: session.directory.appendingPathComponent(journal))
        == Data("frames".utf8))
  }

  @Test func aLegacyJSONFileIsImportedOnceAndKept() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory, withIntermediateDirectories: true)
    var data = MessengerData.demo
    data.chats[0].title = "Imported Ada"
    let json = session.directory.appendingPathComponent("messenger.json")
    try JSONEncoder().encode(data).write(to: json)

    let first = await session.run(ScriptedSession.logIn + ["1", "1", "After import", "q"])
    // Lines longer than 80 columns are wrapped.
    #expect(
      first.output.contains(
        "! Imported messenger.json into messenger.sqlite; the JSON file is kept as a\n  backup."))
    #expect(first.output.contains("-- Imported Ada --"))
    let second = await session.run(["1", "q"])
    #expect(!second.output.contains("Imported messenger.json"))
    #expect(second.output.contains("Demo User: After import"))
    #expect(try JSONDecoder().decode(MessengerData.self, from: Data(contentsOf: json)) == data)
  }

  // Defect (issue 30, found by a review): with a legacy file in the folder, a database moved
  // aside was replaced by the legacy file's history while the notice said "fresh demo data".
  @Test func aLostDatabaseBesideALegacyFileSaysItStartsOnThatFile() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory, withIntermediateDirectories: true)
    var data = MessengerData.demo
    data.chats[0].title = "Imported Ada"
    try JSONEncoder().encode(data).write(
      to: session.directory.appendingPathComponent("messenger.json"))
    _ = await session.run(["q"])
    try Data().write(to: session.directory.appendingPathComponent("messenger.sqlite"))

    let run = await session.run(ScriptedSession.logIn + ["1", "q"])
    let flat = run.output.replacingOccurrences(of: "\n  ", with: " ")
    #expect(flat.contains("Messenger starts on what messenger.json holds."))
    #expect(!flat.contains("fresh demo data"))
    #expect(run.output.contains("-- Imported Ada --"))
  }

  @Test func aDamagedDatabaseIsMovedAsideAndNothingIsEverOverwritten() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory, withIntermediateDirectories: true)
    let database = session.directory.appendingPathComponent("messenger.sqlite")
    var kept: [String: String] = [:]
    for damage in ["first damage", "second damage", "third damage"] {
      // The database and its journal files are replaced by something that is not SQLite.
      for suffix in ["-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: database.path + suffix)
      }
      try Data(damage.utf8).write(to: database)
      let result = await session.run(ScriptedSession.logIn + ["q"])
      #expect(result.code == .ok)
      #expect(result.output.contains("! The database messenger.sqlite is damaged; it is kept as"))
      #expect(result.output.contains("Tabs: [Chats]"))  // fresh demo data
      let asides = try files(in: session.directory).filter { $0.contains(".damaged-") }
      for aside in asides where kept[aside] == nil {
        kept[aside] = String(
          decoding: try Data(contentsOf: session.directory.appendingPathComponent(aside)),
          as: UTF8.self)
      }
    }
    #expect(Set(kept.values) == ["first damage", "second damage", "third damage"])
    for (aside, text) in kept {
      let now = try Data(contentsOf: session.directory.appendingPathComponent(aside))
      #expect(String(decoding: now, as: UTF8.self) == text, "\(aside) was overwritten")
    }
  }

  @Test func aDatabasePathThatIsAFolderStopsBeforeInput() async throws {
    let session = ScriptedSession()
    try FileManager.default.createDirectory(
      at: session.directory.appendingPathComponent("messenger.sqlite"),
      withIntermediateDirectories: true)
    let result = await session.run(ScriptedSession.logIn)
    #expect(result.code == .cannotCreate)
    #expect(
      result.errors
        == "messenger: \(session.directory.path)/messenger.sqlite is a folder, not a database: "
        + "move it away, or choose another folder with --data-dir.")
    #expect(result.output.isEmpty)
  }

  @Test func aDataDirectoryThatIsAFileStopsBeforeInput() async throws {
    let session = ScriptedSession()
    try Data("a file".utf8).write(to: session.directory)
    let result = await ScriptedSession.run(["--data-dir", session.directory.path])
    #expect(result.code == .cannotCreate)
    #expect(
      result.errors
        == "messenger: \(session.directory.path) is a file, not a folder: move it away, or "
        + "choose another folder with --data-dir.")
  }

  // As `nobody` when the tests run as root, whom permissions do not stop.
  @Test func aReadOnlyDataDirectoryStopsWith73AndSavesNothing() async throws {
    let empty = try MessengerProcess.makeDirectory()
    chmod(empty.path, 0o555)
    let refused = try MessengerProcess.run(
      ["--data-dir", empty.path], input: "1\ndemo\n", unprivileged: true)
    #expect(refused.code == 73)
    #expect(
      refused.errors
        == "messenger: Cannot write \(empty.path): Permission denied. Fix its permissions, or "
        + "choose another folder with --data-dir.\n")
    #expect(refused.output.isEmpty)
    #expect(try files(in: empty).isEmpty)

    let used = try MessengerProcess.makeDirectory()
    _ = try MessengerProcess.run(["--data-dir", used.path, "--print-tree"], unprivileged: true)
    chmod(used.path, 0o555)
    let readOnly = try MessengerProcess.run(
      ["--data-dir", used.path], input: "q\n", unprivileged: true)
    #expect(readOnly.code == 73)
    #expect(readOnly.errors.hasPrefix("messenger: Cannot write \(used.path): Permission denied."))
  }

  @Test func anUnreadableDatabaseStopsWith73AndIsNotReplaced() async throws {
    let directory = try MessengerProcess.makeDirectory()
    _ = try MessengerProcess.run(
      ["--data-dir", directory.path], input: "1\ndemo\n2\ndemo1234\n3\nq\n", unprivileged: true)
    let database = directory.appendingPathComponent("messenger.sqlite")
    let before = try Data(contentsOf: database)
    chmod(database.path, 0o000)
    let result = try MessengerProcess.run(
      ["--data-dir", directory.path], input: "q\n", unprivileged: true)
    #expect(result.code == 73)
    #expect(
      result.errors
        == "messenger: Cannot read \(database.path): Permission denied. Fix its permissions, "
        + "or choose another folder with --data-dir.\n")
    chmod(database.path, 0o600)
    #expect(try Data(contentsOf: database) == before)
  }

  @Test func twoInstancesOnOneDataDirectoryLoseNoMessage() async throws {
    let directory = try MessengerProcess.makeDirectory()
    _ = try MessengerProcess.run(
      ["--data-dir", directory.path], input: "1\ndemo\n2\ndemo1234\n3\nq\n")
    // Both open Ada's chat by link, whatever screens the other saved, and send at once.
    let arguments = ["--data-dir", directory.path, "--open", "messenger://chats/1"]
    let first = try MessengerProcess.start(arguments)
    let second = try MessengerProcess.start(arguments)
    for (process, who) in [(first, "first"), (second, "second")] {
      let stdin = process.standardInput as? Pipe
      let sends = (1...25).map { "1\n\(who) \($0)\n" }.joined() + "q\n"
      stdin?.fileHandleForWriting.write(Data(sends.utf8))
      try stdin?.fileHandleForWriting.close()
    }
    for process in [first, second] {
      _ = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    let check = try MessengerProcess.run(arguments, input: "q\n")
    for who in ["first", "second"] {
      for number in 1...25 {
        #expect(check.output.contains("Demo User: \(who) \(number)\n"), "\(who) \(number) lost")
      }
    }
  }

  @Test func anInstanceSeesAnothersMessagesOnItsNextScreen() async throws {
    let directory = try MessengerProcess.makeDirectory()
    _ = try MessengerProcess.run(
      ["--data-dir", directory.path], input: "1\ndemo\n2\ndemo1234\n3\nq\n")
    let reader = try MessengerProcess.start(["--data-dir", directory.path])
    let input = (reader.standardInput as? Pipe)?.fileHandleForWriting
    let output = (reader.standardOutput as? Pipe)?.fileHandleForReading
    input?.write(Data("1\n".utf8))  // the reader shows Ada's chat…
    let before = MessengerProcess.read(from: output, until: "-- Ada --")
    #expect(!before.contains("From the other"))
    // …then another instance sends a message to it…
    _ = try MessengerProcess.run(
      ["--data-dir", directory.path, "--open", "messenger://chats/1"],
      input: "1\nFrom the other\nq\n")
    input?.write(Data("\nq\n".utf8))  // …and the reader's next screen shows it.
    try input?.close()
    let after = String(decoding: output?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    reader.waitUntilExit()
    #expect(after.contains("Demo User: From the other"))
  }

  @Test func killDashNineKeepsEveryMessageShownAsSent() async throws {
    let directory = try MessengerProcess.makeDirectory()
    let process = try MessengerProcess.start(["--data-dir", directory.path])
    let input = (process.standardInput as? Pipe)?.fileHandleForWriting
    let output = (process.standardOutput as? Pipe)?.fileHandleForReading
    input?.write(Data("1\ndemo\n2\ndemo1234\n3\n1\n1\nBefore the kill\n".utf8))
    let seen = MessengerProcess.read(from: output, until: "Demo User: Before the kill")
    #expect(seen.contains("Demo User: Before the kill"))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let after = try MessengerProcess.run(["--data-dir", directory.path], input: "q\n")
    #expect(after.output.contains("Demo User: Before the kill"))
  }

  @Test func noTemporaryFilesAccumulate() async throws {
    let directory = try MessengerProcess.makeDirectory()
    for round in 1...5 {
      _ = try MessengerProcess.run(
        ["--data-dir", directory.path],
        input: (round == 1 ? "1\ndemo\n2\ndemo1234\n3\n" : "") + "1\n1\nRound \(round)\nb\nq\n")
    }
    let names = try files(in: directory)
    #expect(
      names.isSubset(of: [
        "messenger.sqlite", "messenger.sqlite-wal", "messenger.sqlite-shm", "messenger.created",
      ]))
  }
}
