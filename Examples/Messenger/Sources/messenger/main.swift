import Foundation
import MessengerTerminal

// NB: output is line-buffered only on a terminal; flush (all streams: `stdout` is not
// concurrency-safe to name) so prompts appear before input.
let exitCode = MessengerCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  readLine: { Swift.readLine() },
  write: { text in
    print(text, terminator: text.hasSuffix("> ") ? "" : "\n")
    fflush(nil)
  },
  writeError: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) },
  interactive: isatty(STDIN_FILENO) != 0)
exit(exitCode.rawValue)
