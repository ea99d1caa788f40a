import Testing
import UIKit

@MainActor
@Suite("Stand-in rules: which views are in the window")
struct WindowRuleTests {
  init() { StandIn.reset() }

  @Test func p6OnlyTheSelectedTabsViewIsInTheWindow() {
    let first = screen("first")
    let second = screen("second")
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    let window = showing(tabs)
    #expect(first.view.window === window)
    #expect(second.view.window == nil)
    #expect(!second.isInWindowHierarchy)
    tabs.selectedIndex = 1
    #expect(first.view.window == nil)
    #expect(second.view.window === window)
  }

  @Test func p6OnlyTheTopOfAStackIsInTheWindowOnceItsPushEnds() {
    let below = screen("below")
    let navigation = UINavigationController(rootViewController: below)
    let window = showing(navigation)
    let top = screen("top")
    navigation.setViewControllers([below, top], animated: true)
    #expect(below.view.window === window)
    StandIn.settle()
    #expect(below.view.window == nil)
    #expect(top.view.window === window)
  }

  @Test func p6AFullScreenPresentationTakesThePresentersViewOutUntilItsDismissalBegins() {
    let root = screen("root")
    let window = showing(root)
    let cover = screen("cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: true)
    #expect(root.view.window === window)
    StandIn.settle()
    #expect(root.view.window == nil)
    #expect(cover.view.window === window)
    root.dismiss(animated: true)
    #expect(root.view.window === window)
    StandIn.settle()
    #expect(root.view.window === window)
  }

  @Test func p6ASheetLeavesThePresentersViewInTheWindow() {
    let root = screen("root")
    let window = showing(root)
    root.present(screen("sheet"), animated: false)
    StandIn.settle()
    #expect(root.view.window === window)
  }

  @Test func p6AContainersPresentationLeavesItsHiddenChildrenOutOfTheWindow() {
    let first = screen("first")
    let second = screen("second")
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    _ = showing(tabs)
    tabs.present(screen("sheet"), animated: true)
    #expect(second.view.window == nil)
    StandIn.settle()
    let below = screen("below")
    let navigation = UINavigationController(rootViewController: below)
    navigation.setViewControllers([below, screen("middle")], animated: false)
    _ = showing(navigation)
    navigation.setViewControllers([below, screen("middle 2"), screen("top")], animated: true)
    #expect(below.view.window == nil)
  }
}
