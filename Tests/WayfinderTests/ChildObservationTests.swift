import Observation
import Testing
@_spi(Rendering) import Wayfinder

/// SwiftUI redraws a view when something it read changes: a view that draws
/// `flow.child(at:)` must be redrawn when another flow takes that place or the flow leaves it.
@MainActor
@Suite("Observing the child flows shown at a route")
struct ChildObservationTests {
  /// Whether a change made by `change` is seen by an observation of `read`.
  private func observed(_ read: () -> Void, when change: () -> Void) -> Bool {
    let seen = Flag()
    withObservationTracking(read) { seen.value = true }
    change()
    return seen.value
  }

  final class Flag: @unchecked Sendable {
    var value = false
  }

  @Test func aChildStartedAtARouteIsSeen() {
    let flow = ChatsFlow()
    flow.start()
    #expect(
      observed({ _ = flow.child(at: .newChat) }, when: { flow.router.present(.newChat) }))
    #expect(flow.child(at: .newChat) is NewChatFlow)
  }

  @Test func aChildReplacedAtTheSameRouteIsSeen() {
    let flow = ChatsFlow()
    flow.start()
    flow.router.present(.newChat)
    let first = flow.child(at: .newChat)
    // NB: the route stays the same, so the router's state reads the same before and after.
    #expect(
      observed(
        { _ = flow.child(at: .newChat) },
        when: {
          flow.router.dismiss()
          flow.router.present(.newChat)
        }))
    let second = flow.child(at: .newChat)
    #expect(second != nil && second !== first)
  }

  @Test func aChildThatEndsIsSeen() {
    let flow = ChatsFlow()
    flow.start()
    flow.router.present(.newChat)
    let child = flow.child(at: .newChat) as? NewChatFlow
    #expect(observed({ _ = flow.child(at: .newChat) }, when: { child?.finish(with: 1) }))
    #expect(flow.child(at: .newChat) == nil)
  }

  @Test func aChangeElsewhereIsNotSeenThroughTheRouter() {
    // The observation tracks the children, not every change of the flow's state.
    let flow = ChatsFlow()
    flow.start()
    #expect(!observed({ _ = flow.child(at: .newChat) }, when: { flow.router.push(.thread(id: 2)) }))
  }
}
