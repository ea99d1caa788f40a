import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A checkout pushed onto the shop's stack that guards going back.
final class GuardedOrderFlow: Coordinator<OrderRoute, Int> {
  var decision: LeaveDecision = .confirm("Leave checkout?")
  init() { super.init(root: .cart) }
  override func shouldLeave() -> LeaveDecision { decision }
}

/// The user going back over a pushed child flow whose guard does not simply allow it.
@MainActor
@Suite("UIKit adapter on the stand-in: going back over a guarded pushed flow")
struct GuardedPopScenarioTests {
  private func shopWithGuardedOrder(_ decision: LeaveDecision) -> (
    ShopFlow, GuardedOrderFlow, UINavigationController
  ) {
    let shop = ShopFlow()
    let renderer = shown(shop) { titled($0.description) }
    let order = GuardedOrderFlow()
    order.decision = decision
    shop.show(order, pushing: .checkout)
    StandIn.settle()
    return (shop, order, renderer.navigationController)
  }

  /// The user answers "Discard" in the checkout's question: the checkout and its screen go.
  private func discardInQuestion(
    _ shop: ShopFlow, _ order: GuardedOrderFlow, _ navigation: UINavigationController
  ) throws {
    let question = try #require(navigation.presentedViewController as? UIAlertController)
    #expect(question.title == "Leave checkout?")
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(shop.router.state.path.isEmpty)
    #expect(order.status == .cancelled(.dismissedByUser))
    #expect(navigation.viewControllers.map(\.title) == ["catalog"])
  }

  @Test func theBackButtonIsUndoneAndTheUserIsAskedThenLeaves() throws {
    let (shop, order, navigation) = shopWithGuardedOrder(.confirm("Leave checkout?"))
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    #expect(shop.router.state.path == [.checkout])
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart"])
    #expect(StandIn.warnings == [])
    try discardInQuestion(shop, order, navigation)
    #expect(navigation.presentedViewController == nil)
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func stayingKeepsTheFlowAndItsScreen() throws {
    let (shop, order, navigation) = shopWithGuardedOrder(.confirm("Leave checkout?"))
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    let question = try #require(navigation.presentedViewController as? UIAlertController)
    StandIn.userTaps("Cancel", in: question)
    StandIn.settle()
    #expect(shop.router.state.path == [.checkout])
    #expect(order.status == .active)
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart"])
  }

  @Test func aRefusingFlowsScreenComesBackWithoutAQuestion() {
    let (shop, order, navigation) = shopWithGuardedOrder(.refuse("saving"))
    StandIn.userTapsBack(in: navigation)
    StandIn.settle()
    #expect(shop.router.state.path == [.checkout])
    #expect(order.status == .active)
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart"])
    #expect(navigation.presentedViewController == nil)
    // The state and the screens agree: the next push lands on top of the cart.
    order.router.push(.address)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart", "address"])
  }

  @Test func theEdgeSwipeDoesNotBeginAndTheUserIsAskedAtOnce() throws {
    let (shop, order, navigation) = shopWithGuardedOrder(.confirm("Leave checkout?"))
    StandIn.userSwipesBack(in: navigation, completes: true)
    // Asked at once: no pop runs first (after a pop, the question would wait for its end).
    #expect(navigation.presentedViewController is UIAlertController)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart"])
    try discardInQuestion(shop, order, navigation)
  }

  @Test func thePanInTheContentOverARefusingFlowIsUndoneLikeTheBackButton() {
    let (shop, order, navigation) = shopWithGuardedOrder(.refuse("saving"))
    // UIKit's own delegate decides whether the pan begins (rule N7): it pops, and the core
    // keeps the flow, so its screen comes back.
    StandIn.userSwipesBack(in: navigation, completes: true, fromContent: true)
    StandIn.settle()
    #expect(shop.router.state.path == [.checkout])
    #expect(order.status == .active)
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart"])
    #expect(navigation.presentedViewController == nil)
  }

  @Test func theEdgeSwipeDoesNotBeginOverARefusingFlowNorAtTheRoot() {
    let (shop, order, navigation) = shopWithGuardedOrder(.refuse("saving"))
    StandIn.userSwipesBack(in: navigation, completes: true)
    #expect(navigation.transitionCoordinator == nil)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart"])
    #expect(navigation.presentedViewController == nil)
    #expect(order.status == .active)
    order.decision = .allow
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(shop.router.state.path.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["catalog"])
    // At the root UIKit's own rule holds: nothing to pop, nothing begins.
    StandIn.userSwipesBack(in: navigation, completes: true)
    #expect(navigation.transitionCoordinator == nil)
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func discardingAfterTheStackChangedPopsNothing() throws {
    let (shop, order, navigation) = shopWithGuardedOrder(.confirm("Leave checkout?"))
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    let question = try #require(navigation.presentedViewController as? UIAlertController)
    // The checkout moves on before the user answers: the answer was about other screens.
    order.router.push(.address)
    StandIn.settle()
    StandIn.userTaps("Discard", in: question)
    StandIn.settle()
    #expect(navigation.viewControllers.map(\.title) == ["catalog", "cart", "address"])
    #expect(shop.router.state.path == [.checkout])
    #expect(order.status == .active)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aPopMadeInCodeDuringTheSwipeLeavesScreensAndStateTogether() {
    let shop = ShopFlow()
    let navigation = shown(shop) { titled($0.description) }.navigationController
    shop.router.push(.item(1), animated: false)
    shop.router.push(.item(2), animated: false)
    StandIn.settle()
    StandIn.userSwipesBack(in: navigation, completes: true)
    shop.router.popToRoot()
    StandIn.settle()
    #expect(shop.router.state.path.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["catalog"])
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func withTheBarHiddenTheSwipeDoesNotBegin() {
    let shop = ShopFlow()
    let navigation = shown(shop) { titled($0.description) }.navigationController
    shop.router.setRoot(.catalog, hidesBar: true)
    shop.router.push(.item(1))
    StandIn.settle()
    #expect(navigation.isNavigationBarHidden)
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(shop.router.state.path == [.item(1)])
    #expect(StandIn.exceptions.isEmpty)
  }

  @Test func aRendererThatGoesGivesTheSwipeBackToUIKit() {
    StandIn.reset()
    let flow = ChatFlow()
    flow.start()
    var navigation: UINavigationController?
    weak var weakRenderer: NavigationControllerRenderer<ChatRoute>?
    do {
      let renderer = NavigationControllerRenderer(router: flow.router) { titled("\($0)") }
      weakRenderer = renderer
      navigation = renderer.navigationController
      flow.router.renderer = nil
    }
    #expect(weakRenderer == nil)
    guard let navigation else { return }
    let window = showingWindow(navigation)
    // UIKit's own rules hold again: nothing to pop, nothing begins, nothing freezes…
    StandIn.userSwipesBack(in: navigation, completes: true)
    #expect(StandIn.exceptions.isEmpty)
    // …and with a screen to go back to, the swipe pops it.
    navigation.setViewControllers([navigation.viewControllers[0], titled("more")], animated: false)
    StandIn.settle()
    StandIn.userSwipesBack(in: navigation, completes: true)
    StandIn.settle()
    #expect(navigation.viewControllers.count == 1)
    _ = window
  }
}

/// A visible window showing `root`.
@MainActor
private func showingWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow()
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}
