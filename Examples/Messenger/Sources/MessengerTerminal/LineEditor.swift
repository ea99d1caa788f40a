/// One line typed at a terminal in raw mode, key by key: text, backspace, Ctrl-U, and the
/// history on up and down. Every other key (left, right, function keys, Alt combinations) is
/// ignored whole, so the bytes of its escape sequence never end up in the command.
///
/// Platform-free: it is fed bytes and says what to do; `RawTerminal` does the reading and
/// drawing.
public struct LineEditor {
  /// What a key did.
  public enum Outcome: Equatable {
    /// The line may have changed; draw it again.
    case editing
    /// Enter was pressed on this line.
    case submitted(String)
    /// Ctrl-D on an empty line: no more input.
    case endOfInput
    /// Ctrl-C.
    case interrupted
  }

  /// The text typed so far.
  public private(set) var text = ""
  /// Lines entered earlier, oldest first; up and down walk them.
  public private(set) var history: [String] = []
  private var historyIndex: Int?
  private var draft = ""
  private var escape = Escape.none
  private var utf8: [UInt8] = []

  private enum Escape { case none, started, csi, ss3 }

  /// An editor with an empty line and no history.
  public init() {}

  /// Starts a new line; with `remembering`, the last line joins the history.
  public mutating func newLine(remembering line: String?) {
    if let line, !line.isEmpty, history.last != line { history.append(line) }
    text = ""
    draft = ""
    historyIndex = nil
  }

  /// Takes one byte typed.
  public mutating func feed(_ byte: UInt8) -> Outcome {
    switch escape {
    case .started:
      escape = byte == 0x5B ? .csi : byte == 0x4F ? .ss3 : .none
      return .editing
    case .csi:
      // Parameters and intermediates run until a final byte from 0x40 to 0x7E.
      guard (0x40...0x7E).contains(byte) else { return .editing }
      escape = .none
      return arrow(byte)
    case .ss3:
      escape = .none
      return arrow(byte)
    case .none:
      break
    }
    switch byte {
    case 0x0D, 0x0A: return .submitted(text)
    case 0x03: return .interrupted
    case 0x04: return text.isEmpty ? .endOfInput : .editing
    case 0x7F, 0x08:
      if !text.isEmpty { text.removeLast() }
      return .editing
    case 0x15:
      text = ""
      return .editing
    case 0x1B:
      escape = .started
      return .editing
    case 0x00..<0x20: return .editing
    default:
      if !utf8.isEmpty && !Self.canContinue(utf8 + [byte]) {
        // NB: an unfinished character is dropped; the byte that ended it starts afresh.
        utf8 = []
      }
      utf8.append(byte)
      if let character = String(validating: utf8, as: UTF8.self) {
        text += character
        utf8 = []
      } else if !Self.canContinue(utf8) {
        utf8 = []
      }
      return .editing
    }
  }

  /// Up (`A`) and down (`B`) walk the history; any other final byte is ignored.
  private mutating func arrow(_ final: UInt8) -> Outcome {
    switch final {
    case 0x41 where !history.isEmpty:
      if historyIndex == nil { draft = text }
      let index = max(0, (historyIndex ?? history.count) - 1)
      historyIndex = index
      text = history[index]
    case 0x42 where historyIndex != nil:
      let index = (historyIndex ?? 0) + 1
      if index < history.count {
        historyIndex = index
        text = history[index]
      } else {
        historyIndex = nil
        text = draft
      }
    default:
      break
    }
    return .editing
  }

  /// Whether `bytes` are the start of one UTF-8 character, complete or not.
  private static func canContinue(_ bytes: [UInt8]) -> Bool {
    guard let lead = bytes.first else { return true }
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return false
    }
    return bytes.count <= length && bytes.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
  }
}
