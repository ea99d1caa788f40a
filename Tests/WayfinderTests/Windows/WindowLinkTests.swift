import Foundation
import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Windows: which window a link opens in")
struct WindowLinkTests {
  @Test func aLinkGoesToTheWindowShowingItsDestinationWhichComesToTheFront() throws {
    let windows = makeWindows()
    let first = windows.connect("A")
    let second = windows.connect("B")
    first.chats?.router.push(.thread(id: 7))
    #expect(windows.windows.map(\.id) == ["B", "A"])

    #expect(try windows.open("messenger://chats/7") == .opened(window: "A", .opened))
    #expect(windows.windows.map(\.id) == ["A", "B"])
    #expect(first.chats?.router.state.path == [.thread(id: 7)])
    #expect(second.chats?.router.state.path == [])
  }

  @Test func aLinkNoWindowShowsGoesToTheFrontmost() throws {
    let windows = makeWindows()
    let first = windows.connect("A")
    let second = windows.connect("B")
    #expect(try windows.open("messenger://chats/9") == .opened(window: "B", .opened))
    #expect(second.chats?.router.state.path == [.thread(id: 9)])
    #expect(first.chats?.router.state.path == [])
  }

  @Test func withNoWindowConnectedALinkAsksForANewOne() throws {
    let windows = makeWindows()
    #expect(try windows.open("messenger://chats/9") == .needsNewWindow)
    windows.connect("A")
    windows.linkPolicy = .newWindow
    #expect(try windows.open("messenger://chats/9") == .needsNewWindow)
    #expect(windows.window("A")?.chats?.router.state.path == [])
  }

  @Test func theFrontmostPolicyIgnoresWhatOtherWindowsShow() throws {
    let windows = makeWindows()
    windows.connect("A").chats?.router.push(.thread(id: 7))
    windows.connect("B")
    windows.linkPolicy = .frontmost
    #expect(try windows.open("messenger://chats/7") == .opened(window: "B", .opened))
  }

  @Test func anAppsOwnPolicyChoosesAmongTheConnectedWindows() throws {
    let windows = makeWindows()
    windows.connect("A")
    windows.connect("B")
    windows.linkPolicy = WindowLinkPolicy { link, candidates in
      #expect(link.link == "messenger://chats/3")
      #expect(link.destination == AnyRoute(ChatsRoute.thread(id: 3)))
      #expect(candidates.map(\.id) == ["B", "A"])
      return candidates.last
    }
    #expect(try windows.open("messenger://chats/3") == .opened(window: "A", .opened))
  }

  @Test func aHeldLinkStaysInTheWindowThatTookIt() throws {
    let verification = Verification()
    let windows = makeWindows(verification: verification)
    let first = windows.connect("A")
    let second = windows.connect("B")
    #expect(try windows.open("messenger://profile/edit") == .opened(window: "B", .held))
    #expect(second.navigator.pendingDeepLink == "messenger://profile/edit")

    // The user verifies in the other window: it has no link to resume.
    windows.activate("A")
    verification.isVerified = true
    first.navigator.resumePendingDeepLink()
    #expect(first.navigator.tree.text.contains("+ sheet edit") == false)
    #expect(second.navigator.pendingDeepLink == "messenger://profile/edit")

    second.navigator.resumePendingDeepLink()
    #expect(second.navigator.pendingDeepLink == nil)
    #expect(second.navigator.tree.text.contains("+ sheet edit"))
  }

  @Test func aHeldLinkWaitsAgainInAWindowThatDisconnectedAndCameBack() throws {
    let verification = Verification()
    let windows = makeWindows(verification: verification)
    windows.connect("A")
    #expect(try windows.open("messenger://profile/edit") == .opened(window: "A", .held))
    windows.disconnect("A")
    let again = windows.connect("A")
    #expect(again.navigator.pendingDeepLink == "messenger://profile/edit")
    verification.isVerified = true
    again.navigator.resumePendingDeepLink()
    #expect(again.navigator.tree.text.contains("+ sheet edit"))
  }

  @Test func aLinkTheChosenWindowCannotOpenChangesNoWindow() throws {
    let windows = makeWindows()
    let window = windows.connect("A")
    windows.connect("B")
    windows.linkPolicy = WindowLinkPolicy { _, candidates in candidates.last }
    #expect(throws: DeepLinkError.self) { try windows.open("messenger://nowhere") }
    // The chosen window's profile flow is in a tab not selected: its navigator refuses the
    // link, and the window does not come to the front.
    #expect(throws: DeepLinkError.self) { try windows.open("messenger://profile/sheet") }
    #expect(window.navigator.tree.text.contains("+ sheet edit") == false)
    #expect(windows.windows.map(\.id) == ["B", "A"])
    windows.deepLinks = nil
    #expect(throws: DeepLinkError.noLinks) { try windows.open("messenger://chats/1") }
    #expect(window.navigator.deepLinks == nil)
    #expect(windows.windows.map(\.id) == ["B", "A"])
  }

  @Test func aPolicyThatChoosesAWindowNotConnectedIsReported() throws {
    let windows = makeWindows()
    let gone = windows.connect("A")
    windows.connect("B")
    windows.disconnect("A")
    windows.linkPolicy = WindowLinkPolicy { _, _ in gone }
    var outcome: WindowLinkOutcome?
    withKnownIssue {
      outcome = try? windows.open("messenger://chats/1")
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "The link policy chose the window \"A\", which is not connected; it may choose only "
            + "among the windows it is given. The link asks for a new window."
        ]
    }
    #expect(outcome == .needsNewWindow)
  }
}
