import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

enum SixTab: Hashable, Codable, Sendable { case one, two, three, four, five, six }

/// A tab flow with more tabs than an iPhone's tab bar shows.
final class SixTabFlow: Coordinator<SixTab, Void> {
  init() { super.init(state: FlowState(tabs: .one, .two, .three, .four, .five, .six)) }
}

/// Six tabs on a compact-width screen: UIKit shows four and a More tab, whose list holds the
/// other two (rule T4), and the user may reorder them.
@MainActor
@Suite("UIKit adapter on the stand-in: the More tab")
struct MoreTabScenarioTests {
  private func shown() -> (SixTabFlow, UITabBarController, UIWindow) {
    StandIn.reset()
    let flow = SixTabFlow()
    flow.start()
    let renderer = TabBarRenderer(router: flow.router) { tab in titled("\(tab)") }
    let window = UIWindow()
    window.rootViewController = renderer.tabBarController
    window.makeKeyAndVisible()
    StandIn.settle()
    return (flow, renderer.tabBarController, window)
  }

  @Test func aTabPickedInTheMoreListIsSelectedInTheState() {
    let (flow, tabs, window) = shown()
    StandIn.userTapsMore(in: tabs)
    StandIn.userPicksInMore(5, in: tabs)
    StandIn.settle()
    #expect(flow.router.state.selectedTab == .six)
    #expect(tabs.selectedViewController?.title == "six")
    #expect(StandIn.exceptions.isEmpty)
    _ = window
  }

  @Test func aTabOfTheMoreListSelectedInCodeShowsThere() async {
    let (flow, tabs, window) = shown()
    await flow.router.select(.five).onScreen()
    #expect(tabs.selectedViewController?.title == "five")
    #expect(tabs.moreNavigationController.viewControllers.map(\.title) == ["More", "five"])
    await flow.router.select(.two).onScreen()
    #expect(tabs.selectedViewController?.title == "two")
    _ = window
  }

  @Test func afterTheUserReorderedTheTabsCodeSelectsTheRightOne() async {
    let (flow, tabs, window) = shown()
    StandIn.userMovesTab(from: 5, to: 0, in: tabs)
    await flow.router.select(.three).onScreen()
    #expect(tabs.selectedViewController?.title == "three")
    StandIn.userTapsTab(0, in: tabs)
    #expect(flow.router.state.selectedTab == .six)
    #expect(tabs.selectedViewController?.title == "six")
    _ = window
  }

  @Test func whileTheMoreListShowsATabTapIsReportedAsUsual() {
    let (flow, tabs, window) = shown()
    StandIn.userTapsMore(in: tabs)
    #expect(tabs.selectedIndex == NSNotFound)
    StandIn.userTapsTab(2, in: tabs)
    #expect(flow.router.state.selectedTab == .three)
    #expect(tabs.selectedViewController?.title == "three")
    #expect(StandIn.exceptions.isEmpty)
    _ = window
  }
}
