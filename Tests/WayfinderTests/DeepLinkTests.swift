import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Deep links")
struct DeepLinkTests {
  static let links: DeepLinkMap = {
    var links = DeepLinkMap(scheme: "messenger")
    links.add("/chats/:id") { parameters throws(DeepLinkError) in
      [.select(MainTab.chats), .path([ChatsRoute.thread(id: try parameters.value("id"))])]
    }
    links.add("/chats/:id/info") { parameters throws(DeepLinkError) in
      let id: Int = try parameters.value("id")
      return [.select(MainTab.chats), .path([ChatsRoute.thread(id: id), .info(id: id)])]
    }
    links.add("/profile/edit") { _ throws(DeepLinkError) in
      [.select(MainTab.profile), .present(ProfileRoute.edit)]
    }
    links.add("/library") { _ throws(DeepLinkError) in
      [.select(MainTab.library), .push(LoginRoute.register)]
    }
    return links
  }()

  private func running(loggedIn: Bool) -> (Navigator, AppFlow) {
    let app = AppFlow(loggedIn: loggedIn)
    let navigator = Navigator(root: app)
    navigator.deepLinks = Self.links
    navigator.start()
    return (navigator, app)
  }

  @Test func parsingIsAPureFunctionOfTheText() throws {
    let intents = try Self.links.steps(for: "messenger://chats/42/info?from=push")
    #expect(intents.map(\.description) == ["select chats", "path [thread(id: 42), info(id: 42)]"])
    #expect(try Self.links.steps(for: "/chats/7").count == 2)
  }

  @Test func badLinksGiveTypedErrorsThatSayWhy() {
    #expect(throws: DeepLinkError.malformedURL("not a link", example: "messenger://chats/:id")) {
      try Self.links.steps(for: "not a link")
    }
    #expect(throws: DeepLinkError.unsupportedScheme(found: "https", expected: "messenger")) {
      try Self.links.steps(for: "https://example.com/chats/1")
    }
    #expect(throws: DeepLinkError.badParameter(name: "id", value: "abc", expected: "Int")) {
      try Self.links.steps(for: "messenger://chats/abc")
    }
    do {
      _ = try Self.links.steps(for: "messenger://settings")
    } catch {
      #expect(
        error.description
          == "No link matches `/settings`. Known links: /chats/:id, /chats/:id/info, "
          + "/profile/edit, /library.")
    }
  }

  @Test func aLinkWhileRunningShowsItsScreensInOneTransaction() throws {
    let (navigator, app) = running(loggedIn: true)
    let main = try #require(app.main)
    main.router.select(.profile)
    main.chats?.router.push(.info(id: 1))
    main.chats?.router.present(.deleteAlert(id: 1), style: .alert)

    #expect(try navigator.open("messenger://chats/42") == .opened)
    #expect(main.router.state.selectedTab == .chats)
    #expect(main.chats?.router.state == FlowState(root: .list).pushing(.thread(id: 42)))
  }

  @Test func aLinkAtColdStartIsHeldUntilLoginThenOpens() throws {
    let (navigator, app) = running(loggedIn: false)
    #expect(try navigator.open("messenger://chats/5") == .held)
    #expect(navigator.pendingDeepLink == "messenger://chats/5")
    #expect(app.router.state.root == .login)

    app.login?.finish(with: User(name: "ada"))
    #expect(navigator.pendingDeepLink == nil)
    #expect(app.main?.chats?.router.state.path == [.thread(id: 5)])
  }

  @Test func aLinkOpenedBeforeTheAppStartsOpensAtLaunch() throws {
    let app = AppFlow(loggedIn: true)
    let navigator = Navigator(root: app)
    navigator.deepLinks = Self.links
    #expect(try navigator.open("messenger://chats/8") == .held)
    navigator.start()
    #expect(navigator.pendingDeepLink == nil)
    #expect(app.main?.chats?.router.state.path == [.thread(id: 8)])
  }

  @Test func aLinkToAnotherTabTakesAwayWhatTheTabItLeavesPresents() throws {
    let (navigator, app) = running(loggedIn: true)
    let chats = try #require(app.main?.chats)
    chats.router.push(.thread(id: 1))
    chats.router.present(.newChat)
    weak let newChat = chats.child(at: .newChat)
    #expect(newChat != nil)
    #expect(try navigator.open("messenger://profile/edit") == .opened)
    #expect(app.main?.router.state.selectedTab == .profile)
    #expect(app.main?.profile?.router.state.presented.map(\.route) == [.edit])
    #expect(!chats.router.state.isPresenting)
    #expect(chats.router.state.path == [.thread(id: 1)])
    #expect(newChat == nil)
  }

  @Test func aLinkForAFlowInATabThatIsNotSelectedIsRefusedNotHeld() throws {
    let (navigator, app) = running(loggedIn: true)
    app.main?.router.select(.library)
    let before = navigator.tree
    do {
      try navigator.open([.present(ProfileRoute.edit)])
      Issue.record("the link was \(navigator.pendingDeepLink == nil ? "opened" : "held")")
    } catch {
      #expect(
        error
          == .flowNotShown(route: "edit", routeType: "ProfileRoute", flow: "ProfileFlow"))
      #expect(
        error.description
          == "ProfileFlow takes ProfileRoute routes but is not shown (another tab is selected), "
          + "so `edit` cannot be shown. Start the link with a step that shows it, such as "
          + "`.select` of its tab.")
    }
    #expect(navigator.pendingDeepLink == nil)
    #expect(navigator.tree == before)
  }

  @Test func aLinkWhoseStepsFindNoFlowChangesNothing() throws {
    let (navigator, app) = running(loggedIn: true)
    let before = navigator.tree
    #expect(throws: DeepLinkError.noFlow(route: "register", routeType: "LoginRoute")) {
      try navigator.open("messenger://library")
    }
    #expect(navigator.tree == before)
    #expect(app.main?.router.state.selectedTab == .chats)
  }

  @Test func aStepThatCannotApplyUndoesTheWholeLinkWithoutReportingAnIssue() throws {
    let (navigator, app) = running(loggedIn: true)
    let before = navigator.tree
    #expect(
      throws: DeepLinkError.navigation(
        NavigationError(.tabFlowHasNoStack(operation: "setPath"), flow: "MainFlow"))
    ) {
      try navigator.open([.select(MainTab.library), .path([MainTab.chats])])
    }
    #expect(navigator.tree == before)
    #expect(app.main?.router.state.selectedTab == .chats)
  }

  @Test func aLongLinkShowsEveryRoute() throws {
    let (navigator, app) = running(loggedIn: true)
    let routes = (0..<500).map { ChatsRoute.thread(id: $0) }
    try navigator.open([.select(MainTab.chats), .path(routes)])
    #expect(app.main?.chats?.router.state.path == routes)
  }

  @Test func aLinkAGuardRefusesChangesNothing() throws {
    let (navigator, app) = running(loggedIn: true)
    try navigator.open("messenger://profile/edit")
    let edit = try #require(app.main?.profile?.child(at: .edit) as? EditProfileFlow)
    edit.refuses = true
    let before = navigator.tree
    // The link would leave the profile tab, whose sheet goes with it: its guard is asked.
    #expect(
      throws: DeepLinkError.navigation(
        NavigationError(
          .leaveRefused(flow: "EditProfileFlow", reason: "saving is in progress"),
          flow: "ProfileFlow"))
    ) {
      try navigator.open("messenger://chats/1")
    }
    #expect(navigator.tree == before)
    #expect(app.main?.router.state.selectedTab == .profile)
    #expect(edit.status == .active)
  }
}

extension FlowState {
  fileprivate func pushing(_ route: Route) -> FlowState {
    var copy = self
    try? copy.push(route)
    return copy
  }
}
