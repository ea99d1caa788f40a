import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `messenger` executable run as its own process, for what an in-process session cannot
/// show: two instances at once, `kill -9`, file permissions, a terminal.
struct MessengerProcess {
  /// The built executable, beside the test bundle.
  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("messenger")
  }

  /// Whether the tests run as root, which file permissions do not stop: permission tests
  /// then run the app as the unprivileged user `nobody`.
  static var isRoot: Bool { geteuid() == 0 }

  /// A new data directory that the user running the app owns.
  static func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("messenger-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if isRoot { try giveToNobody(directory) }
    return directory
  }

  /// Makes `path` belong to `nobody`, who runs the app in permission tests.
  static func giveToNobody(_ path: URL) throws {
    guard chown(path.path, 65_534, 65_534) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
    }
  }

  /// Starts the app with `arguments`; as `nobody` when the tests run as root and
  /// `unprivileged` is set.
  static func start(_ arguments: [String], unprivileged: Bool = false) throws -> Process {
    let process = Process()
    if unprivileged && isRoot {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments =
        ["--reuid=65534", "--regid=65534", "--clear-groups", "--", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.standardInput = Pipe()
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    return process
  }

  /// Runs the app with `arguments` and `input` to its end.
  static func run(_ arguments: [String], input: String = "", unprivileged: Bool = false)
    throws -> (code: Int32, output: String, errors: String)
  {
    let process = try start(arguments, unprivileged: unprivileged)
    let stdin = process.standardInput as? Pipe
    stdin?.fileHandleForWriting.write(Data(input.utf8))
    try stdin?.fileHandleForWriting.close()
    let output = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
    let errors = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output ?? Data(), as: UTF8.self),
      String(decoding: errors ?? Data(), as: UTF8.self)
    )
  }

  /// What `output` gives until `marker` appears in it (or the output ends).
  static func read(from output: FileHandle?, until marker: String) -> String {
    var seen = ""
    while !seen.contains(marker), let chunk = output?.availableData, !chunk.isEmpty {
      seen += String(decoding: chunk, as: UTF8.self)
    }
    return seen
  }
}
