import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory wayfinder new-flow Checkout
/// --routes cart,address,payment [--tabs] [--uikit] [--target App]`: writes a feature into a
/// target of the package (the first regular one unless `--target` names it), and its test
/// into the target's test target (`<Target>Tests`).
///
/// `swift package --allow-writing-to-package-directory wayfinder test-from-recording
/// report.json --name ReportedSession --navigator 'Navigator(root: AppFlow())' [--target
/// App]`: writes a test made from a saved navigation recording into the same test target.
@main
struct WayfinderPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = arguments
    var targetName: String?
    if let index = arguments.firstIndex(of: "--target"), index + 1 < arguments.count {
      targetName = arguments[index + 1]
      arguments.removeSubrange(index...index + 1)
    }
    if arguments.first == "new-flow" || arguments.first == "test-from-recording" {
      let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
      guard
        let target = targets.first(where: { $0.name == targetName })
          ?? (targetName == nil ? targets.first(where: { $0.kind == .generic }) : nil)
      else {
        throw PluginProblem(
          "No target named \(targetName ?? "(none)"); pass --target with one of: "
            + targets.filter { $0.kind == .generic }.map(\.name).joined(separator: ", "))
      }
      let testTarget = targets.first { $0.name == "\(target.name)Tests" }
      let tests =
        testTarget?.directoryURL
        ?? context.package.directoryURL.appending(components: "Tests", "\(target.name)Tests")
      guard arguments.first == "new-flow" else {
        // NB: a recording named relative to the package, whatever folder the tool runs in.
        if arguments.count > 1, !arguments[1].hasPrefix("/"), !arguments[1].hasPrefix("-") {
          arguments[1] = context.package.directoryURL.appending(path: arguments[1]).path()
        }
        arguments += ["--module", target.name, "--tests", tests.path()]
        return try Self.runTool(context: context, arguments: arguments)
      }
      arguments += [
        "--module", target.name, "--sources", target.directoryURL.path(), "--tests", tests.path(),
        "--dependencies", Self.dependencies(of: target),
      ]
      arguments +=
        testTarget.map { ["--test-dependencies", Self.dependencies(of: $0)] }
        ?? ["--no-test-target"]
    }
    try Self.runTool(context: context, arguments: arguments)
  }

  /// Runs `wayfinder-scaffold` with `arguments`.
  private static func runTool(context: PluginContext, arguments: [String]) throws {
    let tool = try context.tool(named: "wayfinder-scaffold")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginProblem("wayfinder-scaffold stopped with exit code \(process.terminationStatus)")
    }
  }

  /// The names of the targets and products `target` depends on, comma-separated.
  private static func dependencies(of target: SourceModuleTarget) -> String {
    target.dependencies.map { dependency in
      switch dependency {
      case .target(let target): target.name
      case .product(let product): product.name
      @unknown default: ""
      }
    }.joined(separator: ",")
  }
}

/// Why the plugin stopped.
struct PluginProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
