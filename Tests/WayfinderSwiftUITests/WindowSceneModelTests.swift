import Foundation
import Testing
@_spi(Rendering) import Wayfinder
@testable import WayfinderSwiftUI

/// The screens of a window in these tests.
private enum PadRoute: Hashable, Codable, Sendable {
  case list
  case note(Int)
}

/// A window's root flow.
private final class PadFlow: Coordinator<PadRoute, Void> {
  init() { super.init(root: .list) }
}

/// The app's windows: notes by id, `notes://<id>`.
@MainActor
private func notesWindows() -> AppWindows {
  let windows = AppWindows(root: { PadFlow() })
  var links = DeepLinkMap(scheme: "notes")
  links.add("/:id") { parameters throws(DeepLinkError) in
    [.path([PadRoute.note(try parameters.value("id"))])]
  }
  windows.deepLinks = links
  return windows
}

extension WindowSceneModel {
  /// The path of the window's notes flow.
  fileprivate var path: [PadRoute]? { (window?.navigator.root as? PadFlow)?.router.state.path }
}

@MainActor
@Suite("SwiftUI windows: the decisions of FlowWindow")
struct WindowSceneModelTests {
  @Test func aWindowWithoutAValueGetsAnIdentifierAndConnects() {
    let windows = notesWindows()
    let model = WindowSceneModel(windows: windows)
    let value = model.appeared(presenting: nil, saved: nil)
    #expect(model.window?.id == value.id)
    #expect(value.link == nil)
    #expect(windows.windows.map(\.id) == [value.id])
    // Appearing again, as SwiftUI may report it twice, changes nothing.
    #expect(model.appeared(presenting: value, saved: nil) == value)
    #expect(windows.windows.count == 1)
  }

  @Test func aWindowOpenedForALinkOpensItOnceAndPresentsItsIdentifierOnly() {
    let model = WindowSceneModel(windows: notesWindows())
    let value = model.appeared(presenting: WindowValue(id: "B", link: "notes://4"), saved: nil)
    #expect(value == WindowValue(id: "B"))
    #expect(model.path == [.note(4)])
  }

  @Test func anOpenInNewWindowValueOpensItsLinkInANewWindow() {
    let windows = notesWindows()
    let first = WindowSceneModel(windows: windows)
    _ = first.appeared(presenting: nil, saved: nil)
    let value = WindowValue(opening: "notes://2")
    #expect(value != WindowValue(opening: "notes://2"))
    let added = WindowSceneModel(windows: windows)
    #expect(added.appeared(presenting: value, saved: nil) == WindowValue(id: value.id))
    #expect(added.path == [.note(2)])
    #expect(first.path == [])
    #expect(windows.windows.map(\.id) == [value.id, first.window?.id])
  }

  @Test func aWindowRestoresItsSceneStorageAndSavesWhenItLeavesTheActivePhase() throws {
    let windows = notesWindows()
    let model = WindowSceneModel(windows: windows)
    let value = model.appeared(presenting: nil, saved: nil)
    #expect(model.phaseChanged(to: .active) == nil)
    (model.window?.navigator.root as? PadFlow)?.router.push(.note(2))
    let saved = try #require(model.phaseChanged(to: .background))

    // The app relaunches: SwiftUI gives the window its value and its storage back.
    let relaunched = WindowSceneModel(windows: notesWindows())
    #expect(relaunched.appeared(presenting: value, saved: saved) == value)
    #expect(relaunched.path == [.note(2)])
  }

  // Apple documents no order between the first phase change and the appearance.
  @Test(arguments: [true, false])
  func theFirstPhaseAndTheAppearanceGiveOneFrontmostWindowInEitherOrder(phaseFirst: Bool) {
    let windows = notesWindows()
    let other = WindowSceneModel(windows: windows)
    _ = other.appeared(presenting: nil, saved: nil)
    let model = WindowSceneModel(windows: windows)
    var value: WindowValue?
    if phaseFirst {
      #expect(model.phaseChanged(to: .active) == nil)
      value = model.appeared(presenting: nil, saved: nil)
    } else {
      value = model.appeared(presenting: nil, saved: nil)
      #expect(model.phaseChanged(to: .active) == nil)
    }
    #expect(windows.windows.first?.id == value?.id)
    #expect(windows.windows.count == 2)
  }

  @Test func aWindowWhoseViewsWentAwayComesBackAsItWas() throws {
    let windows = notesWindows()
    let model = WindowSceneModel(windows: windows)
    let value = model.appeared(presenting: nil, saved: nil)
    (model.window?.navigator.root as? PadFlow)?.router.push(.note(5))
    let saved = model.disappeared()
    #expect(saved != nil)
    #expect(model.window == nil)
    #expect(windows.windows.isEmpty)
    #expect(model.appeared(presenting: value, saved: nil) == value)
    #expect(model.path == [.note(5)])
  }

  @Test func aValueAlreadyShownInAnotherWindowGetsAFreshWindow() {
    let windows = notesWindows()
    let first = WindowSceneModel(windows: windows)
    let value = first.appeared(presenting: WindowValue(id: "A"), saved: nil)
    (first.window?.navigator.root as? PadFlow)?.router.push(.note(1))
    let second = WindowSceneModel(windows: windows)
    let other = second.appeared(presenting: value, saved: nil)
    #expect(other.id != "A")
    #expect(second.path == [])
    #expect(windows.windows.count == 2)
  }

  @Test func aLinkGoesToTheWindowShowingItWhichSwiftUIBringsForward() {
    let windows = notesWindows()
    let reading = WindowSceneModel(windows: windows)
    let readingValue = reading.appeared(presenting: nil, saved: nil)
    (reading.window?.navigator.root as? PadFlow)?.router.push(.note(3))
    let other = WindowSceneModel(windows: windows)
    _ = other.appeared(presenting: nil, saved: nil)

    #expect(
      other.open(URL(string: "notes://3")!, supportsMultipleWindows: true)
        == .open(readingValue))
    #expect(windows.windows.first?.id == readingValue.id)
    #expect(other.path == [])
    // A link no window shows opens where SwiftUI gave it.
    #expect(other.open(URL(string: "notes://8")!, supportsMultipleWindows: true) == nil)
    #expect(other.path == [.note(8)])
  }

  @Test func aLinkForANewWindowIsOpenedThereOrHereWhereOneWindowIsShown() {
    let windows = notesWindows()
    windows.linkPolicy = .newWindow
    let model = WindowSceneModel(windows: windows)
    _ = model.appeared(presenting: nil, saved: nil)
    guard
      case .open(let value)? = model.open(
        URL(string: "notes://6")!, supportsMultipleWindows: true)
    else {
      Issue.record("expected a new window")
      return
    }
    #expect(value.link == "notes://6")
    #expect(model.path == [])
    let added = WindowSceneModel(windows: windows)
    _ = added.appeared(presenting: value, saved: nil)
    #expect(added.path == [.note(6)])

    #expect(model.open(URL(string: "notes://7")!, supportsMultipleWindows: false) == nil)
    #expect(model.path == [.note(7)])
  }

  @Test func aLinkThatFailsIsKeptInTheWindowThatGotIt() {
    let model = WindowSceneModel(windows: notesWindows())
    _ = model.appeared(presenting: nil, saved: nil)
    #expect(model.open(URL(string: "notes://x/y")!, supportsMultipleWindows: true) == nil)
    #expect(model.window?.navigator.lastDeepLinkError != nil)
  }
}
