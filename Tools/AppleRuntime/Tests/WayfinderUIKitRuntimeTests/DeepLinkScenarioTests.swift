import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

@MainActor
@Suite("UIKit adapter on the stand-in: deep links")
struct DeepLinkScenarioTests {
  init() { StandIn.reset() }

  @Test func aLinkThatPushesWhileASheetIsUpDismissesItAndPushesInSight() async throws {
    let flow = ChatFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    let renderer = NavigationControllerRenderer(
      router: flow.router, screen: { route in titled("\(route)") })
    let window = UIWindow()
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    flow.router.present(.compose)
    StandIn.settle()
    #expect(renderer.navigationController.presentedViewController?.title == "compose")

    try navigator.open([.push(ChatRoute.thread(9))])
    StandIn.settle()
    #expect(renderer.navigationController.presentedViewController == nil)
    #expect(renderer.navigationController.viewControllers.map(\.title) == ["list", "thread(9)"])
    #expect(flow.router.state.presented.isEmpty)
    #expect(StandIn.warnings.isEmpty)
  }
}
