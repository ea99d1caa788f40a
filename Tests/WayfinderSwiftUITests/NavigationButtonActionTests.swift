import Testing

@testable import WayfinderSwiftUI

@MainActor
@Suite("SwiftUI navigation button: an error is handled or reported")
struct NavigationButtonActionTests {
  private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  @Test func anErrorGoesToTheHandler() {
    var heard: [String] = []
    var ran = 0
    NavigationButtonAction.run({ ran += 1 }, onError: { heard.append("\($0)") })
    NavigationButtonAction.run({ throw Offline() }, onError: { heard.append("\($0)") })
    #expect(ran == 1)
    #expect(heard == ["offline"])
  }

  // Defect: without a handler, the error was dropped and the tap did nothing, without a word.
  @Test func anErrorWithoutAHandlerIsReported() {
    withKnownIssue {
      NavigationButtonAction.run({ throw Offline() }, onError: nil)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["NavigationButton: offline. Handle it with `onError:` where the app can recover."]
    }
  }
}
