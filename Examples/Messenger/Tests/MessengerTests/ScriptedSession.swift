import Foundation
import MessengerTerminal

/// Runs `messenger` in-process on a script, as `messenger --script FILE` would.
@MainActor
struct ScriptedSession {
  let directory: URL

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("messenger-tests-\(UUID().uuidString)")
  }

  /// Runs `commands` with `arguments`, returning the exit code, the output and the errors.
  func run(_ commands: [String], arguments: [String] = []) async
    -> (code: MessengerCommand.ExitCode, output: String, errors: String)
  {
    let script = directory.appendingPathExtension("script")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? commands.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    return await Self.run(["--data-dir", directory.path, "--script", script.path] + arguments)
  }

  /// Runs the command line `arguments` with no input.
  static func run(_ arguments: [String]) async
    -> (code: MessengerCommand.ExitCode, output: String, errors: String)
  {
    var output: [String] = []
    var errors: [String] = []
    let code = await MessengerCommand.run(
      arguments: arguments,
      console: .init(
        readLine: { _, _ in nil }, write: { output.append($0) },
        writeError: { errors.append($0) }))
    return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  /// The commands that log in with the demo account.
  static let logIn = ["1", "demo", "2", "demo1234", "3"]
}

extension String {
  /// Whether `parts` appear in this text in this order.
  func containsInOrder(_ parts: [String]) -> Bool {
    var rest = self[...]
    for part in parts {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }
}
