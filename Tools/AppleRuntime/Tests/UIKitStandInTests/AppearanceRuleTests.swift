import Testing
import UIKit

/// Counts its `viewDidAppear(_:)` calls.
@MainActor
final class AppearanceLog: UIViewController {
  var appeared = 0

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared += 1
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
    #expect(top.appeared == 1)
    #expect(below.appeared == 0)
    #expect(top.view.window === window)
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
