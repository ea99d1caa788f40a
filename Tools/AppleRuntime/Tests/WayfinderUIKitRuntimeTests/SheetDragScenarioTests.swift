import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// Changes made in code while the user drags a sheet, which the user then lets go or drags back
/// up (rule U4): UIKit takes no dismissal while the drag runs (rule D3), so the renderers wait
/// for it to end.
@MainActor
@Suite("UIKit adapter on the stand-in: changes during a sheet's drag")
struct SheetDragScenarioTests {
  /// A tab flow showing its own sheet, in a visible window.
  private func tabsShowingASheet() -> (HomeFlow, TabBarRenderer<HomeTab>, UIViewController?) {
    StandIn.reset()
    let home = HomeFlow()
    home.start()
    let renderer = TabBarRenderer(router: home.router) { tab in titled("\(tab)") }
    let window = UIWindow()
    window.rootViewController = renderer.tabBarController
    window.makeKeyAndVisible()
    StandIn.settle()
    home.router.present(.signIn)
    StandIn.settle()
    return (home, renderer, renderer.tabBarController.presentedViewController)
  }

  // Defect: a dismissal asked for while the user dragged the tab flow's sheet was refused by
  // UIKit; the render never ended and the sheet stayed while the state had none.
  @Test(arguments: [false, true])
  func aDismissalMadeDuringTheDragEndsOnceTheDragDoes(userCompletes: Bool) async throws {
    let (home, renderer, sheet) = tabsShowingASheet()
    StandIn.userSwipesDown(try #require(sheet), completes: userCompletes)
    var done = false
    let dismissing = Task { @MainActor in
      await home.router.dismiss().onScreen()
      done = true
    }
    await runClock { done }
    #expect(done)
    #expect(renderer.tabBarController.presentedViewController == nil)
    #expect(home.router.state.presented.isEmpty)
    #expect(StandIn.warnings.isEmpty)
    dismissing.cancel()
  }

  // Defect (found while fixing the one above): the dismissal that waited for a drag the user
  // completed dismissed as many levels again, taking the sheet below the dragged one too.
  @Test func aDismissalThatWaitedForACompletedDragKeepsTheSheetBelow() async throws {
    let (home, renderer, sheet) = tabsShowingASheet()
    home.router.present(.feed)
    StandIn.settle()
    StandIn.userSwipesDown(try #require(sheet?.presentedViewController))
    var done = false
    let dismissing = Task { @MainActor in
      await home.router.dismiss().onScreen()
      done = true
    }
    await runClock { done }
    #expect(done)
    #expect(renderer.tabBarController.presentedViewController === sheet)
    #expect(sheet?.presentedViewController == nil)
    #expect(home.router.state.presented.map(\.route) == [.signIn])
    #expect(StandIn.warnings.isEmpty)
    dismissing.cancel()
  }

  // A presentation made during a drag the user cancels goes over the sheet, which stays.
  @Test func aPresentationMadeDuringACancelledDragGoesOverTheSheet() async throws {
    let (home, renderer, sheet) = tabsShowingASheet()
    StandIn.userSwipesDown(try #require(sheet), completes: false)
    var done = false
    let presenting = Task { @MainActor in
      await home.router.present(.feed).onScreen()
      done = true
    }
    await runClock { done }
    #expect(done)
    #expect(renderer.tabBarController.presentedViewController === sheet)
    #expect(sheet?.presentedViewController?.title == "feed")
    #expect(home.router.state.presented.map(\.route) == [.signIn, .feed])
    #expect(StandIn.warnings.isEmpty)
    presenting.cancel()
  }

  // A stack flow's sheet dragged back up while code dismissed it: the stack renderer waits for
  // the drag as for a back swipe.
  @Test func aStackFlowsDismissalDuringACancelledDragEndsOnceTheDragDoes() async {
    let scene = Scene()
    scene.flow.router.present(.compose)
    StandIn.settle()
    if let sheet = scene.navigation.presentedViewController {
      StandIn.userSwipesDown(sheet, completes: false)
    }
    var done = false
    let dismissing = Task { @MainActor in
      await scene.flow.router.dismiss().onScreen()
      done = true
    }
    await runClock { done }
    #expect(done)
    #expect(scene.presented.isEmpty)
    #expect(scene.flow.router.state.presented.isEmpty)
    scene.expectNoComplaints()
    dismissing.cancel()
  }

  // Defect: a new window root asked for while the user dragged a sheet over the old one was
  // refused by UIKit's dismissal; the old root stayed.
  @Test func aRootSwapMadeDuringADragWaitsForIt() throws {
    StandIn.reset()
    let app = AppFlow()
    app.start()
    let window = UIWindow()
    let renderer = WindowRootRenderer(window: window, router: app.router) { titled("\($0)") }
    StandIn.settle()
    // A sheet a flow inside the main screen presented, outside the app flow's state.
    let sheet = titled("sheet")
    window.rootViewController?.present(sheet, animated: false)
    StandIn.settle()
    StandIn.userSwipesDown(sheet, completes: false)
    app.router.setRoot(.login)
    StandIn.settle()
    #expect(window.rootViewController?.title == "login")
    #expect(sheet.presentingViewController == nil)
    #expect(StandIn.warnings.isEmpty)
    _ = renderer
  }

  // Review finding: the screens to bring back over a new root were listed before the swap
  // waited for the user's drag; a sheet the user dragged away in the meantime came back over
  // the new root, held by no state.
  @Test(arguments: [false, true])
  func aRootSwapMadeDuringADragOverAPresentedFlowKeepsWhatTheUserLeft(
    userCompletes: Bool
  ) throws {
    StandIn.reset()
    let app = AppFlow()
    app.start()
    let window = UIWindow()
    let about = ComposeFlow()
    let renderer = WindowRootRenderer(window: window, router: app.router) { route in
      guard route == .about else { return titled("\(route)") }
      return NavigationControllerRenderer(router: about.router) { titled("\($0)") }
        .navigationController
    }
    app.show(about, presenting: .about)
    StandIn.settle()
    let sheet = try #require(window.rootViewController?.presentedViewController)
    about.router.present(.attach)
    StandIn.settle()
    let attach = try #require(sheet.presentedViewController)
    StandIn.userSwipesDown(attach, completes: userCompletes)
    app.router.setRoot(.login)
    StandIn.settle()
    #expect(window.rootViewController?.title == "login")
    #expect(window.rootViewController?.presentedViewController === sheet)
    if userCompletes {
      #expect(sheet.presentedViewController == nil)
      #expect(about.router.state.presented.isEmpty)
    } else {
      #expect(sheet.presentedViewController === attach)
      #expect(about.router.state.presented.map(\.route) == [.attach])
    }
    #expect(StandIn.warnings.isEmpty)
    _ = renderer
  }

  // Review finding: a transition in the middle of the chain (a presented flow dismissing the
  // two levels above it) went unseen, and a layer presented over a screen on its way out.
  @Test func aPresentationWaitsForADismissalInTheMiddleOfTheChain() async throws {
    let (home, renderer, sheet) = tabsShowingASheet()
    let middle = try #require(sheet)
    let above = titled("above")
    let top = titled("top")
    middle.present(above, animated: false)
    StandIn.settle()
    above.present(top, animated: false)
    StandIn.settle()
    // The sheet's own screen takes away the two above it, animated, while the tab flow
    // presents.
    middle.dismiss(animated: true)
    var done = false
    let presenting = Task { @MainActor in
      await home.router.present(.feed).onScreen()
      done = true
    }
    await runClock { done }
    #expect(done)
    #expect(middle.presentedViewController?.title == "feed")
    #expect(home.router.state.presented.map(\.route) == [.signIn, .feed])
    #expect(StandIn.warnings.isEmpty)
    _ = renderer
    presenting.cancel()
  }
}
