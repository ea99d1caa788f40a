import Foundation
import Testing
@_spi(Rendering) import Wayfinder

/// Replays the fuzzers' seeds and every input they ever found failing (Tools/Fuzz/Crashes):
/// each must end in a typed error or a valid state, and a rejected input must change nothing.
@MainActor
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  private static let fuzzDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tools/Fuzz")

  private static func inputs(_ folders: String...) -> [(String, Data)] {
    folders.flatMap { folder in
      let url = fuzzDirectory.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
        (try? Data(contentsOf: url.appendingPathComponent(name))).map { ("\(folder)/\(name)", $0) }
      }
    }
  }

  @Test func deepLinkInputsEndInTypedErrorsOrValidStates() {
    let inputs = Self.inputs("Seeds/DeepLinks", "Crashes/DeepLinks")
    #expect(inputs.count >= 5)
    for (name, data) in inputs {
      #expect(Fuzzing.openLink(String(decoding: data, as: UTF8.self)), "\(name)")
    }
  }

  @Test func snapshotInputsEndInTypedErrorsOrValidStates() {
    let inputs = Self.inputs("Seeds/Snapshots", "Crashes/Snapshots")
    #expect(inputs.count >= 2)
    for (name, data) in inputs {
      #expect(Fuzzing.restore(Array(data)), "\(name)")
    }
  }

  @Test func theSeedSnapshotRestoresTheSheetAndItsFlow() throws {
    let seed = try Data(
      contentsOf: Self.fuzzDirectory.appendingPathComponent("Seeds/Snapshots/sheet.json"))
    let navigator = Navigator(root: FuzzFlow())
    navigator.start()
    try navigator.restore(from: seed)
    #expect(
      navigator.tree.text == """
        FuzzFlow [home, item(2)] + sheet sheet
        └─ FuzzChildFlow (presented 0 sheet) [home]
        """)
  }
}
