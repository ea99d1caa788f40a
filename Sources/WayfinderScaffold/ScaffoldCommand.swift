import Foundation

/// The `wayfinder-scaffold` command line, which the `wayfinder` package plugin calls:
///
///     wayfinder-scaffold new-flow Checkout --routes cart,address,payment \
///       --module App --sources Sources/App --tests Tests/AppTests [--tabs] [--uikit] \
///       [--dependencies Wayfinder,… --test-dependencies App,… | --no-test-target]
///     wayfinder-scaffold test-from-recording report.json --name ReportedSession \
///       --navigator 'Navigator(root: AppFlow())' --module App --tests Tests/AppTests
///     wayfinder-scaffold xcode-templates <folder>
///
/// The plugin passes what the targets depend on, and the command warns when the files import a
/// product their target does not list (``FeatureDependencies``).
package enum ScaffoldCommand {
  /// The help text.
  package static let usage = """
    usage: wayfinder new-flow <Name> --routes <route,route,…> [--tabs] [--uikit]
                              [--target <target>]

    Writes a feature: its route enum, a coordinator (a stack, or tabs with --tabs) that makes
    a view model per route and binds its events, SwiftUI views (and UIKit view controllers
    with --uikit), and a test that drives the flow. Nothing is overwritten.

    usage: wayfinder test-from-recording <recording.json> --name <Name>
                                         --navigator <expression> [--target <target>]

    Writes <Name>Tests.swift into the target's test target: a test that makes each change of
    a saved navigation recording again (the root started, links opened, the user's changes
    simulated, the app's as router calls) and expects the states it left. --navigator is the
    Swift expression that makes the app's navigator. Nothing is overwritten.
    """

  /// Runs with `arguments` (without the program name); returns the exit code (0, or 64 for
  /// a wrong command line, 73 for a file that exists or cannot be written) and what to print:
  /// the files written, and a warning for each dependency a target lacks.
  package static func run(_ arguments: [String]) -> (code: Int32, output: String) {
    do throws(ScaffoldError) {
      return (0, try perform(arguments))
    } catch {
      switch error {
      case .fileExists, .cannotWrite: return (73, "error: \(error)")
      default: return (64, "error: \(error)")
      }
    }
  }

  private static func perform(_ arguments: [String]) throws(ScaffoldError) -> String {
    var rest = arguments[...]
    switch rest.popFirst() {
    case "new-flow": return try newFlow(rest)
    case "test-from-recording": return try testFromRecording(rest)
    case "xcode-templates":
      guard let folder = rest.popFirst(), rest.isEmpty else {
        throw .usage("usage: wayfinder-scaffold xcode-templates <folder>")
      }
      return try writeTemplates(to: URL(fileURLWithPath: folder))
    case "-h", "--help", "help": return usage
    default: throw .usage(usage)
    }
  }

  private static func newFlow(_ arguments: ArraySlice<String>) throws(ScaffoldError) -> String {
    var rest = arguments
    guard let name = rest.popFirst(), !name.hasPrefix("-") else {
      throw .usage("new-flow needs a name: wayfinder new-flow Checkout --routes cart,payment")
    }
    var options: [String: String] = [:]
    var flags: Set<String> = []
    while let option = rest.popFirst() {
      switch option {
      case "--tabs", "--uikit", "--no-test-target": flags.insert(option)
      case "--routes", "--module", "--sources", "--tests", "--dependencies", "--test-dependencies":
        guard let value = rest.popFirst() else { throw .usage("\(option) needs a value.") }
        options[option] = value
      default: throw .usage("Unknown option \(option).\n\n\(usage)")
      }
    }
    guard let sources = options["--sources"], let tests = options["--tests"],
      let module = options["--module"]
    else { throw .usage("new-flow needs --module, --sources and --tests.") }
    let routes = (options["--routes"] ?? "").split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let spec = try FeatureSpec(
      name: name, routes: routes, style: flags.contains("--tabs") ? .tabs : .stack,
      includesUIKit: flags.contains("--uikit"), module: module)
    func list(_ option: String) -> Set<String>? {
      options[option].map { Set($0.split(separator: ",").map(String.init)) }
    }
    let warnings = FeatureDependencies.warnings(
      for: spec, sources: list("--dependencies"), tests: list("--test-dependencies"),
      hasTestTarget: !flags.contains("--no-test-target"))
    let written = try FeatureWriter.write(
      spec, sources: URL(fileURLWithPath: sources), tests: URL(fileURLWithPath: tests))
    return (["Wrote the \(name) flow:"] + written.map { "  \($0)" } + warnings)
      .joined(separator: "\n")
  }

  private static func testFromRecording(_ arguments: ArraySlice<String>)
    throws(ScaffoldError) -> String
  {
    var rest = arguments
    guard let path = rest.popFirst(), !path.hasPrefix("-") else {
      throw .usage(
        "test-from-recording needs a recording: wayfinder test-from-recording report.json "
          + "--name ReportedSession --navigator 'Navigator(root: AppFlow())'")
    }
    var options: [String: String] = [:]
    while let option = rest.popFirst() {
      switch option {
      case "--name", "--navigator", "--module", "--tests":
        guard let value = rest.popFirst() else { throw .usage("\(option) needs a value.") }
        options[option] = value
      default: throw .usage("Unknown option \(option).\n\n\(usage)")
      }
    }
    guard let name = options["--name"], let navigator = options["--navigator"],
      let module = options["--module"], let tests = options["--tests"]
    else { throw .usage("test-from-recording needs --name, --navigator, --module and --tests.") }
    guard FeatureSpec.isIdentifier(name), name.first?.isUppercase == true else {
      throw .invalidTestName(name)
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = (error as NSError).localizedDescription
      throw .unreadableRecording("\(path) cannot be read (\(reason))")
    }
    let writer = RecordingTestWriter(
      name: name.prefix(1).lowercased() + name.dropFirst(), navigator: navigator, module: module)
    let file = URL(fileURLWithPath: tests).appendingPathComponent("\(name)Tests.swift")
    try FeatureWriter.write(try writer.source(for: data), to: file)
    return "Wrote the test \(name) from \(path):\n  \(file.path)"
  }

  private static func writeTemplates(to folder: URL) throws(ScaffoldError) -> String {
    let template = folder.appendingPathComponent(XcodeTemplate.folderName)
    do {
      try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
      for file in XcodeTemplate.files {
        try Data(file.contents.utf8).write(to: template.appendingPathComponent(file.name))
      }
    } catch {
      throw .cannotWrite(path: template.path, detail: (error as NSError).localizedDescription)
    }
    return "Wrote \(template.path)"
  }
}
