/// What reaches the terminal: untrusted text made harmless, lines kept to the screen's width,
/// and colour only where it is wanted.
public enum TerminalText {
  /// The widest line written when the output is not a terminal that says its width, in
  /// columns.
  public static let width = 80

  /// `text` with every control character shown as text instead of acting on the terminal:
  /// C0 controls in caret notation (`ESC` is `^[`, so `ESC[2J` cannot clear the screen),
  /// `DEL` as `^?`, and C1 controls (which some terminals also obey) as `<U+009B>`. Line
  /// breaks stay.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result.unicodeScalars.append(scalar)
      case 0x00..<0x20:
        result += "^"
        result.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
      case 0x7F: result += "^?"
      case 0x80..<0xA0:
        result += "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The narrowest width lines are cut to: a terminal narrower than this (a tiny split) gets
  /// lines it wraps itself, rather than pieces too short to hold a character after the indent.
  public static let minimumWidth = 20

  /// `text`'s lines, each cut into pieces of at most `width` characters (at least
  /// ``minimumWidth``), at a space where there is one; continuation pieces are indented by two
  /// spaces.
  public static func wrapped(_ text: String, width: Int = width) -> String {
    let width = max(width, minimumWidth)
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrap(String($0), width: width)
    }.joined(separator: "\n")
  }

  private static func wrap(_ line: String, width: Int) -> [String] {
    pieces(of: line, width: width).enumerated().map {
      $0.offset == 0 ? String($0.element) : "  " + $0.element
    }
  }

  /// The pieces `line` is cut into: the first at most `width` characters, the others at most
  /// `width - 2` (they are indented), each ending before a space where there is one; the
  /// spaces at a cut are dropped. A line that fits is one piece.
  ///
  /// Every character is visited a bounded number of times, whatever the line's length: it is
  /// generic so that a test can count the visits on a collection that counts them.
  package static func pieces<Line: BidirectionalCollection>(of line: Line, width: Int)
    -> [Line.SubSequence] where Line.Element == Character
  {
    var pieces: [Line.SubSequence] = []
    var rest = line[...]
    var limit = width
    // NB: whether more than `limit` characters remain is found by walking `limit` of them, not
    // by counting the rest (which made a long line take quadratic time).
    while let edge = rest.index(rest.startIndex, offsetBy: limit, limitedBy: rest.endIndex),
      edge < rest.endIndex
    {
      let window = rest[..<edge]
      let cut = window.lastIndex(of: " ").flatMap { $0 > window.startIndex ? $0 : nil }
      let end = cut ?? window.endIndex
      pieces.append(rest[..<end])
      rest = rest[end...].drop { $0 == " " }
      limit = width - 2
    }
    if !rest.isEmpty || pieces.isEmpty { pieces.append(rest) }
    return pieces
  }

  /// `text` with titles (`-- Title --`) in bold and problems (`! …`) in red, for a terminal
  /// that shows colour.
  public static func styled(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("-- ") { return "\u{1B}[1m\(line)\u{1B}[0m" }
      if line.hasPrefix("! ") { return "\u{1B}[31m\(line)\u{1B}[0m" }
      return String(line)
    }.joined(separator: "\n")
  }

  /// Whether output should be coloured: on a terminal, unless `NO_COLOR` is set to anything
  /// but the empty string (no-color.org).
  public static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// `text` cut to `limit` characters with an ellipsis, for echoing what the user typed in a
  /// message: a long mistyped line is not repeated whole.
  public static func shortened(_ text: String, limit: Int = 40) -> String {
    text.count <= limit ? text : text.prefix(limit - 1) + "…"
  }

  /// Moves the cursor home and clears the screen, so each screen replaces the last.
  public static let clearScreen = "\u{1B}[H\u{1B}[2J"
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
