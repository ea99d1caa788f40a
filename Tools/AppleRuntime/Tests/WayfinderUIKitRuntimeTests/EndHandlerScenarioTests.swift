import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A flow's `onEnd` that navigates, run while the renderer reports what the user did: the
/// change it makes reaches the renderer before the report has returned.
@MainActor
@Suite("UIKit adapter on the stand-in: navigating from a flow's end")
struct EndHandlerScenarioTests {
  /// A shop with `pushed` above its catalog, then a checkout flow guarded by `decision`,
  /// whose `onEnd` runs `whenItEnds`.
  private func shopWithOrder(
    pushed: [ShopRoute] = [], _ decision: LeaveDecision = .allow,
    whenItEnds: @escaping @MainActor (ShopFlow) -> Void
  ) -> (ShopFlow, GuardedOrderFlow, UINavigationController) {
    let shop = ShopFlow()
    let navigation = shown(shop) { titled($0.description) }.navigationController
    for route in pushed { shop.router.push(route, animated: false) }
    let order = GuardedOrderFlow()
    order.decision = decision
    order.onEnd { [unowned shop] _ in whenItEnds(shop) }
    shop.show(order, pushing: .checkout)
    StandIn.settle()
    return (shop, order, navigation)
  }

  @Test func aPushFromTheEndOfAFlowTheUserLeftLandsAboveWhatTheUserSees() {
    let (shop, order, navigation) = shopWithOrder { $0.router.push(.item(9)) }
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    #expect(order.status == .cancelled(.dismissedByUser))
    #expect(shop.router.state.path == [.item(9)])
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "item(9)"])
    #expect(StandIn.exceptions.isEmpty)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aPushFromTheEndOfAFlowTheUserSwipedAwayLandsAboveWhatTheUserSees() {
    let (shop, _, navigation) = shopWithOrder { $0.router.push(.item(9)) }
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(shop.router.state.path == [.item(9)])
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "item(9)"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aPopToTheRootFromTheEndOfAFlowLeavesTheRoot() {
    let (shop, _, navigation) = shopWithOrder(pushed: [.item(1), .item(2)]) {
      $0.router.popToRoot()
    }
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    #expect(shop.router.state.path.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["catalog"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aPushFromTheEndOfAConfirmedFlowLandsAboveWhatTheUserSees() throws {
    let (shop, order, navigation) = shopWithOrder(.confirm("Leave checkout?")) {
      $0.router.push(.item(9))
    }
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    let question = try #require(navigation.presentedViewController as? UIAlertController)
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(order.status == .cancelled(.dismissedByUser))
    #expect(shop.router.state.path == [.item(9)])
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "item(9)"])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func dismissingEverythingFromTheEndOfAConfirmedSheetLeavesNothingPresented() throws {
    let scene = Scene()
    scene.flow.router.present(.thread(1))
    StandIn.settle()
    let draft = DraftFlow()
    draft.decision = .confirm("Discard the draft?")
    draft.onEnd { [flow = scene.flow] _ in flow.router.dismissAll() }
    scene.flow.show(draft, presenting: .compose)
    StandIn.settle()
    #expect(scene.presented == ["thread(1)", "compose"])
    let sheet = try #require(scene.navigation.presentedViewController?.presentedViewController)
    StandIn.userSwipesDown(sheet)
    StandIn.settle()
    let question = try #require(sheet.presentedViewController as? UIAlertController)
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(scene.flow.router.state.presented.isEmpty)
    #expect(scene.presented == [])
    scene.expectNoComplaints()
  }
}
