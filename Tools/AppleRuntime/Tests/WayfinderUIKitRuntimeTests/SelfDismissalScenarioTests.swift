import Testing
import UIKit
import Wayfinder
import WayfinderUIKitUnderTest

/// A compose flow that keeps or asks before it goes, as the test says.
final class GuardedComposeFlow: Coordinator<ComposeRoute, Int> {
  var decision = LeaveDecision.allow
  init() { super.init(root: .form) }
  override func shouldLeave() -> LeaveDecision { decision }
}

/// A screen that closes itself: UIKit takes it away and tells no delegate (rules D1, D2), so
/// the adapter must notice.
@MainActor
@Suite("UIKit adapter on the stand-in: screens that close themselves")
struct SelfDismissalScenarioTests {
  @Test func aPresentedFlowThatClosesItselfEndsAndItsRunReturns() async {
    let scene = NestedScene()
    let compose = GuardedComposeFlow()
    let running = Task { @MainActor in try? await scene.flow.run(compose, presenting: .compose) }
    await runClock { scene.navigation.presentedViewController != nil }
    StandIn.settle()
    let sheet = scene.navigation.presentedViewController
    #expect(sheet is UINavigationController)
    // The flow's top screen closes the sheet itself, as SwiftUI's `dismiss` in a hosted
    // screen does: the call goes to the presented navigation controller's presenter.
    (sheet as? UINavigationController)?.viewControllers.first?.dismiss(animated: true)
    await runClock { scene.navigation.presentedViewController == nil && compose.status.hasEnded }
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(compose.status.hasEnded)
    guard compose.status.hasEnded else { return running.cancel() }
    _ = await running.value
    // The next presentation is shown, not refused.
    scene.flow.router.present(.deleteAlert)
    StandIn.settle()
    #expect(scene.navigation.presentedViewController?.title == "deleteAlert")
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aPresentedFlowThatRefusesComesBackWhenItClosedItself() {
    let scene = NestedScene()
    let compose = GuardedComposeFlow()
    compose.decision = .refuse("uploading")
    scene.flow.show(compose, presenting: .compose)
    StandIn.settle()
    let sheet = scene.navigation.presentedViewController
    sheet?.dismiss(animated: true)
    StandIn.settle()
    // The core keeps the flow, so its screens come back: the same view controller.
    #expect(scene.navigation.presentedViewController === sheet)
    #expect(scene.flow.router.state.presented.map(\.route) == [.compose])
    #expect(compose.status == .active)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aPresentedFlowThatAsksComesBackWithItsQuestion() throws {
    let scene = NestedScene()
    let compose = GuardedComposeFlow()
    compose.decision = .confirm("Discard the draft?")
    scene.flow.show(compose, presenting: .compose)
    StandIn.settle()
    let sheet = try #require(scene.navigation.presentedViewController)
    sheet.dismiss(animated: true)
    StandIn.settle()
    #expect(scene.navigation.presentedViewController === sheet)
    let question = try #require(sheet.presentedViewController as? UIAlertController)
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(scene.navigation.presentedViewController == nil)
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(compose.status.hasEnded)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aPlainScreenThatClosedItselfIsNoticedBeforeTheNextPresentation() {
    let scene = Scene()
    scene.flow.router.present(.compose)
    StandIn.settle()
    scene.navigation.presentedViewController?.dismiss(animated: true)
    StandIn.settle()
    // UIKit told nobody; the next presentation finds the screen gone instead of presenting
    // over it or being refused.
    scene.flow.router.present(.thread(1))
    StandIn.settle()
    #expect(scene.presented == ["thread(1)"])
    #expect(scene.flow.router.state.presented.map(\.route) == [.thread(1)])
    scene.expectNoComplaints()
  }

  // A plain full-screen screen that closed itself stayed "presented" in the state until the
  // layer's next presentation; the screen under it appearing again tells that it went.
  @Test func aPlainCoverThatClosedItselfIsNoticedAsTheScreenUnderItAppears() {
    let scene = Scene()
    scene.flow.router.present(.compose, style: .fullScreenCover)
    StandIn.settle()
    scene.navigation.presentedViewController?.dismiss(animated: true)
    StandIn.settle()
    #expect(scene.flow.router.state.presented.isEmpty)
    scene.expectNoComplaints()
  }

  // A plain sheet that closed itself (nothing appears under a sheet) stayed "presented" in
  // the state through other changes (a push) until the layer's next presentation.
  @Test func aPlainSheetThatClosedItselfIsNoticedAtTheFlowsNextChange() {
    let scene = Scene()
    scene.flow.router.present(.compose)
    StandIn.settle()
    scene.navigation.presentedViewController?.dismiss(animated: true)
    StandIn.settle()
    scene.flow.router.push(.thread(2))
    StandIn.settle()
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(scene.stack == ["list", "thread(2)"])
    scene.expectNoComplaints()
  }

  @Test func aScreenThatClosedItselfIsNotDismissedAgainByCode() throws {
    let scene = NestedScene()
    let compose = GuardedComposeFlow()
    scene.flow.show(compose, presenting: .compose)
    StandIn.settle()
    let sheet = try #require(scene.navigation.presentedViewController)
    compose.router.present(.attach)
    StandIn.settle()
    // The attachment picker closes itself; then the compose flow's code dismisses it too.
    sheet.presentedViewController?.dismiss(animated: true)
    StandIn.settle()
    compose.router.dismiss()
    StandIn.settle()
    // Dismissing the gone screen again would have asked the compose sheet's presenter, which
    // takes the compose sheet away.
    #expect(scene.navigation.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
    #expect(compose.status == .active)
    #expect(scene.flow.router.state.presented.map(\.route) == [.compose])
    #expect(StandIn.warnings.isEmpty)
  }
}

/// A flow's sheet closed under screens presented above it.
@MainActor
@Suite("UIKit adapter on the stand-in: screens above a closed sheet")
struct ChainScenarioTests {
  @Test func whatAClosedFlowPresentedGoesWithItsSheet() throws {
    let scene = NestedScene()
    let compose = ComposeFlow()
    scene.flow.show(compose, presenting: .compose)
    StandIn.settle()
    compose.router.present(.attach)
    StandIn.settle()
    #expect(scene.navigation.presentedViewController?.presentedViewController?.title == "attach")
    // The chats flow closes the compose sheet: the attachment picker compose presented goes
    // with it, and nothing is left over the chats.
    scene.flow.router.dismiss()
    StandIn.settle()
    #expect(scene.navigation.presentedViewController == nil)
    #expect(compose.status.hasEnded)
    scene.flow.router.present(.deleteAlert)
    StandIn.settle()
    #expect(scene.navigation.presentedViewController?.title == "deleteAlert")
    #expect(StandIn.warnings.isEmpty)
  }
}

/// Changes made in code while the user's swipe takes a sheet away: UIKit runs the dismissal as
/// a transition, and takes no other presentation or dismissal from that presenter meanwhile
/// (rule D3).
@MainActor
@Suite("UIKit adapter on the stand-in: changes during a sheet's swipe")
struct SheetSwipeScenarioTests {
  @Test func aPresentationMadeWhileTheUserSwipesASheetAwayAppearsOnceItIsGone() {
    let scene = Scene()
    scene.flow.router.present(.compose)
    StandIn.settle()
    if let sheet = scene.navigation.presentedViewController { StandIn.userSwipesDown(sheet) }
    scene.flow.router.present(.thread(1))
    StandIn.settle()
    #expect(scene.presented == ["thread(1)"])
    #expect(scene.flow.router.state.presented.map(\.route) == [.thread(1)])
    scene.expectNoComplaints()
  }

  @Test func aDismissalMadeWhileTheUserSwipesTheSheetAwayEndsTogether() async {
    let scene = Scene()
    scene.flow.router.present(.compose)
    StandIn.settle()
    if let sheet = scene.navigation.presentedViewController { StandIn.userSwipesDown(sheet) }
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
}

/// A presentation UIKit refuses: it logs why and never calls back (rules P1, P2).
@MainActor
@Suite("UIKit adapter on the stand-in: presentations UIKit refuses")
struct RefusedPresentationScenarioTests {
  @Test func aPresentationUIKitRefusesIsReportedAtOnceAndClosed() async {
    let scene = Scene()
    scene.flow.router.renderTimeout = nil
    // The app replaced the window's root by hand: the flow's navigation controller is no
    // longer in a window, and UIKit presents nothing from it.
    scene.window.rootViewController = titled("elsewhere")
    var shown = false
    let presenting = Task { @MainActor in
      await withKnownIssue {
        await scene.flow.router.present(.compose).onScreen()
      }
      shown = true
    }
    await runClock { shown }
    #expect(shown)
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(StandIn.warnings.first?.contains("not in the window hierarchy") == true)
    presenting.cancel()
  }
}
