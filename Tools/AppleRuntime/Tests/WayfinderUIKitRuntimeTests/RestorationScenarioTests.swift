import Foundation
import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A chats flow restored, before any window exists, from a snapshot that shows `thread(1)`
/// with `compose` presented over it.
@MainActor
private func restoredChats() throws -> ChatFlow {
  let saved = ChatFlow()
  let before = Navigator(root: saved)
  before.start()
  saved.router.push(.thread(1))
  saved.router.present(.compose)
  let data = try before.snapshotData()
  let flow = ChatFlow()
  let after = Navigator(root: flow)
  after.start()
  try after.restore(from: data)
  return flow
}

@MainActor
@Suite("UIKit adapter on the stand-in: state restored before the window exists")
struct RestorationScenarioTests {
  init() { StandIn.reset() }

  @Test func restoredPresentationsAppearOnceTheFlowIsOnScreen() throws {
    let flow = try restoredChats()
    let renderer = NavigationControllerRenderer(router: flow.router, screen: { titled("\($0)") })
    let navigation = renderer.navigationController
    #expect(navigation.viewControllers.map(\.title) == ["list", "thread(1)"])
    #expect(navigation.presentedViewController == nil)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    StandIn.settle()
    #expect(navigation.presentedViewController?.title == "compose")
    #expect(StandIn.warnings.isEmpty)
    // NB: the waiting sheet got the delegate too: a swipe-down reaches the state.
    if let sheet = navigation.presentedViewController { StandIn.userSwipesDown(sheet) }
    StandIn.settle()
    #expect(flow.router.state.presented.isEmpty)
  }

  @Test func aWaitingPresentationDismissedBeforeTheFlowIsOnScreenNeverAppears() async throws {
    let flow = try restoredChats()
    let renderer = NavigationControllerRenderer(router: flow.router, screen: { titled("\($0)") })
    await flow.router.dismiss().onScreen()
    var shown = false
    let presenting = Task { @MainActor in
      await flow.router.present(.deleteAlert, style: .alert).onScreen()
      shown = true
    }
    await runClock { false }
    #expect(!shown)
    let window = UIWindow()
    window.rootViewController = renderer.navigationController
    window.makeKeyAndVisible()
    await runClock { shown }
    await presenting.value
    #expect(renderer.navigationController.presentedViewController?.title == "deleteAlert")
    #expect(renderer.navigationController.presentedViewController?.presentedViewController == nil)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aTabFlowRestoredBeforeTheWindowPresentsWhenItAppears() throws {
    let home = HomeFlow()
    home.start()
    home.router.present(.signIn)
    let renderer = TabBarRenderer(router: home.router) { titled("\($0)") }
    #expect(renderer.tabBarController.presentedViewController == nil)
    let window = UIWindow()
    window.rootViewController = renderer.tabBarController
    window.makeKeyAndVisible()
    StandIn.settle()
    #expect(renderer.tabBarController.presentedViewController?.title == "signIn")
    #expect(StandIn.warnings.isEmpty)
  }
}
