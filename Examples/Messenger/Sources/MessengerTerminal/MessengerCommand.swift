import ArgumentParser
import Foundation
import MessengerCore
import WayfinderDI

/// `messenger`'s command line: options, the input loop, exit codes.
@MainActor
public enum MessengerCommand {
  /// Exit codes, from sysexits (also listed by `--help`).
  public enum ExitCode: Int32, CaseIterable {
    /// Finished normally.
    case ok = 0
    /// The command line was wrong.
    case usage = 64
    /// The script is not UTF-8 text.
    case dataError = 65
    /// The script file could not be read.
    case noInput = 66
    /// The app's services could not be made: a defect in the app, not in its input.
    case software = 70
    /// The data directory or its database could not be read or written.
    case cannotCreate = 73
  }

  /// Where input comes from and output goes.
  public struct Console {
    /// Reads a line after a prompt; a secret one is not echoed. `nil` at the end of input.
    public var readLine: @MainActor (_ prompt: String, _ isSecret: Bool) -> String?
    /// Writes lines of output.
    public var write: @MainActor (String) -> Void
    /// Writes lines to standard error.
    public var writeError: @MainActor (String) -> Void
    /// Whether this is a terminal: each screen replaces the last, and input is not echoed.
    public var isTerminal: Bool
    /// Whether titles and errors are coloured.
    public var usesColor: Bool
    /// The widest line to write, in columns: a terminal's width, asked at each write (the
    /// window may have been resized), or ``TerminalText/width``.
    public var width: @MainActor () -> Int

    /// A console of these parts.
    public init(
      readLine: @escaping @MainActor (_ prompt: String, _ isSecret: Bool) -> String?,
      write: @escaping @MainActor (String) -> Void,
      writeError: @escaping @MainActor (String) -> Void,
      isTerminal: Bool = false, usesColor: Bool = false,
      width: @escaping @MainActor () -> Int = { TerminalText.width }
    ) {
      self.readLine = readLine
      self.write = write
      self.writeError = writeError
      self.isTerminal = isTerminal
      self.usesColor = usesColor
      self.width = width
    }
  }

  /// Runs with `arguments` (without the program name) on `console`.
  public static func run(arguments: [String], console: Console) async -> ExitCode {
    let options: MessengerOptions
    do {
      options = try MessengerOptions.parse(arguments)
    } catch {
      let message = MessengerOptions.fullMessage(for: error)
      if MessengerOptions.exitCode(for: error) == .success {
        console.write(message)
        return .ok
      }
      console.writeError(message)
      return .usage
    }

    var script: [String]?
    if let path = options.script {
      do throws(ScriptFile.Problem) {
        script = try ScriptFile.lines(at: path)
      } catch {
        switch error {
        case .unreadable(let path, let detail):
          console.writeError("messenger: cannot read the script \(path): \(detail).")
          return .noInput
        case .notUTF8(let path, let offset):
          console.writeError(
            "messenger: the script \(path) is not UTF-8 text (invalid byte at offset \(offset)).")
          return .dataError
        }
      }
    }

    let database: MessengerDatabase
    do throws(StoreError) {
      database = try MessengerDatabase(
        directory: options.dataDirectory.map { URL(fileURLWithPath: $0) }
          ?? MessengerDatabase.defaultDirectory)
    } catch {
      console.writeError("messenger: \(TerminalText.escaped(error.description))")
      return .cannotCreate
    }

    let app: MessengerApp
    do throws(ResolutionError) {
      app = try MessengerApp(database: database)
    } catch {
      console.writeError("messenger: \(TerminalText.escaped(error.description))")
      return .software
    }
    let show = { (text: String) in
      let safe = TerminalText.wrapped(TerminalText.escaped(text), width: console.width())
      console.write(console.usesColor ? TerminalText.styled(safe) : safe)
    }
    for notice in app.notices { show("! \(notice)") }
    for link in options.links { show(app.open(link)) }
    let close = {
      do throws(StoreError) { try app.close() } catch { show("! \(error)") }
    }
    if options.printTree {
      show(app.tree)
      close()
      return .ok
    }

    let session = TerminalSession(app: app)
    var screen = session.render()
    var scripted = script?[...]
    while !session.hasQuit {
      let isSecret = session.expectsSecret
      var prompt = "> "
      if console.isTerminal, let asked = session.pendingPrompt {
        // A question is asked below the screen it belongs to, which stays.
        prompt = TerminalText.escaped(asked) + " " + TerminalSession.fieldHint + ": "
      } else {
        if console.isTerminal {
          // The screen is cleared: a message alone is shown above the screen it is about.
          console.write(TerminalText.clearScreen)
          let current = session.render()
          show(screen.contains(current) || session.hasQuit ? screen : screen + "\n" + current)
        } else {
          show(screen)
        }
      }
      let line: String?
      if scripted != nil {
        line = scripted?.popFirst()
      } else {
        line = console.readLine(console.isTerminal ? prompt : "", isSecret)
      }
      guard let line else {
        // NB: the end of input (Ctrl-D) at a question cancels the question; at the prompt it
        // quits.
        if let cancelled = session.cancelQuestion() {
          screen = cancelled
          continue
        }
        if let lost = session.unsavedChangesAtEnd() { show(lost) }
        break
      }
      if !console.isTerminal {
        console.write(
          TerminalText.wrapped(
            "> "
              + (isSecret
                ? String(repeating: "•", count: line.count) : TerminalText.escaped(line))))
      }
      screen = await session.handle(line)
    }
    if session.hasQuit { show(screen) }
    close()
    return .ok
  }
}
