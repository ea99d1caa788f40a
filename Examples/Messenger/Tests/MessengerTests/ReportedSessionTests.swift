// Made by `wayfinder test-from-recording` from a navigation recording of 5 changes.
// Each change is made again by the call that makes it, and the states it left are
// expected after it. A flow's result is not recorded: give each `<#result#>`. Routes are
// written as Codable's synthesized forms read (`.thread(id: 7)`); a route the recording
// redacted, or one with a custom form, may need its real value.
import Foundation
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderTesting

@testable import MessengerCore

@MainActor
@Test func reportedSession() throws {
  let navigator = try ReplayWindow.navigator()
  navigator.start()
  // The recording starts from a running tree.
  let start = #"""
    {
      "root": {
        "children": [
          {
            "flow": "AuthFlow",
            "id": 2,
            "position": {
              "root": {
                "route": "auth"
              }
            },
            "state": {
              "isBarHidden": true,
              "root": {
                "login": {}
              }
            }
          }
        ],
        "flow": "AppFlow",
        "id": 1,
        "state": {
          "root": "auth"
        }
      },
      "schema": 1,
      "version": 2
    }
    """#
  _ = try navigator.restore(from: Data(start.utf8))
  let appFlow1 = try #require(navigator.root as? AppFlow)
  #expect(appFlow1.router.state.stack == [.auth])
  let authFlow2 = try #require(appFlow1.child(at: .auth) as? AuthFlow)
  #expect(authFlow2.router.state.stack == [.login])

  // 1 of 5, code: AuthFlow #2 finished; AppFlow #1 set root main; MainFlow #3 started; ChatsFlow
  // #4 started; LibraryFlow #5 started; ProfileFlow #6 started
  authFlow2.finish(with: try ReplayWindow.logInDemo())
  #expect(authFlow2.status.hasEnded)
  #expect(appFlow1.router.state.stack == [.main])
  let mainFlow3 = try #require(appFlow1.child(at: .main) as? MainFlow)
  #expect(mainFlow3.router.state.selectedTab == .chats)
  let chatsFlow4 = try #require(mainFlow3.child(at: .chats) as? ChatsFlow)
  #expect(chatsFlow4.router.state.stack == [.list])
  let libraryFlow5 = try #require(mainFlow3.child(at: .library) as? LibraryFlow)
  #expect(libraryFlow5.router.state.stack == [.list])
  let profileFlow6 = try #require(mainFlow3.child(at: .profile) as? ProfileFlow)
  #expect(profileFlow6.router.state.stack == [.overview])

  // 2 of 5, code: ChatsFlow #4 pushed thread(1); ThreadFlow #7 started
  chatsFlow4.router.push(.thread(1))
  // Also changed here: pathTransitions; make it as the app does.
  #expect(chatsFlow4.router.state.stack == [.list, .thread(1)])
  let threadFlow7 = try #require(chatsFlow4.child(at: .thread(1)) as? ThreadFlow)
  #expect(threadFlow7.router.state.stack == [.messages])

  // 3 of 5, user: ChatsFlow #4 popped thread(1); ThreadFlow #7 cancelled: dismissed by the user
  chatsFlow4.router.userDidNavigate(.poppedTo(depth: 0))
  #expect(threadFlow7.status.hasEnded)
  #expect(chatsFlow4.router.state.stack == [.list])

  // 4 of 5, user: MainFlow #3 selected tab library
  mainFlow3.router.simulateTap(onTab: .library)
  #expect(mainFlow3.router.state.selectedTab == .library)

  // 5 of 5, deepLink messenger://chats/2: MainFlow #3 selected tab chats; ChatsFlow #4 pushed
  // thread(2); ThreadFlow #8 started
  try navigator.open("messenger://chats/2")
  #expect(mainFlow3.router.state.selectedTab == .chats)
  #expect(chatsFlow4.router.state.stack == [.list, .thread(2)])
  let threadFlow8 = try #require(chatsFlow4.child(at: .thread(2)) as? ThreadFlow)
  #expect(threadFlow8.router.state.stack == [.messages])
}
