import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A split chats flow whose sidebar is a list showing the row `chat-7`, drawn in a split view
/// controller in a visible window.
@MainActor
final class SplitZoomScene {
  let flow: SplitChatFlow
  let list = ZoomingListScreen()
  let stack: NavigationControllerRenderer<ChatRoute>
  let split: SplitViewRenderer<ChatRoute>
  let window = UIWindow()

  /// The scene in `width`, its flow laid out as `layout` and changed by `restoring` before
  /// the renderers are made (as a restored state is).
  init(
    width: UIUserInterfaceSizeClass, layout: SplitLayout = SplitLayout(),
    restoring: (Router<ChatRoute>) -> Void = { _ in }
  ) {
    StandIn.reset()
    StandIn.horizontalSizeClass = width
    flow = SplitChatFlow(layout: layout)
    flow.start()
    restoring(flow.router)
    let list = list
    list.title = "list"
    stack = NavigationControllerRenderer(router: flow.router) { route in
      route == .list ? list : titled("\(route)")
    }
    split = SplitViewRenderer(stack: stack) { column in titled("empty \(column)") }
    window.rootViewController = split.splitViewController
    window.makeKeyAndVisible()
    list.showRow("chat-7")
    StandIn.settle()
  }

  /// Narrows the window, so that the split view collapses, and goes back to the list with the
  /// edge swipe.
  func collapseAndGoBack() {
    StandIn.changeHorizontalSizeClass(to: .compact)
    StandIn.settle()
    StandIn.userSwipesBack(in: stack.navigationController, completes: true)
    StandIn.settle()
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: a split view's column opened with a zoom (rule Z1)")
struct SplitZoomScenarioTests {
  @Test func collapsedTheDetailIsPushedZoomingOutOfTheRowAndBackIntoIt() {
    let scene = SplitZoomScene(width: .compact)
    scene.flow.router.show(.thread(7), in: .detail, transition: .zoom(from: "chat-7"))
    StandIn.settle()
    StandIn.userSwipesBack(in: scene.stack.navigationController, completes: true)
    StandIn.settle()
    #expect(zoomsRun() == ["in thread(7) over list: zoomed", "out thread(7) over list: zoomed"])
    #expect(scene.flow.router.state.path.isEmpty)
    #expect(StandIn.warnings.isEmpty && StandIn.exceptions.isEmpty)
  }

  // Defect guarded: side by side, the detail's screen took the place of the column's
  // placeholder as a push and zoomed out of no view of that column.
  @Test func sideBySideTheDetailReplacesItsPlaceholderTheStandardWayAndKeepsIt() {
    let scene = SplitZoomScene(width: .regular)
    scene.flow.router.show(.thread(7), in: .detail, transition: .zoom(from: "chat-7"))
    StandIn.settle()
    #expect(scene.split.detailNavigationController.topViewController?.title == "thread(7)")
    #expect(scene.split.detailNavigationController.topViewController?.preferredTransition == nil)
    scene.collapseAndGoBack()
    #expect(zoomsRun().isEmpty)
    #expect(scene.flow.router.state.path.isEmpty)
    #expect(StandIn.warnings.isEmpty && StandIn.exceptions.isEmpty)
  }

  @Test func sideBySideEachColumnOfThreeReplacesItsScreenTheStandardWay() {
    let scene = SplitZoomScene(width: .regular, layout: SplitLayout(hasContentColumn: true))
    scene.flow.router.show(.thread(7), in: .content, transition: .zoom(from: "chat-7"))
    StandIn.settle()
    scene.flow.router.show(.thread(8), in: .detail, transition: .zoom(from: "chat-7"))
    StandIn.settle()
    #expect(scene.split.detailNavigationController.topViewController?.title == "thread(8)")
    #expect(zoomsRun().isEmpty)
    #expect(StandIn.warnings.isEmpty && StandIn.exceptions.isEmpty)
  }

  // Defect guarded (review): screens made with the renderer (a restored state) were given their
  // zoom before the split view placed them.
  @Test func aRestoredDetailIsDecidedWhereTheSplitViewFirstPlacesIt() {
    let zoom = ScreenTransition.zoom(from: "chat-7")
    let narrow = SplitZoomScene(width: .compact) { router in
      router.show(.thread(7), in: .detail, transition: zoom)
    }
    StandIn.userSwipesBack(in: narrow.stack.navigationController, completes: true)
    StandIn.settle()
    #expect(zoomsRun() == ["out thread(7) over list: zoomed"])

    let wide = SplitZoomScene(width: .regular) { router in
      router.show(.thread(7), in: .detail, transition: zoom)
    }
    #expect(wide.split.detailNavigationController.topViewController?.preferredTransition == nil)
    wide.collapseAndGoBack()
    #expect(zoomsRun().isEmpty)
    #expect(wide.flow.router.state.path.isEmpty)
  }

  @Test func aScreenPushedAboveTheDetailsFirstZoomsInTheDetailColumn() {
    let scene = SplitZoomScene(width: .regular)
    scene.flow.router.show(.thread(7), in: .detail)
    StandIn.settle()
    // NB: the screen below gives no sources: UIKit asks, and the fallback is reported.
    withKnownIssue {
      scene.flow.router.push(.thread(8), transition: .zoom(from: "chat-7"))
      StandIn.settle()
    }
    #expect(zoomsRun() == ["in thread(8) over thread(7): fell back"])
  }
}
