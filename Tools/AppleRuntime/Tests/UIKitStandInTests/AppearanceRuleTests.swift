import Testing
import UIKit

/// Counts its `viewDidAppear(_:)` calls and records every appearance callback in order.
@MainActor
final class AppearanceLog: UIViewController {
  var appeared = 0
  var heard: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    heard.append(isBeingPresented ? "will appear, presented" : "will appear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared += 1
    heard.append("did appear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    heard.append("will disappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    heard.append("did disappear")
  }
}

@MainActor
@Suite("Stand-in rules: appearance")
struct AppearanceRuleTests {
  init() { StandIn.reset() }

  @Test func v1AWindowsRootAndItsVisibleChildAppearWhenTheWindowShows() {
    let top = AppearanceLog()
    let below = AppearanceLog()
    let navigation = UINavigationController(rootViewController: below)
    navigation.setViewControllers([below, top], animated: false)
    let window = UIWindow()
    #expect(navigation.view.window == nil)
    window.rootViewController = navigation
    #expect(top.appeared == 0)
    window.makeKeyAndVisible()
    StandIn.advance(by: 0)
    #expect(top.appeared == 1)
    #expect(below.appeared == 0)
    #expect(top.view.window === window)
  }

  @Test func v2AWindowsRootJoinsTheWindowOnTheNextTurnAndPresentsNothingBefore() {
    let root = AppearanceLog()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(root.heard == ["will appear"])
    #expect(root.view.window == nil)
    root.present(screen("too early"), animated: false)
    StandIn.advance(by: 0)
    #expect(root.heard == ["will appear", "did appear"])
    #expect(root.view.window === window)
    #expect(root.presentedViewController == nil)
    #expect(StandIn.warnings.first?.hasSuffix("whose view is not in the window hierarchy.") == true)
  }

  @Test func v2ANewRootWhileTheWindowShowsAppearsOnTheNextTurnAndTheOldOneDisappears() {
    let old = AppearanceLog()
    let window = showing(old)
    let new = AppearanceLog()
    window.rootViewController = new
    #expect(old.heard == ["will appear", "did appear", "will disappear", "did disappear"])
    #expect(new.heard == ["will appear"])
    #expect(new.view.window == nil)
    StandIn.advance(by: 0)
    #expect(new.heard == ["will appear", "did appear"])
    #expect(new.view.window === window)
  }

  @Test func v2APresentedViewControllerHearsWillAppearWhileBeingPresented() {
    let root = screen("root")
    _ = showing(root)
    let sheet = AppearanceLog()
    root.present(sheet, animated: true)
    #expect(sheet.heard == ["will appear, presented"])
    #expect(sheet.isBeingPresented)
    StandIn.settle()
    #expect(sheet.heard == ["will appear, presented", "did appear"])
    #expect(!sheet.isBeingPresented)
  }

  @Test func v2AFullScreenPresentationMakesThePresenterDisappearUntilItIsDismissed() {
    let root = AppearanceLog()
    _ = showing(root)
    root.heard = []
    let cover = screen("cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: true)
    StandIn.settle()
    #expect(root.heard == ["will disappear", "did disappear"])
    root.dismiss(animated: true)
    StandIn.settle()
    #expect(root.heard == ["will disappear", "did disappear", "will appear", "did appear"])
  }

  @Test func v2ACancelledBackSwipeTurnsBothScreensBack() {
    let below = AppearanceLog()
    let top = AppearanceLog()
    let navigation = UINavigationController(rootViewController: below)
    navigation.setViewControllers([below, top], animated: false)
    _ = showing(navigation)
    below.heard = []
    top.heard = []
    StandIn.userSwipesBack(in: navigation, completes: false)
    StandIn.settle()
    #expect(top.heard == ["will disappear", "will appear", "did appear"])
    #expect(below.heard == ["will appear", "will disappear", "did disappear"])
    #expect(StandIn.warnings.isEmpty)
  }

  @Test func v3AnAppearanceThatBeginsBeforeTheLastEndedIsUnbalanced() {
    let first = screen("first")
    let navigation = UINavigationController(rootViewController: first)
    _ = showing(navigation)
    let second = screen("second")
    navigation.setViewControllers([first, second], animated: true)
    navigation.setViewControllers([first, second, screen("third")], animated: true)
    StandIn.settle()
    #expect(
      StandIn.warnings == [
        "setViewControllers on <UINavigationController> while a transition runs: Unbalanced "
          + "calls to begin/end appearance transitions.",
        "Unbalanced calls to begin/end appearance transitions for <UIViewController second>.",
      ])
  }

  @Test func n8AChangeOnceThePushStoppedMovingIsTaken() {
    let first = screen("first")
    let navigation = UINavigationController(rootViewController: first)
    _ = showing(navigation)
    let log = NavigationLog()
    navigation.delegate = log
    navigation.setViewControllers([first, screen("second")], animated: true)
    StandIn.settle()
    navigation.setViewControllers([first], animated: true)
    StandIn.settle()
    #expect(StandIn.warnings.isEmpty)
    #expect(log.heard == ["will second", "did second", "will first", "did first"])
  }

  @Test func v1APresentedViewControllerAppearsWhenItsPresentationEnds() {
    let root = screen("root")
    _ = showing(root)
    let sheet = AppearanceLog()
    root.present(sheet, animated: true)
    #expect(sheet.appeared == 0)
    StandIn.settle()
    #expect(sheet.appeared == 1)
  }

  @Test func v1ATabAppearsWhenItIsSelectedOnScreen() {
    let first = AppearanceLog()
    let second = AppearanceLog()
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    _ = showing(tabs)
    #expect(first.appeared == 1)
    #expect(second.appeared == 0)
    tabs.selectedIndex = 1
    #expect(second.appeared == 1)
  }
}
