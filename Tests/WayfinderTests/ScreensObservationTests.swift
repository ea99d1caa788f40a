import Observation
import Synchronization
import Testing
import Wayfinder
import WayfinderTesting

/// Views read `router.screens`; a change must reach exactly the views whose screens it changed.
@MainActor
@Suite("Observing a container's screens")
struct ScreensObservationTests {
  /// Whether `change` invalidates an observation of `read`.
  private func invalidates(_ read: @escaping () -> Void, _ change: () -> Void) -> Bool {
    let seen = Mutex(false)
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
    let bodies = Mutex<[String]>([])
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
