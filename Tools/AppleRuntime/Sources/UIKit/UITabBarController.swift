/// The delegate of a tab bar controller.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Whether the user may select `viewController`.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected `viewController`.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// Tabs, each a view controller.
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController] = []
  private var selected = 0
  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller without tabs.
  public init() { super.init(nibName: nil, bundle: nil) }

  /// The tabs' view controllers.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs; each view controller becomes a child (rule N3).
  ///
  /// Rule T2 (RULES.md): a tab bar controller cannot be a tab, and a view controller cannot be
  /// two tabs: UIKit raises an exception and the tabs stay as they were.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    for (index, controller) in new.enumerated() {
      if controller is UITabBarController {
        StandIn.raise("A tab bar controller (\(describe(controller))) cannot be a tab")
        return
      }
      if new[..<index].contains(where: { $0 === controller }) {
        StandIn.raise("The view controller \(describe(controller)) is given for two tabs")
        return
      }
    }
    for controller in tabs { controller.parent = nil }
    tabs = viewControllers ?? []
    for controller in tabs {
      if controller.parent !== self { controller.removeFromParentContainer() }
      controller.parent = self
    }
    selected = min(selected, max(tabs.count - 1, 0))
  }

  /// The index of the selected tab.
  open var selectedIndex: Int {
    get { selected }
    set { select(newValue) }
  }

  /// The selected tab's view controller.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selected) ? tabs[selected] : nil }
    set {
      if let index = tabs.firstIndex(where: { $0 === newValue }) { select(index) }
    }
  }

  /// Selects the tab at `index`; on screen, the old tab's view controller disappears and the
  /// new one's appears (rule V1).
  private func select(_ index: Int) {
    guard tabs.indices.contains(index), index != selected else { return }
    let shown = isInWindowHierarchy && viewIfLoaded != nil
    let old = tabs.indices.contains(selected) ? tabs[selected] : nil
    if shown { old?.disappear(animated: false) }
    selected = index
    if shown {
      tabs[index].appear(animated: false)
    } else {
      handOverAppearance(from: old, to: tabs[index])
    }
  }

  override var visibleChildren: [UIViewController] {
    tabs.indices.contains(selected) ? [tabs[selected]] : []
  }

  func removeChild(_ child: UIViewController) {
    tabs.removeAll { $0 === child }
  }
}

extension StandIn {
  /// The user taps the tab at `index`.
  ///
  /// Source: UITabBarControllerDelegate.tabBarController(_:shouldSelect:) — asked when the
  /// user taps a tab, including the one already selected; tabBarController(_:didSelect:) —
  /// called after, also when the same tab is tapped again.
  public static func userTapsTab(_ index: Int, in tabBar: UITabBarController) {
    guard let tabs = tabBar.viewControllers, tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    guard tabBar.delegate?.tabBarController(tabBar, shouldSelect: controller) != false else {
      return
    }
    tabBar.selectedIndex = index
    tabBar.delegate?.tabBarController(tabBar, didSelect: controller)
  }
}
