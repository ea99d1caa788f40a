import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

@MainActor
@Suite("UIKit adapter on the stand-in: navigation")
struct NavigationScenarioTests {
  @Test func everyStackOperationShowsTheStateAnimatedAndNot() {
    let scene = Scene()
    for animated in [false, true] {
      scene.flow.router.push(.thread(1), animated: animated)
      scene.flow.router.push(.thread(2), animated: animated)
      StandIn.settle()
      #expect(scene.stack == ["list", "thread(1)", "thread(2)"])
      scene.flow.router.pop(animated: animated)
      StandIn.settle()
      #expect(scene.stack == ["list", "thread(1)"])
      scene.flow.router.setRoot(.thread(9), animated: animated)
      StandIn.settle()
      #expect(scene.stack == ["thread(9)"])
      scene.flow.router.setRoot(.list, animated: animated)
      scene.flow.router.push(.thread(3), animated: animated)
      scene.flow.router.popToRoot(animated: animated)
      StandIn.settle()
      #expect(scene.stack == ["list"])
    }
    scene.expectNoComplaints()
  }

  @Test func aPushMadeDuringTheUsersSwipeWaitsAndTheScreensMatchTheStateAfter() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    StandIn.userSwipesBack(in: scene.navigation, completes: true)
    // A timer pushes while the finger is still down.
    scene.flow.router.push(.thread(2))
    StandIn.settle()
    let shown = scene.stack
    let state = ["list"] + scene.flow.router.state.path.map { "\($0)" }
    #expect(shown == state)
    scene.expectNoComplaints()
  }

  // K7: the change waited for the swipe; its presentation waited again on the swipe's
  // coordinator from inside that coordinator's completion, which queues nothing by then
  // (rule X3), and never showed.
  @Test(arguments: [true, false])
  func anAlertPresentedDuringTheUsersSwipeShowsAfterIt(completes: Bool) async {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    StandIn.userSwipesBack(in: scene.navigation, completes: completes)
    #expect(await drawn { scene.flow.router.present(.deleteAlert, style: .alert) })
    #expect(scene.presented == ["Delete?"])
    #expect(scene.stack == (completes ? ["list"] : ["list", "thread(1)"]))
    scene.expectNoComplaints()
  }

  @Test func aPushMadeDuringASwipeTheUserLetsGoOfIsShownAfterIt() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    StandIn.userSwipesBack(in: scene.navigation, completes: false)
    scene.flow.router.push(.thread(2))
    StandIn.settle()
    #expect(scene.stack == ["list", "thread(1)", "thread(2)"])
    #expect(scene.flow.router.state.path == [.thread(1), .thread(2)])
    scene.expectNoComplaints()
  }

  @Test func aPushIsOnScreenOnlyOnceItsAnimationHasEnded() async {
    let scene = Scene()
    var shown = false
    let pushing = Task { @MainActor in
      await scene.flow.router.push(.thread(1)).onScreen()
      shown = true
    }
    for _ in 0..<5 { await Task.yield() }
    #expect(scene.stack == ["list", "thread(1)"])
    #expect(!shown)
    await runClock { shown }
    await pushing.value
    #expect(shown)
    #expect(!StandIn.isAnimating)
    scene.expectNoComplaints()
  }

  @Test func aBackSwipeThatCompletesPopsTheStateAndOneThatIsCancelledDoesNot() {
    let scene = Scene()
    scene.flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    StandIn.userSwipesBack(in: scene.navigation, completes: false)
    StandIn.settle()
    #expect(scene.flow.router.state.path == [.thread(1)])
    StandIn.userSwipesBack(in: scene.navigation, completes: true)
    StandIn.settle()
    #expect(scene.flow.router.state.path.isEmpty)
    #expect(scene.stack == ["list"])
    scene.expectNoComplaints()
  }

  @Test func aSheetSwipedDownIsDismissedInTheState() {
    let scene = Scene()
    scene.flow.router.present(.compose)
    StandIn.settle()
    #expect(scene.presented == ["compose"])
    guard let sheet = scene.navigation.presentedViewController else {
      Issue.record("the sheet is not presented")
      return
    }
    StandIn.userSwipesDown(sheet)
    StandIn.settle()
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(scene.presented.isEmpty)
    scene.expectNoComplaints()
  }

  @Test func aPresentationAskedForDuringADismissalAppearsWhenTheDismissalEnds() async {
    let scene = Scene()
    scene.flow.router.present(.compose, animated: false)
    StandIn.settle()
    scene.flow.router.dismiss()
    var shown = false
    let presenting = Task { @MainActor in
      await scene.flow.router.present(.deleteAlert, style: .alert).onScreen()
      shown = true
    }
    for _ in 0..<5 { await Task.yield() }
    #expect(scene.presented == ["compose"])
    await runClock { shown }
    await presenting.value
    #expect(scene.presented == ["Delete?"])
    scene.expectNoComplaints()
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: making a renderer")
struct RendererInitialiserTests {
  @Test func aTrailingClosureThatIgnoresItsRouteMakesTheTypedRenderer() {
    StandIn.reset()
    let flow = ChatFlow()
    flow.start()
    // The shortest form: one screen for every route. It must pick the initialiser that takes a
    // `ChatRoute`, not the one that takes screens of pushed child flows.
    let renderer = NavigationControllerRenderer(router: flow.router) { _ in titled("any") }
    let window = UIWindow()
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    flow.router.push(.thread(1), animated: false)
    StandIn.settle()
    #expect(renderer.navigationController.viewControllers.map(\.title) == ["any", "any"])
    // Only the typed renderer tells a screen of another route type apart: it reports one of a
    // child flow that makes no view controllers and shows a blank, where the other initialiser
    // would have made "any" for it too.
    withKnownIssue {
      flow.show(PlainOrderFlow(), pushing: .thread(2))
      StandIn.settle()
    } matching: { issue in
      issue.comments.first?.rawValue.contains("has no screen for cart") == true
    }
    #expect(renderer.navigationController.viewControllers.last?.title == "cart")
  }
}
