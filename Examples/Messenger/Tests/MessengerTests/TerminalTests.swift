import Foundation
import MessengerTerminal
import Testing

/// The terminal front end's pieces: the line editor, what reaches the screen, and a real
/// session on a pseudo-terminal.
@Suite("Messenger on a terminal")
struct TerminalTests {
  private func type(_ bytes: [UInt8], into editor: inout LineEditor) -> [LineEditor.Outcome] {
    bytes.map { editor.feed($0) }
  }

  @Test func arrowAndFunctionKeysNeverEndUpInTheLine() {
    var editor = LineEditor()
    let keys: [[UInt8]] = [
      Array("ab".utf8), [0x1B, 0x5B, 0x44],  // left
      [0x1B, 0x5B, 0x43],  // right
      [0x1B, 0x4F, 0x50],  // F1
      [0x1B, 0x5B, 0x31, 0x35, 0x7E],  // F5
      [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43],  // Ctrl-right
      [0x1B, 0x66],  // Alt-f
      Array("c".utf8),
    ]
    _ = type(keys.flatMap { $0 }, into: &editor)
    #expect(editor.text == "abc")
    #expect(editor.feed(0x0D) == .submitted("abc"))
  }

  @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
    var editor = LineEditor()
    for line in ["1", "t library", "1"] {
      _ = type(Array(line.utf8), into: &editor)
      editor.newLine(remembering: line)
    }
    #expect(editor.history == ["1", "t library", "1"])
    _ = type(Array("dr".utf8), into: &editor)
    let up: [UInt8] = [0x1B, 0x5B, 0x41]
    let down: [UInt8] = [0x1B, 0x5B, 0x42]
    _ = type(up, into: &editor)
    #expect(editor.text == "1")
    _ = type(up + up + up, into: &editor)
    #expect(editor.text == "1")  // the oldest, and no further
    _ = type(down, into: &editor)
    #expect(editor.text == "t library")
    _ = type(down + down, into: &editor)
    #expect(editor.text == "dr")
  }

  @Test func editingKeys() {
    var editor = LineEditor()
    _ = type(Array("héllo".utf8) + [0x7F, 0x7F], into: &editor)
    #expect(editor.text == "hél")
    _ = type([0x15], into: &editor)  // Ctrl-U
    #expect(editor.text.isEmpty)
    #expect(editor.feed(0x04) == .endOfInput)  // Ctrl-D on an empty line
    #expect(editor.feed(0x03) == .interrupted)  // Ctrl-C
    _ = type([0xFF] + Array("ok".utf8), into: &editor)  // a stray byte is dropped
    #expect(editor.text == "ok")
  }

  @Test func linesAreWrappedToEightyColumns() {
    let line = "Demo User: " + String(repeating: "abc ", count: 30)
    let wrapped = TerminalText.wrapped(line)
    #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(wrapped.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(wrapped.replacingOccurrences(of: "\n  ", with: " ") == line)
    #expect(
      TerminalText.wrapped(String(repeating: "x", count: 170)).split(separator: "\n").map(\.count)
        == [80, 80, 14])
  }

  // A terminal a couple of columns wide (a tiny split) made pieces too short to hold a
  // character after the indent: the wrapping looped for ever, or trapped at one column.
  @Test func aTinyWidthWrapsAtTheMinimum() {
    let line = String(repeating: "ab ", count: 20)
    for width in [-1, 0, 1, 2, 3] {
      let wrapped = TerminalText.wrapped(line, width: width)
      #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= TerminalText.minimumWidth })
      #expect(wrapped.replacingOccurrences(of: "\n  ", with: " ") == line)
    }
  }

  // Defect (issue 30): wrapping counted the rest of the line for each piece, so a line of a
  // million characters took half a minute; the pieces are the same as before.
  @Test func wrappingCutsAtTheSameColumnsAsLongAsTheLineIs() {
    let pieces = { (count: Int) in
      TerminalText.wrapped(String(repeating: "x", count: count)).split(separator: "\n")
        .map(\.count)
    }
    #expect(pieces(80) == [80])
    #expect(pieces(81) == [80, 3])
    #expect(pieces(158) == [80, 80])
    #expect(pieces(159) == [80, 80, 3])
    #expect(pieces(100_000).count == 1 + (100_000 - 80 + 77) / 78)
    #expect(
      TerminalText.wrapped("a " + String(repeating: "b", count: 79)) == "a\n  "
        + String(repeating: "b", count: 78) + "\n  b")
  }

  // Defect (issue 30): wrapping counted the rest of the line for each piece, so its work grew
  // with the square of the line's length. Counted in characters visited, not timed: twice the
  // text is twice the work, and a few visits per character at most.
  @Test func wrappingVisitsEachCharacterABoundedNumberOfTimes() {
    let words = ["Ada", "wrote", "a", "rather", "long", "message,", "then", "another", "one"]
    func visits(_ count: Int) -> Int {
      let line = (0..<count).map { words[$0 % words.count] }.joined(separator: " ")
      let text = CountedText(line)
      let pieces = TerminalText.pieces(of: text, width: 80)
      let count = text.visits.count
      #expect(pieces.map { String($0) }.joined(separator: " ") == line)
      return count
    }
    let once = visits(2_000)
    let twice = visits(4_000)
    let characters = (0..<2_000).map { words[$0 % words.count].count + 1 }.reduce(0, +)
    #expect(once <= 4 * characters, "\(once) visits for \(characters) characters")
    #expect(Double(twice) / Double(once) < 2.1, "\(once) visits, then \(twice) for twice the text")
  }

  @Test func colourOnlyOnATerminalWithoutNO_COLOR() {
    #expect(TerminalText.usesColor(isTerminal: true, environment: [:]))
    #expect(!TerminalText.usesColor(isTerminal: false, environment: [:]))
    #expect(!TerminalText.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(TerminalText.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!TerminalText.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
    #expect(
      TerminalText.styled("-- Chats --\n! Not saved\nAda")
        == "\u{1B}[1m-- Chats --\u{1B}[0m\n\u{1B}[31m! Not saved\u{1B}[0m\nAda")
  }

  // A real session on a pseudo-terminal (util-linux `script`): screens redrawn, colour, no
  // password echo, history, and keys that never reach a command.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func aSessionOnAPseudoTerminal() throws {
    let plain = try PseudoTerminal.run(environment: [:])
    #expect(plain.contains("\u{1B}[H\u{1B}[2J"))
    #expect(plain.contains("\u{1B}[1m-- Log in --\u{1B}[0m"))
    #expect(plain.contains("\u{1B}[31m! Wrong username or password."))
    #expect(!plain.contains("secret-pw"))
    #expect(plain.contains("Unknown command `3q`."))  // up recalled `3`, left/right did nothing
    let uncoloured = try PseudoTerminal.run(environment: ["NO_COLOR": "1"])
    #expect(!uncoloured.contains("\u{1B}[1m"))
    #expect(!uncoloured.contains("\u{1B}[31m"))
    #expect(uncoloured.contains("\u{1B}[H\u{1B}[2J"))
  }

  // Defect: lines were cut at 80 columns whatever the terminal's width, so the tree drawing
  // wrapped in a wide window. The width is now the terminal's: a narrow one wraps the key line,
  // and a wide one keeps an unknown command's message (about 85 columns) on one line.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func linesFollowTheTerminalsWidth() throws {
    let keys = "Keys: <number> choose · b back · d dismiss · ? help · q quit"
    let unknown = "Unknown command `zzz`. " + keys
    let steps = [
      (waitFor: "Forgot password", send: "zzz\r"), (waitFor: "Unknown command", send: "q\r"),
    ]
    let narrow = try PseudoTerminal.run(environment: ["NO_COLOR": "1"], columns: 40, steps: steps)
    #expect(narrow.contains("Keys: <number> choose · b back · d"))
    #expect(!narrow.contains(keys))
    let wide = try PseudoTerminal.run(environment: ["NO_COLOR": "1"], columns: 200, steps: steps)
    #expect(wide.contains(unknown))
  }
}

/// `messenger` under `script`, which gives it a pseudo-terminal, answered step by step.
enum PseudoTerminal {
  /// The login session below, or `steps`, on a terminal `columns` wide when given.
  static func run(
    environment: [String: String], columns: Int? = nil,
    steps given: [(waitFor: String, send: String)]? = nil
  ) throws -> String {
    let directory = try MessengerProcess.makeDirectory()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    let command = "\(MessengerProcess.executable.path) --data-dir \(directory.path)"
    process.arguments = [
      "-qfec", columns.map { "stty cols \($0); exec \(command)" } ?? command, "/dev/null",
    ]
    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm"
    variables["NO_COLOR"] = nil
    variables.merge(environment) { _, new in new }
    process.environment = variables
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // A session that stops answering is ended, so the test fails instead of waiting forever.
    let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
    defer { watchdog.cancel() }
    var seen = ""
    // Each answer is sent once the question is on screen, as a person would type it.
    let steps: [(waitFor: String, send: String)] =
      given ?? [
        ("Forgot password", "1\r"), ("Username (an empty line goes back): ", "demo\r"),
        ("Forgot password", "2\r"), ("Password (an empty line goes back): ", "secret-pw\r"),
        ("Forgot password", "3\r"),
        ("Wrong username", "\u{1B}[A\u{1B}[D\u{1B}[Cq\r"),
        ("Unknown command", "q\r"),
      ]
    for step in steps {
      seen += MessengerProcess.read(from: output.fileHandleForReading, until: step.waitFor)
      input.fileHandleForWriting.write(Data(step.send.utf8))
    }
    try input.fileHandleForWriting.close()
    seen += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return seen
  }
}
