import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder

/// The routes an event names: a collection, whatever it keeps inside.
@Suite("Event routes")
struct EventRoutesTests {
  @Test func oneRouteReadsAsACollectionOfOne() {
    let routes: EventRoutes = [AnyRoute(ChatsRoute.thread(id: 7))]
    #expect(routes.count == 1)
    #expect(routes.first == AnyRoute(ChatsRoute.thread(id: 7)))
    #expect(routes.last == routes.first)
    #expect(routes.map(\.description) == ["thread(id: 7)"])
    #expect(Array(routes) == [AnyRoute(ChatsRoute.thread(id: 7))])
  }

  @Test func anyNumberKeepsItsOrderAndEqualRoutesAreEqualEvents() async {
    await checkProperty(count: 200, input: Gen.int(in: 0...9).array(of: 0...6)) { ids in
      let array = ids.map { AnyRoute(ChatsRoute.thread(id: $0)) }
      let routes = EventRoutes(array)
      #expect(Array(routes) == array)
      #expect(routes.count == array.count)
      #expect(routes.indices == array.indices)
      // Made again from the same routes, by another way in: equal, with the same hash.
      var again: EventRoutes = []
      for route in array { again = EventRoutes(Array(again) + [route]) }
      #expect(again == routes)
      #expect(again.hashValue == routes.hashValue)
    }
  }

  @MainActor
  @Test func aPopOfSeveralScreensNamesThemBottomFirst() {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    chats.router.push(.thread(id: 1))
    chats.router.push(.thread(id: 2))
    var kinds: [NavigationEvent.Kind] = []
    let observation = navigator.observe { kinds.append($0.kind) }
    chats.router.popToRoot()
    #expect(
      kinds == [.popped([AnyRoute(ChatsRoute.thread(id: 1)), AnyRoute(ChatsRoute.thread(id: 2))])])
    if case .popped(let routes) = kinds.first {
      #expect(routes.compactMap { $0.as(ChatsRoute.self) } == [.thread(id: 1), .thread(id: 2)])
    }
    observation.cancel()
    navigator.stop()
  }
}
