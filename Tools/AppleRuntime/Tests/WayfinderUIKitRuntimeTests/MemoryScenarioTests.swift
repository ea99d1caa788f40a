import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

enum ComposeRoute: Hashable, Codable, Sendable { case form, attach }

final class ComposeFlow: Coordinator<ComposeRoute, Int> {
  init() { super.init(root: .form) }
}

/// A chats flow whose `.compose` presentation is a child flow drawn by its own renderer, the
/// way an app nests UIKit flows.
@MainActor
final class NestedScene {
  let flow = ChatFlow()
  let renderer: NavigationControllerRenderer<ChatRoute>
  let window = UIWindow()

  init() {
    StandIn.reset()
    let flow = self.flow
    renderer = NavigationControllerRenderer(router: flow.router) { route in
      if route == .compose,
        let compose = flow.child(at: .compose) as? Coordinator<ComposeRoute, Int>
      {
        let child = NavigationControllerRenderer(router: compose.router) { route in
          let screen = UIViewController()
          screen.title = "\(route)"
          // NB: a screen that refers to its flow, as a view model's owner does.
          _ = compose
          return screen
        }
        return child.navigationController
      }
      let screen = UIViewController()
      screen.title = "\(route)"
      return screen
    }
    flow.start()
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    StandIn.settle()
  }

  var navigation: UINavigationController { renderer.navigationController }
}

@MainActor
@Suite("UIKit adapter on the stand-in: memory")
struct MemoryScenarioTests {
  @Test func aChildFlowSwipedAwayIsReleasedWithItsRendererAndScreens() {
    let scene = NestedScene()
    weak var child: ComposeFlow?
    weak var childNavigation: UIViewController?
    do {
      let compose = ComposeFlow()
      child = compose
      scene.flow.show(compose, presenting: .compose)
      StandIn.settle()
      childNavigation = scene.renderer.navigationController.presentedViewController
    }
    #expect(childNavigation is UINavigationController)
    child?.router.push(.attach)
    StandIn.settle()
    if let sheet = childNavigation { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(child == nil)
    #expect(childNavigation == nil)
    #expect(StandIn.warnings.isEmpty)
  }
}
