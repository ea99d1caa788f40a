import ArgumentParser
import Foundation
import MessengerCore

/// `messenger`'s command line, parsed by swift-argument-parser.
public struct MessengerOptions: ParsableCommand {
  /// The help text's summary and the exit codes.
  public static let configuration = CommandConfiguration(
    commandName: "messenger",
    abstract: "The Wayfinder sample app in a terminal.",
    discussion: """
      Type a number to choose, b to go back, d to dismiss, ? for every key.
      Demo account: username demo, password demo1234.

      Exit codes:
        0   finished normally
        64  the command line is wrong
        65  the script is not valid UTF-8
        66  the script cannot be read
        70  the app's services could not be made (a defect in the app)
        73  the data folder or its database cannot be read or written
      """)

  /// Where the data lives.
  @Option(
    name: .customLong("data-dir"),
    help: ArgumentHelp(
      "Where the data lives (default: \(MessengerDatabase.defaultDirectory.path)).",
      valueName: "path"))
  public var dataDirectory: String?

  /// A file of commands to run instead of reading the terminal.
  @Option(
    help: ArgumentHelp("Read commands from a file instead of the terminal.", valueName: "file"))
  public var script: String?

  /// Deep links to open at launch.
  @Option(
    name: .customLong("open"),
    help: ArgumentHelp("Open a deep link at launch, e.g. messenger://chats/2.", valueName: "link"))
  public var links: [String] = []

  /// Whether to print the navigation tree and stop.
  @Flag(help: "Print the navigation tree and exit.")
  public var printTree = false

  /// Options with their defaults.
  public init() {}
}
