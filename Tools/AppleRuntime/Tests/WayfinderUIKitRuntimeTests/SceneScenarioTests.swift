import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// One flow tree per scene: a second renderer for a router is reported, and a renderer does not
/// keep its scene's window.
@MainActor
@Suite("UIKit adapter on the stand-in: scenes")
struct SceneScenarioTests {
  @Test func aSecondRendererForOneRouterIsReported() {
    StandIn.reset()
    let flow = ChatFlow()
    flow.start()
    let first = NavigationControllerRenderer(router: flow.router) { titled("\($0)") }
    withKnownIssue {
      _ = NavigationControllerRenderer(router: flow.router) { titled("\($0)") }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "NavigationControllerRenderer<ChatRoute>: the router already has a renderer "
          + "(NavigationControllerRenderer<ChatRoute>), which stops drawing it. Show each flow "
          + "tree in one scene, with a navigator per scene, or set `router.renderer = nil` "
          + "before drawing the flow again."
      ]
    }
    #expect(flow.router.renderer !== first)
  }

  @Test func aWindowRootRendererLetsItsWindowGoWithItsScene() {
    StandIn.reset()
    let app = AppFlow()
    app.start()
    weak var weakWindow: UIWindow?
    var renderer: WindowRootRenderer<AppRoute>?
    do {
      let window = UIWindow()
      weakWindow = window
      renderer = WindowRootRenderer(window: window, router: app.router) { titled("\($0)") }
      StandIn.settle()
      StandIn.sceneDisconnects(showing: window)
    }
    #expect(renderer != nil)
    #expect(weakWindow == nil)
    // With its window gone, a change draws nothing and still completes.
    app.router.setRoot(.about, animated: false)
    StandIn.settle()
    #expect(StandIn.exceptions.isEmpty)
  }
}
