import Foundation
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

extension EventTests {
  // Review: the list a publish reuses was emptied by the main-actor task an observation
  // cancelled on another thread schedules, after a publish had already read the new list; the
  // next events then reached nobody until the observers changed again.
  @Test func anObservationCancelledOnAnotherThreadLeavesTheOthersHearingEveryEvent() async {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    var heard: [String] = []
    let kept = navigator.observe { heard.append($0.description) }
    let gone = navigator.observe { _ in }
    chats.router.push(.thread(id: 1))
    Self.cancelOnAnotherThread(gone)
    // Before the main actor runs the task the cancellation scheduled: this publish reads the
    // observers again.
    chats.router.pop()
    for _ in 0..<20 { await Task.yield() }
    chats.router.push(.thread(id: 2))
    #expect(heard.count == 3)
    kept.cancel()
    navigator.stop()
  }

  /// Cancels `token` on a thread of its own, and returns once it is cancelled, without letting
  /// the main actor run anything else meanwhile.
  private static func cancelOnAnotherThread(_ token: ObserverToken) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      token.cancel()
      done.signal()
    }
    done.wait()
  }
}
