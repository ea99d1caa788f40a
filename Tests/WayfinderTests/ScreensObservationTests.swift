import Observation
import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI
@_spi(Rendering) import WayfinderTesting

/// Views read `router.screens`; a change must reach exactly the views whose screens it changed.
@MainActor
@Suite("Observing a container's screens")
struct ScreensObservationTests {
  /// Whether `change` invalidates an observation of `read`.
  private func invalidates(_ read: @escaping () -> Void, _ change: () -> Void) -> Bool {
    let seen = Lock(false)
    withObservationTracking(read) { seen.withLock { $0 = true } }
    change()
    return seen.withLock { $0 }
  }

  @Test func aPushInOneTabReachesThatTabsViewOnly() throws {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.start()
    let main = try #require(app.main)
    main.router.select(.library)
    main.router.select(.profile)
    main.router.select(.chats)
    let chats = try #require(main.chats)
    let library = try #require(main.child(at: .library) as? LibraryFlow)
    let profile = try #require(main.profile)
    let bodies = Lock<[String]>([])
    func body(_ name: String, _ router: @escaping @MainActor () -> Void) {
      withObservationTracking {
        MainActor.assumeIsolated { router() }
      } onChange: {
        bodies.withLock { $0.append(name) }
      }
    }
    body("chats") { _ = chats.router.screens }
    body("library") { _ = library.router.screens }
    body("profile") { _ = profile.router.screens }
    chats.router.push(.thread(id: 1))
    #expect(bodies.withLock { $0 } == ["chats"])
  }

  @Test func aChangeInAPresentedFlowDoesNotReachThePresentersView() throws {
    let chats = ChatsFlow()
    chats.start()
    chats.router.present(.newChat)
    let newChat = try #require(chats.child(at: .newChat) as? NewChatFlow)
    #expect(!invalidates({ _ = chats.router.screens }, { newChat.router.push(.thread(id: 1)) }))
    #expect(invalidates({ _ = newChat.router.screens }, { newChat.router.push(.thread(id: 2)) }))
  }

  @Test func aChangeThatLeavesTheScreensEqualDoesNotReachTheView() {
    let chats = ChatsFlow()
    chats.start()
    chats.router.push(.thread(id: 1))
    #expect(!invalidates({ _ = chats.router.screens }, { chats.router.update { _ in } }))
    #expect(!invalidates({ _ = chats.router.screens }, { chats.router.dismissAll() }))
  }

  @Test func aPushedChildFlowsChangeReachesItsContainersView() throws {
    let (_, shop) = startedShop()
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    #expect(invalidates({ _ = shop.router.screens }, { order.router.push(.address) }))
    #expect(shop.router.screens.path.map(\.description) == ["cart", "address"])
  }
}

/// A change is told to the registrar only while something may observe it; whatever the order
/// of reads and changes, every observation must still hear of the first change after it.
@MainActor
@Suite("Observations and the changes told of")
struct ObservationTellingTests {
  /// Observations made so far, each with whether it heard of a change.
  private final class Observed: Sendable {
    let heard = Lock<[Bool]>([])

    func observe(_ read: @escaping @MainActor () -> Void) -> Int {
      let index = heard.withLock { heard in
        heard.append(false)
        return heard.count - 1
      }
      withObservationTracking {
        MainActor.assumeIsolated { read() }
      } onChange: {
        self.heard.withLock { $0[index] = true }
      }
      return index
    }
  }

  @Test func everyObservationHearsOfTheFirstChangeAfterIt() async {
    let operations = Gen.int(in: 0...5).array(of: 1...30)
    await checkProperty(count: 300, input: operations) { codes in
      let flow = ChatsFlow()
      flow.makesNewChatFlow = false
      flow.start()
      // A renderer on one run in two, as UIKit draws a flow and SwiftUI observes it.
      if codes.count.isMultiple(of: 2) { _ = RecordingRenderer.attach(to: flow.router) }
      let observed = Observed()
      var waiting: [Int] = []
      for code in codes {
        switch code {
        case 0: waiting.append(observed.observe { _ = flow.router.state })
        case 1: waiting.append(observed.observe { _ = flow.router.screens })
        case 2: _ = flow.router.screens.path.count
        case 3: _ = flow.router.state.path.count
        default:
          if code == 4 || !flow.router.state.canPop {
            flow.router.push(.thread(id: code))
          } else {
            flow.router.pop()
          }
          let heard = observed.heard.withLock { $0 }
          for index in waiting { #expect(heard[index], "observation \(index) of \(codes)") }
          waiting.removeAll()
        }
      }
    }
  }

  // Defect (review): a change made inside the tracked closure, after the read, was taken as
  // told before the observation existed, and later changes skipped the registrar.
  @Test func anObservationMadeAroundAChangeHearsOfTheNextOne() {
    let chats = ChatsFlow()
    chats.makesNewChatFlow = false
    chats.start()
    for readsScreens in [false, true] {
      let heard = Lock(false)
      withObservationTracking {
        MainActor.assumeIsolated {
          if readsScreens { _ = chats.router.screens } else { _ = chats.router.state }
          chats.router.push(.thread(id: 1))
        }
      } onChange: {
        heard.withLock { $0 = true }
      }
      chats.router.push(.thread(id: 2))
      #expect(heard.withLock { $0 }, "reading \(readsScreens ? "screens" : "state")")
    }
  }
}
