import Testing
import UIKit
import Wayfinder
import WayfinderUIKitUnderTest

/// A presented flow with a guard the test sets.
final class DraftFlow: Coordinator<ComposeRoute, Int> {
  var decision = LeaveDecision.allow
  init() { super.init(root: .form) }
  override func shouldLeave() -> LeaveDecision { decision }
}

/// A flow that runs inside a draft and refuses to go while it uploads.
final class UploadFlow: Coordinator<ComposeRoute, Void> {
  init() { super.init(root: .form) }
  override func shouldLeave() -> LeaveDecision { .refuse("uploading") }
}

@MainActor
@Suite("UIKit adapter on the stand-in: guarded sheets")
struct GuardScenarioTests {
  /// A scene presenting a draft flow guarded by `decision`, and its sheet.
  private func guardedSheet(_ decision: LeaveDecision) -> (Scene, UIViewController?) {
    let scene = Scene()
    let draft = DraftFlow()
    draft.decision = decision
    scene.flow.show(draft, presenting: .compose)
    StandIn.settle()
    return (scene, scene.navigation.presentedViewController)
  }

  @Test func discardingShowsWhatTheFlowsEndPresentsInsteadOfLosingIt() {
    let (scene, sheet) = guardedSheet(.confirm("Discard the draft?"))
    let draft = scene.flow.child(at: .compose) as? DraftFlow
    // Code that runs when the draft ends presents the next screen.
    draft?.onEnd { [flow = scene.flow] _ in flow.router.present(.deleteAlert, style: .alert) }
    if let sheet { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    guard let question = sheet?.presentedViewController as? UIAlertController else {
      Issue.record("the user was not asked")
      return
    }
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(scene.flow.router.state.presented.map(\.route) == [.deleteAlert])
    #expect(scene.presented == ["Delete?"])
    scene.expectNoComplaints()
  }

  @Test func discardOverAFlowInsideThatRefusesKeepsTheSheet() throws {
    let (scene, sheet) = guardedSheet(.confirm("Discard the draft?"))
    let draft = try #require(scene.flow.child(at: .compose) as? DraftFlow)
    draft.addChild(UploadFlow())
    if let sheet { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    let question = try #require(sheet?.presentedViewController as? UIAlertController)
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(scene.presented == ["compose"])
    #expect(scene.flow.router.state.presented.map(\.route) == [.compose])
    #expect(draft.status == .active)
    scene.expectNoComplaints()
  }

  @Test func aRefusingFlowKeepsItsSheetWithoutAQuestion() {
    let (scene, sheet) = guardedSheet(.refuse("uploading"))
    if let sheet { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    #expect(scene.presented == ["compose"])
    #expect(scene.flow.child(at: .compose)?.status == .active)
    scene.expectNoComplaints()
  }

  @Test func aFlowThatAsksGetsTheUsersAnswer() {
    let (scene, sheet) = guardedSheet(.confirm("Discard the draft?"))
    weak let weakDraft = scene.flow.child(at: .compose)
    #expect(weakDraft != nil)
    if let sheet { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    #expect(scene.presented == ["compose", "Discard the draft?"])
    guard let question = sheet?.presentedViewController as? UIAlertController else {
      Issue.record("the user was not asked")
      return
    }
    StandIn.userTaps("Cancel", in: question)
    StandIn.settle()
    #expect(scene.presented == ["compose"])
    #expect(scene.flow.router.state.presented.map(\.route) == [.compose])

    if let sheet { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    if let again = sheet?.presentedViewController as? UIAlertController {
      StandIn.userTaps("Discard", in: again)
    }
    StandIn.settle()
    #expect(scene.presented.isEmpty)
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(weakDraft == nil)
    scene.expectNoComplaints()
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: a question on screen while the flow navigates")
struct QuestionScenarioTests {
  /// A scene whose guarded draft sheet was swiped down, so the user is being asked.
  private func asking() -> Scene? {
    let scene = Scene()
    let draft = DraftFlow()
    draft.decision = .confirm("Discard the draft?")
    scene.flow.show(draft, presenting: .compose)
    StandIn.settle()
    if let sheet = scene.navigation.presentedViewController { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    guard scene.presented == ["compose", "Discard the draft?"] else {
      Issue.record("the user was not asked: \(scene.presented)")
      return nil
    }
    return scene
  }

  @Test func aPresentationTakesTheQuestionsPlace() async {
    guard let scene = asking() else { return }
    #expect(await drawn { scene.flow.router.present(.deleteAlert, style: .alert) })
    #expect(scene.presented == ["compose", "Delete?"])
    #expect(scene.flow.router.state.presented.map(\.route) == [.compose, .deleteAlert])
    scene.expectNoComplaints()
  }

  @Test func aChangeBelowTheSheetLeavesTheQuestion() {
    guard let scene = asking() else { return }
    scene.flow.router.push(.thread(2))
    StandIn.settle()
    #expect(scene.stack == ["list", "thread(2)"])
    #expect(scene.presented == ["compose", "Discard the draft?"])
    scene.expectNoComplaints()
  }
}
