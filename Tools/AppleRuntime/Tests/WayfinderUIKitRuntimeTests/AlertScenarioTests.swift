import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// Shows the delete alert through the flow and returns it; records an issue when it is not on
/// screen.
@MainActor
private func showingAlert(in scene: Scene) -> UIAlertController? {
  scene.flow.router.present(.deleteAlert, style: .alert)
  StandIn.settle()
  let alert = scene.navigation.presentedViewController as? UIAlertController
  if alert == nil { Issue.record("the alert is not presented") }
  return alert
}

@MainActor
@Suite("UIKit adapter on the stand-in: alerts")
struct AlertScenarioTests {
  @Test func anAlertButtonThatLeadsToAnotherPresentationShowsIt() {
    let scene = Scene()
    guard let alert = showingAlert(in: scene) else { return }
    StandIn.userTaps("Delete", in: alert)
    StandIn.settle()
    #expect(scene.tapped == ["Delete"])
    #expect(scene.flow.router.state.presented.map(\.route) == [.compose])
    #expect(scene.presented == ["compose"])
    scene.flow.router.dismiss()
    StandIn.settle()
    scene.flow.router.present(.thread(1))
    StandIn.settle()
    #expect(scene.presented == ["thread(1)"])
    scene.expectNoComplaints()
  }

  @Test func anAlertButtonThatOnlyClosesItLeavesNothingPresented() {
    let scene = Scene()
    guard let alert = showingAlert(in: scene) else { return }
    StandIn.userTaps("Cancel", in: alert)
    StandIn.settle()
    #expect(scene.flow.router.state.presented.isEmpty)
    scene.flow.router.present(.compose)
    StandIn.settle()
    #expect(scene.presented == ["compose"])
    scene.expectNoComplaints()
  }
}

/// What the chat flow's delete alert sends.
enum ChatAlertAction: Hashable, Sendable { case delete }

/// Draws the started `flow` in a visible window, its delete alert drawn as `content`, and
/// presents that alert; the window stays with the caller for the rest of the scenario.
@MainActor
private func presentingDeleteAlert(of flow: ChatFlow, drawnAs content: FlowAlert) -> (
  window: UIWindow, alert: UIAlertController?
) {
  let renderer = NavigationControllerRenderer(
    router: flow.router, alert: { route in route == .deleteAlert ? content : nil },
    screen: { route in titled("\(route)") })
  let window = UIWindow()
  window.rootViewController = renderer.navigationController
  window.makeKeyAndVisible()
  StandIn.settle()
  flow.router.present(.deleteAlert, style: .alert)
  StandIn.settle()
  return (window, renderer.navigationController.presentedViewController as? UIAlertController)
}

@MainActor
@Suite("UIKit adapter on the stand-in: alerts described as values")
struct AlertModelScenarioTests {
  @Test func anAlertFromAModelDrawsItsButtonsAndSendsTheTappedOnesAction() {
    StandIn.reset()
    let flow = ChatFlow()
    flow.start()
    var sent: [ChatAlertAction] = []
    let model = AlertModel<ChatAlertAction>(
      title: "Delete?", message: "It cannot be undone.",
      buttons: [
        .init("Delete", role: .destructive, action: .delete), .init("Cancel", role: .cancel),
      ])
    let content = FlowAlert(
      model,
      send: { action in
        sent.append(action)
        flow.router.present(.compose)
      })
    let shown = presentingDeleteAlert(of: flow, drawnAs: content)
    guard let alert = shown.alert else {
      Issue.record("the alert is not presented")
      return
    }
    #expect(alert.title == "Delete?")
    #expect(alert.message == "It cannot be undone.")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    StandIn.userTaps("Delete", in: alert)
    StandIn.settle()
    #expect(sent == [.delete])
    #expect(flow.router.state.presented.map(\.route) == [.compose])
  }
}

extension AlertModelScenarioTests {
  // Review: an alert described with two cancel buttons made UIKit raise (rule A3).
  @Test func anAlertWithTwoCancelButtonsIsDrawnWithOneCancelStyle() {
    StandIn.reset()
    let flow = ChatFlow()
    flow.start()
    var model: AlertModel<ChatAlertAction>?
    withKnownIssue {
      model = AlertModel(
        title: "Leave?", buttons: [.init("No", role: .cancel), .init("Not now", role: .cancel)])
    }
    guard let model else { return }
    let shown = presentingDeleteAlert(of: flow, drawnAs: FlowAlert(model, send: { _ in }))
    #expect(shown.alert?.actions.map(\.style) == [.cancel, .default])
    #expect(StandIn.exceptions.isEmpty)
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: confirmation dialogs on an iPad")
struct DialogScenarioTests {
  @Test func aConfirmationDialogOnARegularWidthScreenPointsAtItsPresenter() {
    let scene = Scene()
    StandIn.horizontalSizeClass = .regular
    defer { StandIn.horizontalSizeClass = .compact }
    scene.flow.router.present(.deleteAlert, style: .confirmationDialog)
    StandIn.settle()
    let dialog = scene.navigation.presentedViewController as? UIAlertController
    #expect(dialog?.preferredStyle == .actionSheet)
    #expect(dialog?.popoverPresentationController?.sourceView === scene.navigation.view)
    if let dialog { StandIn.userTaps("Cancel", in: dialog) }
    StandIn.settle()
    #expect(scene.tapped == ["Cancel"])
    #expect(scene.flow.router.state.presented.isEmpty)
    scene.expectNoComplaints()
  }

  // A dialog without a cancel button, dismissed by a tap outside its popover, ran no handler
  // (rule A4): the state kept it until the flow's next change.
  @Test(arguments: [UIUserInterfaceSizeClass.regular, .compact])
  func aDialogWithoutACancelButtonGetsOneAndATapOutsideClosesIt(
    width: UIUserInterfaceSizeClass
  ) throws {
    StandIn.reset()
    StandIn.horizontalSizeClass = width
    defer { StandIn.horizontalSizeClass = .compact }
    let flow = ChatFlow()
    flow.start()
    let model = AlertModel<ChatAlertAction>(
      title: "Share", buttons: [.init("Delete", role: .destructive, action: .delete)])
    let renderer = NavigationControllerRenderer(
      router: flow.router,
      alert: { route in route == .deleteAlert ? FlowAlert(model, send: { _ in }) : nil },
      screen: { route in titled("\(route)") })
    let window = UIWindow()
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    StandIn.settle()
    flow.router.present(.deleteAlert, style: .confirmationDialog)
    StandIn.settle()
    let dialog = try #require(renderer.navigationController.presentedViewController)
    let sheet = try #require(dialog as? UIAlertController)
    #expect(sheet.actions.map(\.style) == [.destructive, .cancel])
    #expect(sheet.actions.last?.title == LeaveConfirmation.standard.stay)
    StandIn.userTapsOutside(sheet)
    StandIn.settle()
    #expect(renderer.navigationController.presentedViewController == nil)
    #expect(flow.router.state.presented.isEmpty)
    #expect(StandIn.exceptions.isEmpty)
  }
}
