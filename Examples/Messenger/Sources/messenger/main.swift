import Foundation
import MessengerTerminal

// NB: output is line-buffered only on a terminal; flush (all streams: `stdout` is not
// concurrency-safe to name) so each screen appears before input is read.
let exitCode = await MessengerCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()), console: .standard())
exit(exitCode.rawValue)
