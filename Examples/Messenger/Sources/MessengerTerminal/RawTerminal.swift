#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a terminal key by key (raw mode), with a ``LineEditor``: a password is not
/// echoed, up and down recall earlier lines, and other keys are ignored. The terminal's mode
/// is restored after each line.
@MainActor
final class RawTerminal {
  private var editor = LineEditor()

  /// Whether standard input and output are both a terminal.
  static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 }

  /// The output terminal's width in columns, `nil` when it does not say.
  static var columns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Reads one line after `prompt`; `nil` at the end of input or on Ctrl-C.
  func readLine(prompt: String, isSecret: Bool) -> String? {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return Swift.readLine() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    // NB: TCSANOW, not TCSAFLUSH: keys typed ahead are kept.
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }

    draw(prompt, isSecret: isSecret)
    while true {
      var byte: UInt8 = 0
      guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
      switch editor.feed(byte) {
      case .editing:
        draw(prompt, isSecret: isSecret)
      case .submitted(let line):
        emit("\r\n")
        editor.newLine(remembering: isSecret ? nil : line)
        return line
      case .endOfInput, .interrupted:
        emit("\r\n")
        return nil
      }
    }
  }

  private func draw(_ prompt: String, isSecret: Bool) {
    let shown = isSecret ? "" : TerminalText.escaped(editor.text)
    emit("\r\u{1B}[K" + prompt + shown)
  }

  private func emit(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }
}
