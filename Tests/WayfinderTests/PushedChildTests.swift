import Foundation
import Observation
import Testing
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting

@MainActor
@Suite("Child flows pushed onto the parent's stack")
struct PushedChildTests {
  /// The outcome of a flow, once it ended.
  final class Outcome<Result: Sendable> {
    var value: FlowOutcome<Result>?
  }

  /// A shop with a recording renderer, on `.item(1)`, showing an order flow pushed at
  /// `.checkout`, whose outcome is recorded.
  private func shopWithOrder() throws
    -> (ShopFlow, OrderFlow, RecordingRenderer<ShopRoute>, Outcome<Int>)
  {
    let (_, shop) = startedShop()
    let screens = RecordingRenderer.attach(to: shop.router)
    shop.router.push(.item(1))
    let order = OrderFlow()
    let outcome = Outcome<Int>()
    order.onEnd { outcome.value = $0 }
    shop.show(order, pushing: .checkout)
    return (shop, order, screens, outcome)
  }

  @Test func runPushingReturnsTheChildsResult() async throws {
    let (_, shop) = startedShop()
    let order = OrderFlow()
    let running = Task { @MainActor in try await shop.run(order, pushing: .checkout) }
    while order.status != .active { await Task.yield() }
    #expect(shop.router.state.path == [.checkout])
    order.finish(with: 7)
    #expect(try await running.value == 7)
    #expect(shop.router.state.path.isEmpty)
  }

  @Test func theChildsScreensJoinTheParentsStackAndOneRendererDrawsThem() throws {
    let (shop, order, screens, _) = try shopWithOrder()
    order.router.push(.address)
    #expect(shop.router.state.path == [.item(1), .checkout])
    #expect(order.router.state.stack == [.cart, .address])
    let expected = [
      screen(ShopRoute.catalog, of: shop), screen(ShopRoute.item(1), of: shop),
      screen(OrderRoute.cart, of: order), screen(OrderRoute.address, of: order),
    ]
    #expect(shop.router.screens.stack == expected)
    #expect(order.router.screens == shop.router.screens)
    #expect(screens.shown == shop.router.screens)
    #expect(screens.mismatches.isEmpty)
    // Each change is one batch: the shop's push with the order's root, then the order's push.
    #expect(
      Array(screens.screenBatches.suffix(2)) == [
        [.push([screen(OrderRoute.cart, of: order)])],
        [.push([screen(OrderRoute.address, of: order)])],
      ])
  }

  @Test func finishingPopsExactlyTheChildsScreensAndDeliversTheResult() throws {
    let (shop, order, screens, outcome) = try shopWithOrder()
    order.router.push(.address)
    order.finish(with: 42)
    #expect(outcome.value == .finished(42))
    #expect(shop.router.state.path == [.item(1)])
    #expect(shop.children.isEmpty)
    #expect(screens.screenBatches.last == [.pop(count: 2)])
    #expect(screens.shown == shop.router.screens)
  }

  @Test func goingBackPastTheChildsFirstScreenEndsAndReleasesIt() throws {
    let (shop, order, screens, outcome) = try shopWithOrder()
    order.router.push(.address)
    weak let released = order
    // The back button on `cart` leaves [catalog, item(1)] on screen.
    #expect(screens.userDidNavigate(.poppedTo(depth: 1), on: shop.router).isApplied)
    #expect(outcome.value == .cancelled(.dismissedByUser))
    #expect(shop.router.state.path == [.item(1)])
    #expect(shop.children.isEmpty)
    _ = consume order
    #expect(released == nil)
  }

  @Test func goingBackInsideTheChildPopsOnlyItsScreens() throws {
    let (shop, order, screens, _) = try shopWithOrder()
    order.router.push(.address)
    // [item(1), cart, address] above the root; the back swipe on `address` keeps two.
    #expect(screens.userDidNavigate(.poppedTo(depth: 2), on: shop.router).isApplied)
    #expect(order.status == .active)
    #expect(order.router.state.path.isEmpty)
    #expect(shop.router.state.path == [.item(1), .checkout])
    #expect(screens.shown == shop.router.screens)
  }

  @Test func poppingTheParentBelowTheChildEndsIt() throws {
    let (shop, order, screens, outcome) = try shopWithOrder()
    shop.router.pop(to: .catalog)
    #expect(outcome.value == .cancelled(.removedByParent))
    #expect(order.status == .cancelled(.removedByParent))
    #expect(screens.shown == shop.router.screens)
    #expect(screens.screenBatches.last == [.pop(count: 2)])
  }

  @Test func childrenNestOnTheSameStack() throws {
    let (shop, order, screens, _) = try shopWithOrder()
    order.router.push(.payment)
    let payment = try #require(order.payment)
    payment.router.push(.verify)
    #expect(
      shop.router.screens.path == [
        screen(ShopRoute.item(1), of: shop), screen(OrderRoute.cart, of: order),
        screen(PaymentRoute.card, of: payment), screen(PaymentRoute.verify, of: payment),
      ])
    #expect(screens.shown == shop.router.screens)
    // Back on `card` ends the payment flow only.
    #expect(screens.userDidNavigate(.poppedTo(depth: 2), on: shop.router).isApplied)
    #expect(payment.status == .cancelled(.dismissedByUser))
    #expect(order.status == .active)
    #expect(order.router.state.path.isEmpty)
    // A nested child's finish pops its screens and nothing else.
    order.router.push(.payment)
    try #require(order.payment).finish(with: "paid")
    #expect(order.router.state.path.isEmpty)
    #expect(shop.router.state.path == [.item(1), .checkout])
  }

  @Test func aGuardedPushedChildIsAskedBeforeAPopTakesItAway() throws {
    let (shop, order, screens, outcome) = try shopWithOrder()
    order.asksBeforeLeaving = true
    #expect(
      shop.router.pop().error
        == NavigationError(
          .leaveNeedsConfirmation(flow: "OrderFlow", prompt: "Leave checkout?"), flow: "ShopFlow"))
    #expect(
      screens.userDidNavigate(.poppedTo(depth: 1), on: shop.router).error
        == (NavigationError(
          .leaveNeedsConfirmation(flow: "OrderFlow", prompt: "Leave checkout?"),
          flow: "ShopFlow")))
    #expect(order.status == .active)
    #expect(shop.router.state.path == [.item(1), .checkout])
    order.confirmLeave()
    shop.router.pop()
    #expect(outcome.value == .cancelled(.removedByParent))
  }

  @Test func aPushedChildsPresentationsCoverTheContainer() throws {
    let (shop, order, screens, _) = try shopWithOrder()
    order.router.present(.discardAlert, style: .alert)
    shop.router.present(.receipt(1))
    // The order's alert first, the shop's sheet over everything.
    #expect(
      shop.router.screens.presented == [
        Presentation(screen(OrderRoute.discardAlert, of: order), style: .alert),
        Presentation(screen(ShopRoute.receipt(1), of: shop)),
      ])
    #expect(screens.shown == shop.router.screens)
    // A swipe-down of the sheet leaves the alert; a second one removes the alert.
    #expect(screens.userDidNavigate(.dismissedTo(count: 1), on: shop.router).isApplied)
    #expect(shop.router.state.presented.isEmpty)
    #expect(order.router.state.presented.count == 1)
    #expect(screens.userDidNavigate(.dismissedTo(count: 0), on: shop.router).isApplied)
    #expect(order.router.state.presented.isEmpty)
    #expect(order.status == .active)
  }

  @Test func aTabFlowCannotPushAChild() throws {
    let main = MainFlow()
    main.start()
    let before = main.router.state
    var change: NavigationChange?
    withKnownIssue {
      change = main.show(ChatsFlow(), pushing: .chats)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("MainFlow: `push` needs a stack") == true
    }
    #expect(
      change?.error == NavigationError(.tabFlowHasNoStack(operation: "push"), flow: "MainFlow"))
    #expect(main.router.state == before)
    main.stop()
  }

  @Test func makeChildIsAskedForPushedRoutes() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    #expect(order.status == .active)
    #expect(
      navigator.tree.text == """
        ShopFlow [catalog, checkout]
        └─ OrderFlow (pushed 0 checkout) [cart]
        """)
    #expect(navigator.tree.mermaid.contains("|pushed 0 checkout|"))
    navigator.stop()
  }

  @Test func snapshotsRestoreAPushedChildWithItsOwnStack() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.checkout)
    try #require(shop.order).router.push(.payment)
    try #require(shop.order?.payment).router.push(.verify)
    let data = try navigator.snapshotData()
    let (copy, _) = startedShop()
    try copy.restore(from: data)
    #expect(copy.tree.text == navigator.tree.text)
    #expect(
      copy.tree.text == """
        ShopFlow [catalog, checkout]
        └─ OrderFlow (pushed 0 checkout) [cart, payment]
           └─ PaymentFlow (pushed 0 payment) [card, verify]
        """)
    navigator.stop()
    copy.stop()
  }

  @Test func aDeepLinkLeadsThroughAPushedChild() throws {
    let (navigator, shop) = startedShop()
    var links = DeepLinkMap(scheme: "shop")
    links.add("/checkout/address") { _ throws(DeepLinkError) in
      [.push(ShopRoute.checkout), .push(OrderRoute.address)]
    }
    navigator.deepLinks = links
    #expect(try navigator.open("shop://checkout/address") == .opened)
    #expect(shop.router.state.path == [.checkout])
    #expect(shop.order?.router.state.path == [.address])
    navigator.stop()
  }

  @Test func aRolledBackTransactionRestoresThePushedChild() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    let before = navigator.tree
    struct Abort: Error {}
    #expect(throws: Abort.self) {
      try navigator.transaction {
        try shop.router.update { try $0.popToRoot() }
        throw Abort()
      }
    }
    #expect(navigator.tree == before)
    #expect(order.status == .active)
    #expect(shop.order === order)
    navigator.stop()
  }

  @Test func pushingAChildIsReportedAsEvents() throws {
    let (navigator, shop) = startedShop()
    var events: [String] = []
    let observation = navigator.observe { events.append("\($0.flowName) \($0.kind)") }
    shop.router.push(.checkout)
    try #require(shop.order).router.push(.address)
    observation.cancel()
    #expect(
      events == [
        "ShopFlow pushed([checkout])", "OrderFlow flowStarted", "OrderFlow pushed([address])",
      ])
    navigator.stop()
  }

  /// Starts `shop` in a navigator, drawn by a renderer that completes when told to.
  private func startedWithSlowRenderer(_ shop: Coordinator<ShopRoute, Void>)
    -> (Navigator, RecordingRenderer<ShopRoute>)
  {
    let navigator = Navigator(root: shop)
    navigator.start()
    let screens = RecordingRenderer.attach(to: shop.router)
    screens.completesImmediately = false
    return (navigator, screens)
  }

  @Test func aChildsPushAsItStartsCompletesOnceTheParentsPushIsOnScreen() throws {
    let shop = EagerShopFlow()
    let (navigator, screens) = startedWithSlowRenderer(shop)
    shop.router.push(.checkout)
    // The order flow pushed its address screen as it started, inside the shop's push: one
    // drawing shows both, and the order's completion waits for it.
    #expect(shop.done == false)
    screens.completePending()
    #expect(shop.done == true)
    #expect(screens.shown == shop.router.screens)
    navigator.stop()
  }

  @Test func aPushAnObserverMakesJoinsTheDrawingOfThePushItHeardOf() throws {
    let shop = ShopFlow()
    let (navigator, screens) = startedWithSlowRenderer(shop)
    var done = false
    let observation = navigator.observe { event in
      guard case .pushed(let routes) = event.kind, routes == [AnyRoute(ShopRoute.item(1))] else {
        return
      }
      shop.router.push(.item(2), completion: { done = true })
    }
    shop.router.push(.item(1))
    #expect(shop.router.state.path == [.item(1), .item(2)])
    #expect(screens.batches.last == [.push([.item(1), .item(2)])])
    #expect(done == false)
    screens.completePending()
    #expect(done == true)
    #expect(screens.shown == shop.router.screens)
    observation.cancel()
    navigator.stop()
  }

  // Review: a completion ran before observers heard of its change, so a push made in it was
  // told first.
  @Test func observersHearAChangeBeforeWhatItsCompletionDoes() throws {
    let (navigator, shop) = startedShop()
    var events: [String] = []
    let observation = navigator.observe { events.append("\($0.kind)") }
    shop.router.push(.item(1)) { shop.router.push(.item(2)) }
    #expect(events == ["pushed([item(1)])", "pushed([item(2)])"])
    events = []
    let screens = RecordingRenderer.attach(to: shop.router)
    shop.router.pop { shop.router.pop() }
    #expect(events == ["popped([item(2)])", "popped([item(1)])"])
    // Review: the pop made in the completion, while the first was handed over, was drawn with
    // the first's step again.
    #expect(screens.batches == [[.pop(count: 1)], [.pop(count: 1)]])
    #expect(screens.mismatches.isEmpty)
    #expect(screens.shown == shop.router.screens)
    observation.cancel()
    navigator.stop()
  }

  @Test func aPushMadeWhileAnotherIsDrawnInPlaceWaitsForThatDrawing() async throws {
    let shop = RedirectingShopFlow()
    let (navigator, screens) = startedWithSlowRenderer(shop)
    // `makeChild(for: .checkout)` pushes `.item(5)` while the push of `.checkout` is being made:
    // one drawing shows both, and the inner push waits for it.
    shop.router.push(.checkout)
    #expect(shop.router.state.path == [.checkout, .item(5)])
    #expect(screens.batches.last == [.push([.checkout, .item(5)])])
    #expect(shop.done == false)
    screens.completePending()
    #expect(shop.done == true)
    await shop.change?.onScreen()
    #expect(screens.shown == shop.router.screens)
    navigator.stop()
  }

  // Review: an observer told of a push in the middle of it saw no child flow at the pushed
  // route, and a pop it made then left the child running with no place.
  @Test func anObserverIsToldOfAPushOnceItsChildFlowIsInPlace() throws {
    let (navigator, shop) = startedShop()
    var seen: [Bool] = []
    let observation = navigator.observe { event in
      guard case .pushed(let routes) = event.kind, routes == [AnyRoute(ShopRoute.checkout)] else {
        return
      }
      seen.append(shop.order != nil)
      shop.router.pop()
    }
    shop.router.push(.checkout)
    #expect(seen == [true])
    #expect(shop.router.state.path.isEmpty)
    #expect(shop.order == nil)
    #expect(shop.children.isEmpty)
    observation.cancel()
    navigator.stop()
  }

  // Review: a push made in place while another change's flows ended took that change's
  // origin for its event.
  @Test func aPushMadeWhileTheUsersChangeEndsAFlowIsToldAsCode() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    order.onEnd { _ in shop.router.push(.item(9)) }
    var events: [String] = []
    let observation = navigator.observe { events.append("\($0.flowName) \($0.kind) \($0.origin)") }
    shop.router.simulateBack()
    #expect(shop.router.state.path == [.item(9)])
    #expect(events.last == "ShopFlow pushed([item(9)]) code")
    #expect(events.contains("ShopFlow popped([checkout]) user"))
    observation.cancel()
    navigator.stop()
  }

  @Test func aFlowThatOutlivesItsNavigatorTellsItsObserversNothing() {
    let shop = ShopFlow()
    var heard = 0
    var observation: ObserverToken?
    do {
      let navigator = Navigator(root: shop)
      observation = navigator.observe { _ in heard += 1 }
      navigator.start()
    }
    heard = 0
    shop.router.push(.item(1))
    #expect(heard == 0)
    observation?.cancel()
  }
}

/// A shop whose checkout flow goes on to its address screen as it starts, and says when that
/// push is on screen.
private final class EagerShopFlow: Coordinator<ShopRoute, Void> {
  var done = false

  init() { super.init(root: .catalog) }

  override func makeChild(for route: ShopRoute) -> Flow? {
    guard route == .checkout else { return nil }
    return EagerOrderFlow { [weak self] in self?.done = true }
  }
}

private final class EagerOrderFlow: Coordinator<OrderRoute, Int> {
  private let pushed: @MainActor () -> Void

  init(pushed: @escaping @MainActor () -> Void) {
    self.pushed = pushed
    super.init(root: .cart)
  }

  override func didStart() {
    router.push(.address, completion: pushed)
  }
}

/// A shop whose checkout makes no flow but goes on to an item, with a completion.
private final class RedirectingShopFlow: Coordinator<ShopRoute, Void> {
  var done = false
  var change: NavigationChange?

  init() { super.init(root: .catalog) }

  override func makeChild(for route: ShopRoute) -> Flow? {
    if route == .checkout {
      change = router.push(.item(5), completion: { [weak self] in self?.done = true })
    }
    return nil
  }
}
