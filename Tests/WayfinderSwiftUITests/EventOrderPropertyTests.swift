import Foundation
import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

/// The container model under every order of SwiftUI's callbacks that Apple leaves open: random
/// changes from code, gestures and callbacks, interleaved as ``SimulatedSwiftUI`` allows.
@MainActor
@Suite("SwiftUI container model: every order of SwiftUI's callbacks")
struct EventOrderPropertyTests {
  static let steps = Gen.int(in: 0...199).array(of: 1...30)

  /// Plays `codes` (one step each, then every callback owed) and checks the invariants.
  private static func play(_ codes: [Int], on platform: SwiftUIPlatform) {
    let swiftUI = SimulatedSwiftUI(platform: platform)
    for code in codes { swiftUI.perform(code) }
    swiftUI.drain(choosing: codes)
    swiftUI.checkInvariants("steps \(codes)")
  }

  // NB: the same 3,000 sequences in every run, drawn from a fixed seed, so that CI never
  // depends on luck; `WAYFINDER_EVENT_ORDERS` runs that many random ones (and shrinks what
  // fails) for a longer search.
  @Test(arguments: [SwiftUIPlatform.uiKit, .macOS])
  func everyOrderEndsWithTheStateOnScreenAndNothingWaiting(on platform: SwiftUIPlatform) async {
    var random = SeededSequences(seed: 0x5EED_0F_0DE5)
    for _ in 0..<3000 {
      Self.play(random.next(), on: platform)
      // NB: the main actor is every test's: it holds it for one sequence at a time.
      await Task.yield()
    }
  }

  nonisolated static let randomRuns =
    ProcessInfo.processInfo.environment["WAYFINDER_EVENT_ORDERS"].flatMap(Int.init) ?? 0

  @Test(.enabled(if: randomRuns > 0), arguments: [SwiftUIPlatform.uiKit, .macOS])
  func randomOrdersEndWithTheStateOnScreen(on platform: SwiftUIPlatform) async {
    await propertyCheck(count: Self.randomRuns, input: Self.steps) { Self.play($0, on: platform) }
  }

  /// Orders the property test found the model stalling in (a change waiting for a callback
  /// that had come, or for the 5-second bound) or binding a presentation with a push, kept as
  /// step lists (the steps' meaning has grown since: each still plays a busy sequence).
  nonisolated static let foundOrders: [(SwiftUIPlatform, [Int])] = [
    // A presentation held for a push the views drew, under the container's own cover.
    (.uiKit, [62, 132, 0]),
    // A change ended by its top screen's appearance while the router had moved on.
    (.uiKit, [0, 11, 78, 0]),
    // A late appearance of a screen no longer on top, on a platform that reports it early.
    (.macOS, [15, 0, 110, 119]),
    // A change that waited for presentations the router then took back.
    (.uiKit, [0, 50, 52, 8, 14]),
    (.uiKit, [30, 31, 22, 18, 190, 34]),
    // A top the views drew and saw appear before the change was handed over.
    (.macOS, [63, 0, 159, 31, 188, 0, 0, 1]),
    // The views' next update drawing the stack a held presentation waited for.
    (.uiKit, [63, 46, 138, 94, 0, 193, 149, 11]),
    // A back swipe's write-back for a stack the router had left, with the views moving to the
    // router's top in the same update: a redraw of the old top was awaited too, and the new
    // top's appearance was taken for it.
    (.uiKit, [0, 38, 0, 132, 91, 38, 31, 190, 7]),
    (.uiKit, [0, 0, 189, 52, 71, 11, 169, 30, 27]),
    // An appearance that matched nothing (a screen long under a cover), taken for the screen a
    // later push showed, as if a back swipe had uncovered it first.
    (.uiKit, [32, 10, 98, 144, 19, 58, 87, 0, 0, 0, 0, 0, 0]),
  ]

  @Test(arguments: foundOrders)
  func anOrderFoundOnceEndsWithTheStateOnScreen(on platform: SwiftUIPlatform, steps: [Int]) {
    Self.play(steps, on: platform)
  }
}

/// Step sequences drawn from a fixed seed (SplitMix64): 1 to 30 steps of 0 to 199.
struct SeededSequences {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  private mutating func nextValue() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next() -> [Int] {
    let count = 1 + Int(nextValue() % 30)
    return (0..<count).map { _ in Int(nextValue() % 200) }
  }
}
