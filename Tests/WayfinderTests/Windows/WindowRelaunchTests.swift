import Foundation
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderTesting

@MainActor
@Suite("Windows: a relaunch, simulated")
struct WindowRelaunchTests {
  @Test func eachWindowComesBackAfterARelaunchInItsOrder() throws {
    let windows = makeWindows()
    windows.connect("A").chats?.router.push(.thread(id: 7))
    windows.connect("B").chats?.router.present(.newChat)
    windows.connect("C").chats?.router.push(.thread(id: 9))
    windows.disconnect("C")
    windows.activate("A")

    let relaunched = windows.simulateRelaunch()
    #expect(relaunched !== windows)
    #expect(relaunched.text == windows.text)
    #expect(relaunched.windows.map(\.id) == ["A", "B"])
    #expect(relaunched.window("A") !== windows.window("A"))
    #expect(relaunched.deepLinks != nil)

    // The window disconnected before the quit comes back when the platform connects it.
    let third = relaunched.connect("C")
    #expect(third.chats?.router.state.path == [.thread(id: 9)])
  }
}
