import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Navigation events")
struct EventTests {
  @Test func everyChangeReachesObserversInOrder() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    var lines: [String] = []
    let observation = navigator.observe {
      lines.append($0.description.replacing(#/ #\d+/#, with: ""))
    }
    navigator.start()
    chats.router.push(.thread(id: 1))
    chats.router.present(.newChat)
    _ = chats.router.userDidNavigate(.dismissedTo(count: 0))
    chats.router.pop()
    navigator.stop()
    #expect(
      lines == [
        "ChatsFlow started (code)",
        "ChatsFlow pushed thread(id: 1) (code)",
        "ChatsFlow presented newChat as sheet (code)",
        "NewChatFlow started (code)",
        "ChatsFlow dismissed newChat (user)",
        "NewChatFlow cancelled: dismissed by the user (user)",
        "ChatsFlow popped thread(id: 1) (code)",
        "ChatsFlow cancelled: stopped (code)",
      ])
    observation.cancel()
  }

  @Test func aReleasedObservationStopsDelivery() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    var count = 0
    var observation: ObserverToken? = navigator.observe { _ in count += 1 }
    chats.router.push(.thread(id: 1))
    #expect(observation != nil)
    observation = nil
    chats.router.push(.thread(id: 2))
    #expect(count == 1)
  }
}
