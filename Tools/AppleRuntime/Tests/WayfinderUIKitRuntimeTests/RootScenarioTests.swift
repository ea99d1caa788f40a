import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

enum HomeTab: Hashable, Codable, Sendable { case feed, inbox, signIn }

final class HomeFlow: Coordinator<HomeTab, Void> {
  init() { super.init(state: FlowState(tabs: .feed, .inbox)) }
}

enum AppRoute: Hashable, Codable, Sendable { case login, main, about }

final class AppFlow: Coordinator<AppRoute, Never> {
  init() { super.init(root: .main) }
}

@MainActor
@Suite("UIKit adapter on the stand-in: tab and root flows")
struct RootScenarioTests {
  init() { StandIn.reset() }

  @Test func aTabFlowRunsAPresentedChildFlowToItsResult() async throws {
    let home = HomeFlow()
    home.start()
    let renderer = TabBarRenderer(router: home.router) { tab in titled("\(tab)") }
    let window = UIWindow()
    window.rootViewController = renderer.tabBarController
    window.makeKeyAndVisible()
    let compose = ComposeFlow()
    let running = Task { @MainActor in try await home.run(compose, presenting: .signIn) }
    await runClock { renderer.tabBarController.presentedViewController != nil }
    guard renderer.tabBarController.presentedViewController?.title == "signIn" else {
      // NB: never awaits a run whose screen did not appear; it would not return.
      running.cancel()
      _ = try? await running.value
      Issue.record("the tab flow's presentation is not on screen")
      return
    }
    compose.finish(with: 7)
    await runClock { renderer.tabBarController.presentedViewController == nil }
    #expect(try await running.value == 7)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func theAppFlowPresentsOverItsRootAndSwapsTheRootOnlyOnceSheetsAreGone() {
    let app = AppFlow()
    app.start()
    let window = UIWindow()
    weak var sheet: UIViewController?
    let renderer = WindowRootRenderer(window: window, router: app.router) { route in
      titled("\(route)")
    }
    app.router.present(.about)
    StandIn.settle()
    #expect(window.rootViewController?.presentedViewController?.title == "about")
    app.router.dismiss()
    StandIn.settle()
    do {
      // A sheet that a flow inside the main screen presented, outside the app flow's state.
      let shown = titled("sheet")
      sheet = shown
      window.rootViewController?.present(shown, animated: false)
      StandIn.settle()
    }
    #expect(sheet != nil)
    app.router.setRoot(.login)
    StandIn.settle()
    #expect(window.rootViewController?.title == "login")
    #expect(sheet == nil)
    #expect(StandIn.warnings.isEmpty)
    _ = renderer
  }
}

@MainActor
@Suite("UIKit adapter on the stand-in: a new root keeps the app flow's presentations")
struct RootSwapScenarioTests {
  @Test func aFlowTheAppFlowPresentsStaysAcrossARootSwap() throws {
    StandIn.reset()
    let app = AppFlow()
    app.start()
    let window = UIWindow()
    let about = ComposeFlow()
    let renderer = WindowRootRenderer(window: window, router: app.router) { route in
      guard route == .about else { return titled("\(route)") }
      return NavigationControllerRenderer(router: about.router) { titled("\($0)") }
        .navigationController
    }
    app.show(about, presenting: .about)
    StandIn.settle()
    let sheet = try #require(window.rootViewController?.presentedViewController)
    about.router.present(.attach)
    StandIn.settle()
    let attach = try #require(sheet.presentedViewController)
    // The root changes under the presented flow: UIKit dismisses it with the old root, and it
    // comes back over the new one with what it presents, its flow still running.
    app.router.setRoot(.login)
    StandIn.settle()
    #expect(window.rootViewController?.presentedViewController === sheet)
    #expect(sheet.presentedViewController === attach)
    #expect(about.router.state.presented.map(\.route) == [.attach])
    #expect(app.router.state.presented.map(\.route) == [.about])
    #expect(about.status == .active)
    #expect(StandIn.warnings.isEmpty)
    _ = renderer
  }

  @Test func whatTheAppFlowStillPresentsComesBackOverTheNewRoot() {
    StandIn.reset()
    let app = AppFlow()
    app.start()
    let window = UIWindow()
    let renderer = WindowRootRenderer(window: window, router: app.router) { route in
      titled("\(route)")
    }
    app.router.present(.about)
    StandIn.settle()
    let about = window.rootViewController?.presentedViewController
    #expect(about?.title == "about")
    // The state keeps the presentation while the root changes under it.
    app.router.setRoot(.login)
    StandIn.settle()
    #expect(app.router.state.presented.map(\.route) == [.about])
    #expect(window.rootViewController?.title == "login")
    // The same screen comes back, with what the user had in it.
    #expect(window.rootViewController?.presentedViewController === about)
    // And it goes like any other when the app flow dismisses it.
    app.router.dismiss()
    StandIn.settle()
    #expect(window.rootViewController?.presentedViewController == nil)
    #expect(StandIn.warnings.isEmpty)
    _ = renderer
  }
}

/// Feed tabs drawn in a visible window, the feed tab's flow showing a compose sheet.
@MainActor
private final class FeedTabsWithSheet {
  let home = FeedTabs()
  let navigator: Navigator
  let feed: ChatFlow
  let feedRenderer: NavigationControllerRenderer<ChatRoute>
  let tabs: TabBarRenderer<HomeTab>
  let window = UIWindow()

  init() throws {
    StandIn.reset()
    navigator = Navigator(root: home)
    navigator.start()
    feed = try #require(home.child(at: .feed) as? ChatFlow)
    let feedRenderer = NavigationControllerRenderer(router: feed.router) { titled("\($0)") }
    self.feedRenderer = feedRenderer
    tabs = TabBarRenderer(router: home.router) { tab in
      tab == .feed ? feedRenderer.navigationController : titled("\(tab)")
    }
    window.rootViewController = tabs.tabBarController
    window.makeKeyAndVisible()
    StandIn.settle()
    feed.router.present(.compose)
    StandIn.settle()
  }

  var tabBar: UITabBarController { tabs.tabBarController }
}

@MainActor
@Suite("UIKit adapter on the stand-in: one presentation chain per window")
struct PresentationChainScenarioTests {
  @Test func theTabBarFlowPresentsOverATabsSheet() async throws {
    let scene = try FeedTabsWithSheet()
    #expect(scene.tabBar.presentedViewController?.title == "compose")
    // The session expired: the tab bar flow presents over everything.
    #expect(await drawn { scene.home.router.present(.signIn) })
    #expect(scene.tabBar.presentedViewController?.presentedViewController?.title == "signIn")
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aTabsSheetDismissedUnderTheTabBarFlowsScreenKeepsThatScreen() throws {
    let scene = try FeedTabsWithSheet()
    scene.home.router.present(.signIn)
    StandIn.settle()
    #expect(scene.tabBar.presentedViewController?.presentedViewController?.title == "signIn")
    let signIn = scene.tabBar.presentedViewController?.presentedViewController
    // The feed's flow closes its sheet: UIKit takes what is presented above it away too, and
    // the tab bar flow's screen, which its state still shows, comes back.
    scene.feed.router.dismiss()
    StandIn.settle()
    #expect(scene.tabBar.presentedViewController === signIn)
    #expect(scene.home.router.state.presented.map(\.route) == [.signIn])
    #expect(scene.feed.router.state.presented.isEmpty)
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aLinkToAnotherTabPresentsOnceTheLeftTabsSheetHasGone() throws {
    let scene = try FeedTabsWithSheet()
    let link: [DeepLinkStep] = [.select(HomeTab.inbox), .present(HomeTab.signIn)]
    #expect(try scene.navigator.open(link) == .opened)
    StandIn.settle()
    #expect(scene.tabBar.presentedViewController?.title == "signIn")
    #expect(scene.home.router.state.presented.map(\.route) == [.signIn])
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func aLinkToAnotherTabTakesTheLeftTabsSheetAway() throws {
    let scene = try FeedTabsWithSheet()
    #expect(try scene.navigator.open([.select(HomeTab.inbox)]) == .opened)
    StandIn.settle()
    #expect(scene.tabBar.selectedIndex == 1)
    #expect(scene.tabBar.presentedViewController == nil)
    #expect(StandIn.warnings.isEmpty)
  }
}

/// Tabs whose feed tab is a chats flow with its own navigation controller.
final class FeedTabs: Coordinator<HomeTab, Void> {
  init() { super.init(state: FlowState(tabs: .feed, .inbox)) }
  override func makeChild(for route: HomeTab) -> Flow? { route == .feed ? ChatFlow() : nil }
}

@MainActor
@Suite("UIKit adapter on the stand-in: tab taps")
struct TabTapScenarioTests {
  init() { StandIn.reset() }

  @Test func tappingTheSelectedTabReturnsItsFlowToTheRootAndAnotherTabSelectsIt() throws {
    let home = FeedTabs()
    home.start()
    let feed = try #require(home.child(at: .feed) as? ChatFlow)
    let feedRenderer = NavigationControllerRenderer(router: feed.router) { route in
      titled("\(route)")
    }
    let tabs = TabBarRenderer(router: home.router) { tab in
      tab == .feed ? feedRenderer.navigationController : titled("\(tab)")
    }
    let window = UIWindow()
    window.rootViewController = tabs.tabBarController
    window.makeKeyAndVisible()
    feed.router.push(.thread(1))
    StandIn.settle()
    #expect(feedRenderer.navigationController.viewControllers.count == 2)

    StandIn.userTapsTab(0, in: tabs.tabBarController)
    StandIn.settle()
    #expect(feed.router.state.path.isEmpty)
    #expect(feedRenderer.navigationController.viewControllers.map(\.title) == ["list"])

    StandIn.userTapsTab(1, in: tabs.tabBarController)
    #expect(home.router.state.selectedTab == .inbox)
    #expect(StandIn.warnings.isEmpty)
  }
}
