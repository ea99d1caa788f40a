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

  @Test(arguments: [SwiftUIPlatform.uiKit, .macOS])
  func everyOrderEndsWithTheStateOnScreenAndNothingWaiting(on platform: SwiftUIPlatform) async {
    await propertyCheck(count: 1000, input: Self.steps) { codes in
      let swiftUI = SimulatedSwiftUI(platform: platform)
      for code in codes { swiftUI.perform(code) }
      swiftUI.drain(choosing: codes)
      swiftUI.checkInvariants("steps \(codes)")
    }
  }

  /// Orders the property test found the model stalling in (a change waiting for a callback
  /// that had come, or for the 5-second bound) or binding a presentation with a push, kept
  /// as they were found.
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
  ]

  @Test(arguments: foundOrders)
  func anOrderFoundOnceEndsWithTheStateOnScreen(on platform: SwiftUIPlatform, steps: [Int]) {
    let swiftUI = SimulatedSwiftUI(platform: platform)
    for code in steps { swiftUI.perform(code) }
    swiftUI.drain(choosing: steps)
    swiftUI.checkInvariants("steps \(steps)")
  }
}
