import Foundation

extension MessengerCommand.Console {
  /// Standard input and output: on a terminal, each screen replaces the last, lines are read
  /// key by key (no echo for passwords, history on up and down), and titles and errors are
  /// coloured unless `NO_COLOR` is set.
  @MainActor
  public static func standard() -> Self {
    let isTerminal = RawTerminal.isInteractive
    let terminal = isTerminal ? RawTerminal() : nil
    return Self(
      readLine: { prompt, isSecret in
        if let terminal { return terminal.readLine(prompt: prompt, isSecret: isSecret) }
        return Swift.readLine()
      },
      write: { text in
        print(text, terminator: text == TerminalText.clearScreen ? "" : "\n")
        fflush(nil)
      },
      writeError: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) },
      isTerminal: isTerminal,
      usesColor: TerminalText.usesColor(
        isTerminal: isTerminal, environment: ProcessInfo.processInfo.environment),
      // NB: on a terminal, its own width (the tree and long messages use a wide window);
      // piped output keeps the fixed width, so that scripts' transcripts do not depend on it.
      width: { isTerminal ? RawTerminal.columns ?? TerminalText.width : TerminalText.width })
  }
}
