import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A chat list whose rows are the views screens zoom out of.
@MainActor
final class ZoomingListScreen: UIViewController, TransitionSourceProviding {
  /// The rows on screen, by the source they show.
  var rows: [String: UIView] = [:]

  func showRow(_ source: String) {
    let row = UIView()
    view.addSubview(row)
    rows[source] = row
  }

  func view(forTransitionSource source: ScreenTransition.Source) -> UIView? {
    rows[source.rawValue]
  }
}

/// A chats flow whose thread 9 is a child flow that may refuse to let the user go.
final class ZoomChatFlow: Coordinator<ChatRoute, Void> {
  let guarded = GuardedChatFlow()
  init() { super.init(root: .list) }
  override func makeChild(for route: ChatRoute) -> Flow? {
    route == .thread(9) ? guarded : nil
  }
}

/// A chats flow whose list is a ``ZoomingListScreen`` showing the row `chat-7`.
@MainActor
final class ZoomScene {
  let flow = ZoomChatFlow()
  let list = ZoomingListScreen()
  let renderer: NavigationControllerRenderer<ChatRoute>
  let window = UIWindow()

  init() {
    StandIn.reset()
    flow.start()
    let list = list
    list.title = "list"
    renderer = NavigationControllerRenderer(router: flow.router) { route in
      if route == .list { return list }
      let screen = UIViewController()
      screen.title = "\(route)"
      return screen
    }
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    list.showRow("chat-7")
    StandIn.settle()
  }

  /// The zooms UIKit ran, as `in/out screen over source: zoomed or fell back`.
  var zooms: [String] { zoomsRun() }
}

/// The zooms UIKit ran, as `in/out screen over source: zoomed or fell back`.
@MainActor
func zoomsRun() -> [String] {
  StandIn.zooms.map { zoom in
    "\(zoom.movingIn ? "in" : "out") \(zoom.screen.title ?? "?") over "
      + "\(zoom.source.title ?? "\(type(of: zoom.source))"): "
      + (zoom.zoomedFromView ? "zoomed" : "fell back")
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: zoom transitions (rule Z1)")
struct ZoomScenarioTests {
  @Test func aZoomedPushZoomsOutOfTheRowAndBackIntoIt() {
    let scene = ZoomScene()
    scene.flow.router.push(.thread(7), transition: .zoom(from: "chat-7"))
    StandIn.settle()
    scene.flow.router.pop()
    StandIn.settle()
    #expect(scene.zooms == ["in thread(7) over list: zoomed", "out thread(7) over list: zoomed"])
    #expect(scene.renderer.navigationController.viewControllers.count == 1)
    #expect(StandIn.warnings.isEmpty && StandIn.exceptions.isEmpty)
  }

  @Test func theUsersSwipeBackZoomsBackIntoTheRow() {
    let scene = ZoomScene()
    scene.flow.router.push(.thread(7), transition: .zoom(from: "chat-7"))
    StandIn.settle()
    StandIn.userSwipesBack(in: scene.renderer.navigationController, completes: true)
    StandIn.settle()
    #expect(scene.zooms.last == "out thread(7) over list: zoomed")
    #expect(scene.flow.router.state.path.isEmpty)
    #expect(scene.flow.router.state.pathTransitions.isEmpty)
  }

  @Test func aRowThatIsGoneFallsBackQuietly() {
    let scene = ZoomScene()
    scene.flow.router.push(.thread(8), transition: .zoom(from: "chat-8"))
    StandIn.settle()
    scene.flow.router.pop()
    StandIn.settle()
    #expect(
      scene.zooms == ["in thread(8) over list: fell back", "out thread(8) over list: fell back"])
  }

  @Test func aScreenBelowThatGivesNoSourcesIsReportedOnce() {
    let scene = ZoomScene()
    scene.flow.router.push(.thread(1))
    StandIn.settle()
    withKnownIssue {
      scene.flow.router.push(.thread(7), transition: .zoom(from: "chat-7"))
      StandIn.settle()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue
          == "thread(7) zooms without its source `chat-7`: UIViewController gives no views for "
          + "zoom transitions. Conform it to TransitionSourceProviding and return the view "
          + "showing that source."
      }
    }
    // Asked again on the way back, it is not reported again.
    scene.flow.router.pop()
    StandIn.settle()
    #expect(scene.zooms.count == 2)
  }

  // Defect guarded (review): UIKit's own pinch or swipe away of a zoomed screen went past the
  // flow's guard, which the edge swipe asks.
  @Test func theUsersPinchAwayAsksTheFlowsGuardAsTheEdgeSwipeDoes() {
    let scene = ZoomScene()
    let guarded = scene.flow.guarded
    scene.flow.router.push(.thread(9), transition: .zoom(from: "chat-7"))
    StandIn.settle()
    guarded.decision = .refuse("Sending")
    #expect(!StandIn.userDismissesZoomedScreen(in: scene.renderer.navigationController))
    #expect(scene.flow.router.state.path == [.thread(9)])
    guarded.decision = .allow
    #expect(StandIn.userDismissesZoomedScreen(in: scene.renderer.navigationController))
    StandIn.settle()
    #expect(scene.flow.router.state.path.isEmpty)
    #expect(scene.zooms.last == "out thread(9) over list: zoomed")
  }

  @Test func aZoomedPresentationZoomsOutOfTheRowOfTheScreenBelow() {
    let scene = ZoomScene()
    scene.flow.router.present(.compose, style: .fullScreenCover, transition: .zoom(from: "chat-7"))
    StandIn.settle()
    scene.flow.router.dismiss()
    StandIn.settle()
    let zooms = StandIn.zooms
    #expect(zooms.map(\.zoomedFromView) == [true, true])
    #expect(zooms.map(\.movingIn) == [true, false])
  }

  @Test func aStandardPushAsksForNoSource() {
    let scene = ZoomScene()
    scene.flow.router.push(.thread(7))
    StandIn.settle()
    let top = scene.renderer.navigationController.topViewController
    #expect(top?.preferredTransition == nil)
    #expect(StandIn.zooms.isEmpty)
  }
}

/// A thread pushed as a child flow that may refuse to let the user go.
final class GuardedChatFlow: Coordinator<ChatRoute, Void> {
  var decision = LeaveDecision.allow
  init() { super.init(root: .thread(9)) }
  override func shouldLeave() -> LeaveDecision { decision }
}
