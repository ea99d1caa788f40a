import Testing
import UIKit

/// Records what a split view controller's delegate hears.
@MainActor
final class SplitLog: NSObject, UISplitViewControllerDelegate {
  var heard: [String] = []

  func splitViewControllerDidCollapse(_ svc: UISplitViewController) { heard.append("collapsed") }
  func splitViewControllerDidExpand(_ svc: UISplitViewController) { heard.append("expanded") }
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    heard.append("will \(displayMode)")
  }
}

@MainActor
@Suite("Stand-in rules: split view controllers")
struct SplitRuleTests {
  init() { StandIn.reset() }

  @Test func sv1AColumnsViewControllerIsWrappedInANavigationControllerAndHasOneParent() {
    let split = UISplitViewController(style: .doubleColumn)
    let sidebar = screen("sidebar")
    split.setViewController(sidebar, for: .primary)
    let wrapped = split.viewController(for: .primary) as? UINavigationController
    #expect(wrapped?.viewControllers.first === sidebar)
    let detail = UINavigationController(rootViewController: screen("detail"))
    split.setViewController(detail, for: .secondary)
    #expect(split.viewController(for: .secondary) === detail)
    split.setViewController(detail, for: .compact)
    #expect(split.viewController(for: .secondary) == nil)
    #expect(split.viewController(for: .compact) === detail)
    #expect(detail.parent === split)
  }

  @Test func sv2ASplitViewIsBornExpandedAndCollapsesUntoldAsItJoinsACompactWindow() {
    let split = UISplitViewController(style: .doubleColumn)
    let log = SplitLog()
    split.delegate = log
    split.setViewController(screen("detail"), for: .secondary)
    #expect(!split.isCollapsed)
    _ = showing(split)
    #expect(split.isCollapsed)
    #expect(log.heard.isEmpty)
  }

  @Test func sv4TheCompactColumnIsSetOnce() {
    let split = UISplitViewController(style: .doubleColumn)
    let first = UINavigationController(rootViewController: screen("first"))
    split.setViewController(first, for: .compact)
    split.setViewController(UINavigationController(rootViewController: screen("b")), for: .compact)
    #expect(split.viewController(for: .compact) === first)
    #expect(StandIn.warnings.count == 1)
  }

  @Test func n3AScreenStillOnAnotherStackIsLogged() {
    let shared = screen("shared")
    let first = UINavigationController(rootViewController: shared)
    let second = UINavigationController(rootViewController: screen("other"))
    second.setViewControllers([second.viewControllers[0], shared], animated: false)
    #expect(first.viewControllers.isEmpty)
    #expect(
      StandIn.warnings.first?.hasSuffix("its navigation item is in two navigation bars") == true)
  }

  @Test func sv2ACompactWidthCollapsesToTheCompactColumnAndTheDelegateIsTold() {
    StandIn.horizontalSizeClass = .regular
    let split = UISplitViewController(style: .doubleColumn)
    let log = SplitLog()
    split.delegate = log
    let sidebar = AppearanceLog()
    let detail = AppearanceLog()
    let compact = UINavigationController(rootViewController: AppearanceLog())
    split.setViewController(sidebar, for: .primary)
    split.setViewController(detail, for: .secondary)
    split.setViewController(compact, for: .compact)
    _ = showing(split)
    #expect(!split.isCollapsed)
    #expect(sidebar.isInWindowHierarchy && detail.isInWindowHierarchy)
    #expect(!compact.isInWindowHierarchy)
    StandIn.changeHorizontalSizeClass(to: .compact)
    #expect(split.isCollapsed)
    #expect(compact.isInWindowHierarchy)
    #expect(!sidebar.isInWindowHierarchy && !detail.isInWindowHierarchy)
    #expect(detail.heard.last == "did disappear")
    StandIn.changeHorizontalSizeClass(to: .regular)
    #expect(log.heard == ["collapsed", "expanded"])
    #expect(detail.heard.last == "did appear")
  }

  @Test func sv3EveryChangeOfTheDisplayModeIsAnnouncedFirst() {
    StandIn.horizontalSizeClass = .regular
    let split = UISplitViewController(style: .tripleColumn)
    let log = SplitLog()
    split.delegate = log
    let sidebar = screen("sidebar")
    let content = screen("content")
    split.setViewController(sidebar, for: .primary)
    split.setViewController(content, for: .supplementary)
    split.setViewController(screen("detail"), for: .secondary)
    _ = showing(split)
    #expect(split.displayMode == .twoBesideSecondary)
    split.userChangesDisplayMode(to: .secondaryOnly)
    #expect(log.heard == ["will secondaryOnly"])
    #expect(split.displayMode == .secondaryOnly)
    #expect(!sidebar.isInWindowHierarchy)
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(log.heard == ["will secondaryOnly", "will oneBesideSecondary"])
    #expect(split.displayMode == .oneBesideSecondary)
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(log.heard.count == 2)
    #expect(!sidebar.isInWindowHierarchy && content.isInWindowHierarchy)
    StandIn.changeHorizontalSizeClass(to: .compact)
    split.userChangesDisplayMode(to: .twoBesideSecondary)
    #expect(log.heard == ["will secondaryOnly", "will oneBesideSecondary", "collapsed"])
  }
}
