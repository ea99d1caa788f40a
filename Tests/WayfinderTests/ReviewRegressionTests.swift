import Testing
@_spi(Rendering) import WayfinderTesting

@_spi(Rendering) @testable import Wayfinder

/// A pushed child flow that presents an alert as it starts, and pushes once the alert is on
/// screen.
final class AlertingComposerFlow: Coordinator<ChatsRoute, Int> {
  init() { super.init(root: .thread(id: 0)) }

  override func didStart() {
    router.present(.deleteAlert(id: 0), style: .alert) { [weak self] in
      self?.router.push(.info(id: 0))
    }
  }
}

/// Chats whose composer routes start an ``AlertingComposerFlow``.
final class AlertingChatsFlow: Coordinator<ChatsRoute, Void> {
  init() { super.init(root: .list) }

  override func makeChild(for route: ChatsRoute) -> Flow? {
    if case .composer = route { return AlertingComposerFlow() }
    return nil
  }
}

/// A tab flow that navigates its first tab's flow as it starts.
final class OpeningTabsFlow: Coordinator<MainTab, Void> {
  init() { super.init(state: FlowState(tabs: .chats, .library)) }

  override func makeChild(for route: MainTab) -> Flow? { ChatsFlow() }

  override func didStart() {
    (child(at: .chats) as? ChatsFlow)?.router.push(.thread(id: 1))
  }
}

@MainActor
@Suite("Defects found in review")
struct ReviewRegressionTests {
  // Defect: a push drawn in place that started a child flow drew only what the child's
  // completion pushed later; the child's root and its alert never reached the renderer.
  @Test func aChildStartedByAPushInPlaceIsDrawnWithIt() throws {
    let chats = AlertingChatsFlow()
    chats.start()
    let screens = RecordingRenderer.attach(to: chats.router)
    chats.router.push(.composer(id: 1))
    let composer = try #require(chats.child(at: .composer(id: 1)))
    #expect(composer.status == .active)
    #expect(screens.mismatches.isEmpty)
    #expect(screens.shown == chats.router.screens)
    #expect(
      chats.router.screens.path == [
        ScreenRoute(ChatsRoute.thread(id: 0), flow: composer.id),
        ScreenRoute(ChatsRoute.info(id: 0), flow: composer.id),
      ])
    #expect(chats.router.screens.presented.count == 1)
  }

  // Defect: navigating a child flow from its parent's `didStart()`, before the child's own
  // start, was reported as navigating a flow that has not started.
  @Test func aParentNavigatesItsChildrenAsItStarts() throws {
    let tabs = OpeningTabsFlow()
    tabs.start()
    let chats = try #require(tabs.child(at: .chats) as? ChatsFlow)
    #expect(chats.router.state.path == [.thread(id: 1)])
  }

  // Defect: a snapshot whose child sat at a place the restored state does not have was
  // taken for a flow shown by code and cut the restored screens.
  @Test func aChildAtAPlaceTheStateLacksRejectsTheSnapshot() throws {
    let (navigator, shop) = startedShop()
    shop.router.push(.checkout)
    var snapshot = try navigator.snapshot()
    guard case .pushed(_, let route)? = snapshot.root.children.first?.position else {
      Issue.record("the order flow is saved as pushed")
      return
    }
    snapshot.root.children[0].position = .pushed(index: 7, route: route)
    let (restored, relaunched) = startedShop()
    #expect {
      try restored.restore(from: snapshot)
    } throws: { error in
      (error as? RestorationError)?.reason
        == .missingChild(
          flow: "ShopFlow",
          position: String(describing: NavigationSnapshot.Position.pushed(index: 7, route: route)))
    }
    #expect(relaunched.router.state.path.isEmpty)
  }

  @Test func aLinkThatPresentsWhatIsOnTopDoesNothingTheSecondTime() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    let link: [DeepLinkStep] = [.present(ChatsRoute.newChat, style: .sheet)]
    #expect(try navigator.open(link) == .opened)
    #expect(try navigator.open(link) == .opened)
    #expect(chats.router.state.presented == [Presentation(.newChat)])
  }
}

/// A tab flow whose `makeChild(for:)` looks at the flow of another tab, as apps do to share a
/// model between tabs.
final class PeekingTabsFlow: Coordinator<MainTab, Void> {
  var seenChats: [Bool] = []
  init() { super.init(state: FlowState(tabs: .chats, .library, .profile)) }

  override func makeChild(for route: MainTab) -> Flow? {
    seenChats.append(child(at: .chats) != nil)
    return route == .chats ? ChatsFlow() : LibraryFlow()
  }
}

@MainActor
@Suite("Review regressions: child places")
struct ChildPlaceRegressionTests {
  @Test func makeChildMayReadTheFlowsChildren() {
    let tabs = PeekingTabsFlow()
    tabs.start()
    #expect(tabs.seenChats == [false, true, true])
    #expect(tabs.checkChildPlaces().isEmpty)
  }

  @Test func aChildGivenInARolledBackTransactionIsNotLeftBehind() {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    withKnownIssue {
      navigator.transaction {
        chats.show(NewChatFlow(), presenting: .newChat)
        chats.router.pop(to: .info(id: 404))
      }
    }
    #expect(chats.checkChildPlaces().isEmpty)
    chats.router.present(.newChat)
    #expect(chats.child(at: .newChat) is NewChatFlow)
    #expect(chats.child(at: .newChat)?.status == .active)
  }
}
