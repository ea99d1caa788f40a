import Foundation
import MessengerCore

/// `messenger`'s command line: options, the input loop, exit codes.
@MainActor
public enum MessengerCommand {
  /// Exit codes, from sysexits.
  public enum ExitCode: Int32 {
    /// Finished normally.
    case ok = 0
    /// The command line was wrong.
    case usage = 64
    /// The script file could not be read.
    case noInput = 66
    /// The data directory could not be written.
    case cannotCreate = 73
  }

  /// The help text.
  public static let usage = """
    Usage: messenger [options]

    The Wayfinder sample app in a terminal. Type a number to choose, or b (back),
    d (dismiss), t <tab>, open <link>, tree, q (quit).

    Options:
      --data-dir <path>   where the data lives (default: \(DataStore.defaultDirectory.path))
      --script <file>     read commands from a file instead of the terminal
      --open <link>       open a deep link at launch, e.g. messenger://chats/2
      --print-tree        print the navigation tree and exit
      -h, --help          show this help

    Demo account: username demo, password demo1234.
    """

  /// Runs with `arguments` (without the program name), reading lines from `readLine`.
  public static func run(
    arguments: [String], readLine: () -> String?, write: (String) -> Void,
    writeError: (String) -> Void, interactive: Bool
  ) -> ExitCode {
    var dataDirectory = DataStore.defaultDirectory
    var script: String?
    var links: [String] = []
    var printTree = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        write(usage)
        return .ok
      case "--print-tree": printTree = true
      case "--data-dir", "--script", "--open":
        guard let value = remaining.popFirst() else {
          writeError("messenger: \(argument) needs a value. See messenger --help.")
          return .usage
        }
        switch argument {
        case "--data-dir": dataDirectory = URL(fileURLWithPath: value)
        case "--script": script = value
        default: links.append(value)
        }
      default:
        writeError("messenger: unknown option \(argument). See messenger --help.")
        return .usage
      }
    }

    var scriptLines: [String] = []
    if let script {
      guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
        writeError("messenger: cannot read the script \(script).")
        return .noInput
      }
      scriptLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let store: DataStore
    do throws(StoreError) {
      store = try DataStore(directory: dataDirectory)
    } catch {
      writeError("messenger: \(error)")
      return .cannotCreate
    }

    let app = MessengerApp(store: store)
    for notice in app.notices { write("! \(notice)") }
    for link in links { write(app.open(link)) }
    if printTree {
      write(app.navigator.tree.text)
      return .ok
    }

    let session = TerminalSession(app: app)
    write(session.render())
    var next = 0
    while !session.hasQuit {
      let line: String?
      if script != nil {
        line = next < scriptLines.count ? scriptLines[next] : nil
        next += 1
      } else {
        if interactive { write("> ") }
        line = readLine()
      }
      guard let line else { break }
      if !interactive { write("> \(line)") }
      write(session.handle(line))
    }
    app.save()
    return .ok
  }
}
