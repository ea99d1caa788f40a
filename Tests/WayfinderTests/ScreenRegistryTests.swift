import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Screens drawn by route type")
struct ScreenRegistryTests {
  private func registry() -> ScreenRegistry<String> {
    var screens = ScreenRegistry<String>()
    screens.register(ChatsRoute.self) { "chats \($0)" }
    screens.register(ProfileRoute.self) { "profile \($0)" }
    return screens
  }

  @Test func eachScreenIsDrawnByTheRegistrationOfItsRouteType() {
    let screens = registry()
    #expect(
      screens.content(for: ScreenRoute(ChatsRoute.thread(id: 3), flow: nil))
        == "chats thread(id: 3)")
    #expect(screens.content(for: ScreenRoute(ProfileRoute.edit, flow: nil)) == "profile edit")
    #expect(screens.isRegistered(ChatsRoute.self))
    #expect(!screens.isRegistered(LoginRoute.self))
  }

  @Test func theScreensOfAContainerWithAPushedChildFlowAreAllDrawn() {
    let chats = ChatsFlow()
    chats.start()
    chats.router.push(.composer(id: 7))
    let screens = registry()
    let drawn = chats.router.screens.stack.map { screens.content(for: $0) }
    #expect(drawn == ["chats list", "chats thread(id: 7)"])
  }

  @Test func aRouteTypeWithoutRegistrationIsReportedAndDrawsNothing() {
    let screens = registry()
    var drawn: String?
    withKnownIssue {
      drawn = screens.content(for: ScreenRoute(LoginRoute.form, flow: nil))
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ScreenRegistry has no screen for form, a route of type LoginRoute; registered are ChatsRoute, "
            + "ProfileRoute. Register it: screens.register(LoginRoute.self) { … }."
        ]
    }
    #expect(drawn == nil)
    // Drawn again (SwiftUI redraws often): nothing more is reported.
    #expect(screens.content(for: ScreenRoute(LoginRoute.register, flow: nil)) == nil)
  }

  @Test func aTypeRegisteredTwiceKeepsItsFirstRegistration() {
    var screens = registry()
    withKnownIssue {
      screens.register(ChatsRoute.self) { _ in "again" }
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ScreenRegistry: ChatsRoute is registered twice; the first registration is kept. "
            + "Register each route type once, in the feature that owns it."
        ]
    }
    #expect(screens.content(for: ScreenRoute(ChatsRoute.list, flow: nil)) == "chats list")
  }
}
