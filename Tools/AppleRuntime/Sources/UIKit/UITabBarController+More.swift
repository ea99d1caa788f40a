import Foundation

/// The navigation controller of a tab bar controller's More interface (rule T4): its root is
/// the list of the tabs that do not fit the tab bar; a tab picked there shows above it and
/// stays one of the tab bar controller's view controllers.
@MainActor
final class MoreNavigationController: UINavigationController {
  override func adopt(_ controller: UIViewController) {
    // NB: a tab shown here stays in the tab bar controller's `viewControllers`.
    controller.parent = self
  }

  override func release(_ controller: UIViewController) {
    controller.parent =
      (parent as? UITabBarController)?.tabs.contains { $0 === controller } == true
      ? parent : nil
  }
}

/// The list of the tabs that do not fit the tab bar, at the root of the More navigation
/// controller.
@MainActor
final class MoreListViewController: UIViewController {
  override init(nibName: String? = nil, bundle: Bundle? = nil) {
    super.init(nibName: nibName, bundle: bundle)
    title = "More"
  }
}

extension UITabBarController {
  /// Shows `picked` above the More list, or the list alone.
  func showInMore(_ picked: UIViewController?) {
    let more = moreNavigationController
    guard let list = more.viewControllers.first else { return }
    if let picked, picked is UINavigationController {
      StandIn.raise(
        "\(describe(picked)), a navigation controller, was picked in the More list: UIKit shows "
          + "its stack in the More navigation controller, which the stand-in does not model")
      return
    }
    let stack = picked.map { [list, $0] } ?? [list]
    guard !more.viewControllers.elementsEqual(stack, by: ===) else { return }
    more.setViewControllers(stack, animated: false)
  }
}

extension StandIn {
  /// The user taps the More tab of `tabBar` (rule T4): asked with `shouldSelect` and told with
  /// `didSelect` as for any tab, with the More navigation controller. Tapped while it is
  /// selected, it goes back to its list, as a tab tapped again shows its root.
  ///
  /// Source: UITabBarController ("User taps always display the root view of the tab,
  /// regardless of which tab was previously selected. This is true even if the tab was already
  /// selected").
  public static func userTapsMore(in tabBar: UITabBarController) {
    guard tabBar.showsMore else { return }
    let more = tabBar.moreNavigationController
    guard tabBar.delegate?.tabBarController(tabBar, shouldSelect: more) != false else { return }
    if tabBar.moreSelected {
      if let list = more.viewControllers.first, more.viewControllers.count > 1 {
        more.setViewControllers([list], animated: true)
      }
    } else {
      tabBar.selectMore(showing: nil)
    }
    tabBar.delegate?.tabBarController(tabBar, didSelect: more)
  }

  /// The user picks the tab at `index` in the More list of `tabBar`, which shows: it is pushed
  /// onto the More navigation controller, whose delegate hears `willShow` and `didShow`, and it
  /// becomes the selected view controller. The tab bar controller's delegate hears nothing:
  /// it is told of taps in the tab bar only (rule T4; **assumed** from device reports).
  ///
  /// Source: UITabBarControllerDelegate.tabBarController(_:didSelect:) ("it is called only in
  /// response to user taps in the tab bar").
  public static func userPicksInMore(_ index: Int, in tabBar: UITabBarController) {
    let more = tabBar.moreNavigationController
    guard tabBar.showsMore, tabBar.moreSelected, more.viewControllers.count == 1,
      more.runningTransition == nil, tabBar.tabs.indices.contains(index),
      index >= UITabBarController.barTabsWithMore, let list = more.viewControllers.first
    else { return }
    let picked = tabBar.tabs[index]
    if picked is UINavigationController { return tabBar.showInMore(picked) }
    tabBar.selected = index
    more.setViewControllers([list, picked], animated: true)
  }

  /// The user moves the tab at `from` to `to` in the More screen's editor (rule T4): the tab
  /// bar controller's view controllers change order, the selected one stays selected, and the
  /// delegate hears `didEndCustomizing`.
  ///
  /// Source: UITabBarController.customizableViewControllers ("This interface also contains an
  /// Edit button that allows the user to rearrange the items").
  public static func userMovesTab(from: Int, to: Int, in tabBar: UITabBarController) {
    guard tabBar.showsMore, tabBar.tabs.indices.contains(from), tabBar.tabs.indices.contains(to)
    else { return }
    let selected = tabBar.tabs[tabBar.selected]
    let moved = tabBar.tabs.remove(at: from)
    tabBar.tabs.insert(moved, at: to)
    tabBar.selected = tabBar.tabs.firstIndex { $0 === selected } ?? 0
    tabBar.delegate?.tabBarController(
      tabBar, didEndCustomizing: tabBar.tabs, changed: from != to)
  }
}
