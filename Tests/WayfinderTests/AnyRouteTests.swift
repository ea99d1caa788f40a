import Testing
@_spi(Rendering) import Wayfinder

@Suite("Routes of any flow")
struct AnyRouteTests {
  @Test func equalWhenTheyWrapEqualValuesOfTheSameType() {
    #expect(AnyRoute(ChatsRoute.thread(id: 1)) == AnyRoute(ChatsRoute.thread(id: 1)))
    #expect(AnyRoute(ChatsRoute.thread(id: 1)) != AnyRoute(ChatsRoute.thread(id: 2)))
    #expect(AnyRoute(ChatsRoute.list) != AnyRoute(ProfileRoute.overview))
    #expect(AnyRoute(MainTab.chats) != AnyRoute("chats"))
    #expect(AnyRoute(1) != AnyRoute(Int64(1)))
  }

  @Test func equalRoutesHashAlike() {
    let routes: Set = [
      AnyRoute(ChatsRoute.list), AnyRoute(ChatsRoute.list), AnyRoute(MainTab.chats),
    ]
    #expect(routes.count == 2)
  }
}
