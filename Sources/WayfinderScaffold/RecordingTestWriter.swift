import Foundation

/// Writes a Swift Testing test from a navigation recording's JSON (what `NavigationRecording`
/// encodes): each recorded change made again as the call that makes it (the root started, a
/// link opened, the user's change simulated, the app's own change as router calls, a flow
/// finished or stopped), then the states it left expected, flow by flow.
package struct RecordingTestWriter {
  /// The test function's name.
  let name: String
  /// The Swift expression that makes the navigator, as the app makes it.
  let navigator: String
  /// The module the flows are in, imported `@testable`.
  let module: String

  package init(name: String, navigator: String, module: String) {
    self.name = name
    self.navigator = navigator
    self.module = module
  }

  /// The test's source for the recording `data`.
  ///
  /// - Throws: ``ScaffoldError/unreadableRecording(_:)`` when `data` is not a recording's JSON.
  package func source(for data: Data) throws(ScaffoldError) -> String {
    let recording: RecordingValue
    do {
      recording = try JSONDecoder().decode(RecordingValue.self, from: data)
    } catch {
      throw .unreadableRecording("it is not JSON (\(error))")
    }
    guard recording["recording"]?.int != nil else {
      throw .unreadableRecording("it has no `recording` format number")
    }
    guard let start = recording["start"] else {
      throw .unreadableRecording("it has no start: its recorder was given to no navigator")
    }
    var body = RecordingTestBody(navigator: navigator)
    body.begin(start: start, running: recording["running"] == .bool(true), recording: recording)
    let steps = recording["steps"]?.array ?? []
    for (index, step) in steps.enumerated() {
      body.make(step, number: index + 1, of: steps.count)
    }
    let imports =
      body.needsRendering
      ? ["import Foundation", "import Testing", "@_spi(Rendering) import Wayfinder"]
      : ["import Foundation", "import Testing", "import Wayfinder"]
    return """
      // Made by `wayfinder test-from-recording` from a navigation recording of \(steps.count) \
      changes.
      // Each change is made again by the call that makes it, and the states it left are
      // expected after it. A flow's result is not recorded: give each `<#result#>`. Routes are
      // written as Codable's synthesized forms read (`.thread(id: 7)`); a route the recording
      // redacted, or one with a custom form, may need its real value.
      \(imports.joined(separator: "\n"))
      import WayfinderTesting

      @testable import \(module)

      @MainActor
      @Test func \(name)() throws {
      \(body.lines.map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n"))
      }

      """
  }
}
