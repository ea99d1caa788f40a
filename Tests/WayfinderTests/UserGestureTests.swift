import Testing
@_spi(Rendering) import Wayfinder
@_spi(Rendering) import WayfinderTesting

@MainActor
@Suite("The user going back over a guarded pushed flow")
struct UserPopGuardTests {
  /// A shop on `.item(1)` with an order flow pushed at `.checkout` that asks before leaving.
  private func shopWithGuardedOrder() throws -> (ShopFlow, OrderFlow, RecordingRenderer<ShopRoute>)
  {
    let (_, shop) = startedShop()
    let screens = RecordingRenderer.attach(to: shop.router)
    shop.router.push(.item(1))
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    order.asksBeforeLeaving = true
    return (shop, order, screens)
  }

  // Defect: a back swipe over a pushed flow whose guard answers `.confirm` could only be
  // rejected; there was no way to ask first and then go back once the user confirmed.
  @Test func aRendererAsksFirstAndThenPopsAsTheUserConfirmed() throws {
    let (shop, order, screens) = try shopWithGuardedOrder()
    #expect(
      shop.router.userPopBlocker(toDepth: 1)?.reason
        == .leaveNeedsConfirmation(flow: "OrderFlow", prompt: "Leave checkout?"))
    // Asking twice changes nothing and uses nothing up.
    #expect(shop.router.userPopBlocker(toDepth: 1) != nil)
    #expect(shop.router.state.path == [.item(1), .checkout])
    let drawn = screens.screenBatches.count
    #expect(shop.router.userConfirmedPop(toDepth: 1).isApplied)
    #expect(shop.router.state.path == [.item(1)])
    #expect(order.status == .cancelled(.dismissedByUser))
    // The user's change is on screen already: the renderer is not asked to draw it.
    #expect(screens.screenBatches.count == drawn)
  }

  @Test func screensAboveTheGuardedFlowsRootCanBePoppedWithoutAsking() throws {
    let (shop, order, _) = try shopWithGuardedOrder()
    order.router.push(.address)
    // Going back from the address to the cart stays inside the order flow.
    #expect(shop.router.userPopBlocker(toDepth: 2) == nil)
    #expect(shop.router.userPopBlocker(toDepth: 1) != nil)
    #expect(shop.router.userDidNavigate(.poppedTo(depth: 2)).isApplied)
    #expect(order.status == .active)
  }

  @Test func aConfirmedPopStillStopsAtARefusal() throws {
    let (shop, order, _) = try shopWithGuardedOrder()
    let guarded = EditProfileFlow()
    guarded.refuses = true
    order.addChild(guarded)
    let result = shop.router.userConfirmedPop(toDepth: 1)
    #expect(
      result.error
        == (NavigationError(
          .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
          flow: "ShopFlow")))
    #expect(shop.router.state.path == [.item(1), .checkout])
    guarded.refuses = false
    // The refused confirmation did not stay: the user is asked again.
    #expect(shop.router.userPopBlocker(toDepth: 1) != nil)
  }

  @Test func aPopThatDoesNotFitIsNotABlocker() throws {
    let (shop, _, _) = try shopWithGuardedOrder()
    #expect(shop.router.userPopBlocker(toDepth: 5) == nil)
    #expect(
      shop.router.userConfirmedPop(toDepth: 5).error
        == (NavigationError(.popCountTooLarge(requested: -3, available: 2), flow: "ShopFlow")))
  }
}

@MainActor
@Suite("The user closing one presentation level")
struct UserCloseLevelTests {
  /// Chats showing a delete alert with a new-chat flow presented above it from code.
  private func alertWithSheetAbove() throws -> (
    ChatsFlow, NewChatFlow, RecordingRenderer<ChatsRoute>
  ) {
    let chats = ChatsFlow()
    chats.start()
    let screens = RecordingRenderer.attach(to: chats.router)
    chats.router.present(.deleteAlert(id: 1), style: .alert)
    chats.router.present(.newChat)
    let newChat = try #require(chats.child(at: .newChat) as? NewChatFlow)
    return (chats, newChat, screens)
  }

  // Defect: an alert's button could only be reported as a dismissal down to the alert's
  // level, which also took away the sheet the app presented above it (its flow ended).
  @Test func closingAnAlertKeepsTheSheetAboveItAndItsFlow() throws {
    let (chats, newChat, screens) = try alertWithSheetAbove()
    #expect(screens.userDidNavigate(.closedPresentation(level: 0), on: chats.router).isApplied)
    #expect(chats.router.state.presented == [Presentation(.newChat)])
    #expect(newChat.status == .active)
    #expect(chats.child(at: .newChat) === newChat)
    #expect(screens.shown == chats.router.screens)
    // The sheet's flow is at its new level: finishing it dismisses it.
    newChat.finish(with: 3)
    #expect(chats.router.state.presented.isEmpty)
    #expect(screens.shown == chats.router.screens)
    #expect(screens.mismatches.isEmpty)
  }

  @Test func closingALevelEndsItsFlowOnly() throws {
    let (chats, newChat, _) = try alertWithSheetAbove()
    chats.router.present(.deleteAlert(id: 2), style: .alert)
    #expect(chats.router.userDidNavigate(.closedPresentation(level: 1)).isApplied)
    #expect(newChat.status == .cancelled(.dismissedByUser))
    #expect(
      chats.router.state.presented == [
        Presentation(.deleteAlert(id: 1), style: .alert),
        Presentation(.deleteAlert(id: 2), style: .alert),
      ])
    #expect(chats.child(at: .newChat) == nil)
  }

  @Test func aGuardedLevelIsNotClosedWithoutConfirmation() throws {
    let profile = ProfileFlow()
    profile.start()
    profile.router.present(.edit)
    profile.router.present(.settings, style: .alert)
    let edit = try #require(profile.child(at: .edit) as? EditProfileFlow)
    edit.refuses = true
    #expect(
      profile.router.userDidNavigate(.closedPresentation(level: 0)).error
        == (NavigationError(
          .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
          flow: "ProfileFlow")))
    #expect(profile.router.state.presented.map(\.route) == [.edit, .settings])
    #expect(edit.status == .active)
  }

  @Test func aLevelThatIsNotShownIsRejectedAndSaysWhichAreShown() throws {
    let (chats, _, _) = try alertWithSheetAbove()
    let result = chats.router.userDidNavigate(.closedPresentation(level: 2))
    guard let error = result.error else {
      Issue.record("closing a missing level was applied")
      return
    }
    #expect(
      error.description
        == "ChatsFlow: cannot close the presentation at level 2, 2 are shown (levels count from 0, "
        + "bottom first). Read the levels from `screens.presented`.")
    #expect(chats.router.state.presented.count == 2)
  }

  @Test func aPushedChildsPresentationsCountInTheContainersLevels() throws {
    let (_, shop) = startedShop()
    shop.router.present(.receipt(1), style: .alert)
    shop.router.push(.checkout)
    let order = try #require(shop.order)
    order.router.present(.discardAlert, style: .alert)
    order.router.present(.payment)
    let payment = try #require(order.payment)
    // Level 0 is the order's alert (a pushed child's presentations come first), 2 the shop's.
    #expect(shop.router.userDidNavigate(.closedPresentation(level: 0)).isApplied)
    #expect(order.router.state.presented == [Presentation(.payment)])
    #expect(order.payment === payment)
    #expect(shop.router.state.presented == [Presentation(.receipt(1), style: .alert)])
  }

  @Test func aRouterWithoutAFlowClosesTheLevelToo() {
    let router = Router(FlowState(root: ChatsRoute.list))
    router.present(.deleteAlert(id: 1), style: .alert)
    router.present(.newChat)
    #expect(router.userDidNavigate(.closedPresentation(level: 0)).isApplied)
    #expect(router.state.presented == [Presentation(.newChat)])
  }
}
