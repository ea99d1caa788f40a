import Testing
import UIKit
import Wayfinder
import WayfinderUIKitUnderTest

/// The flow navigates while the question asked before a guarded sheet goes is still sliding in:
/// UIKit ignores a dismissal while a transition runs in the chain (rule D3), so the question
/// can only go once it is up.
@MainActor
@Suite("UIKit adapter on the stand-in: navigating while the question animates")
struct QuestionTransitionScenarioTests {
  /// A scene whose guarded draft sheet the user just swiped down: the question is on its way.
  private func askingNow() throws -> Scene {
    let scene = Scene()
    // NB: no timeout, so a change that waits for a dismissal UIKit ignored waits for ever.
    scene.flow.router.renderTimeout = nil
    let draft = DraftFlow()
    draft.decision = .confirm("Discard the draft?")
    scene.flow.show(draft, presenting: .compose)
    StandIn.settle()
    let sheet = try #require(scene.navigation.presentedViewController)
    StandIn.userSwipesDown(sheet)
    #expect(sheet.presentedViewController is UIAlertController)
    #expect(sheet.presentedViewController?.transitionCoordinator != nil)
    return scene
  }

  @Test func aFlowFinishingInTheSheetWaitsForTheQuestionThenTakesBoth() async throws {
    let scene = try askingNow()
    let draft = try #require(scene.flow.child(at: .compose) as? DraftFlow)
    // The draft's upload ends as the user is being asked: the flow finishes.
    draft.finish(with: 1)
    #expect(scene.flow.router.state.presented.isEmpty)
    var shown = false
    let drawing = Task { @MainActor in
      await scene.flow.router.push(.thread(1)).onScreen()
      shown = true
    }
    await runClock { shown }
    drawing.cancel()
    #expect(shown)
    #expect(scene.presented == [])
    #expect(scene.stack == ["list", "thread(1)"])
    scene.expectNoComplaints()
  }

  @Test func presentingFromCodeWaitsForTheQuestionThenTakesItsPlace() async throws {
    let scene = try askingNow()
    #expect(await drawn { scene.flow.router.present(.deleteAlert, style: .alert) })
    #expect(scene.presented == ["compose", "Delete?"])
    scene.expectNoComplaints()
  }
}
