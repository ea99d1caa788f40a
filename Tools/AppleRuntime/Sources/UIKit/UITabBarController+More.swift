import Foundation

/// The navigation controller of a tab bar controller's More interface (rule T4): its root is
/// the list of the tabs that do not fit the tab bar; a tab picked there shows above it and
/// stays one of the tab bar controller's view controllers. A tab that is a navigation
/// controller lends it its stack instead (rule T5).
@MainActor
final class MoreNavigationController: UINavigationController {
  /// The tab's navigation controller whose stack shows above the list (rule T5).
  private(set) weak var lender: UINavigationController?
  /// The lender's root as it was lent, held: what it gets back once the list shows again.
  private var lentRoot: UIViewController?

  override func adopt(_ controller: UIViewController) {
    // NB: a tab shown here stays in the tab bar controller's `viewControllers`.
    controller.parent = self
  }

  override func release(_ controller: UIViewController) {
    controller.parent =
      (parent as? UITabBarController)?.tabControllers.contains { $0 === controller } == true
      ? parent : nil
  }

  /// Shows the stack of `navigation`, a tab picked in the list, above the list (rule T5); the
  /// tab shown before gets its whole stack back.
  func borrow(_ navigation: UINavigationController, animated: Bool) {
    guard lender !== navigation, let list = viewControllers.first else { return }
    let previous = lender.map { (lender: $0, stack: Array(viewControllers.dropFirst())) }
    lender = nil
    let lent = navigation.lend(to: self)
    setViewControllers([list] + lent, animated: animated)
    lender = navigation
    lentRoot = lent.first
    previous?.lender.takeBack(previous?.stack ?? [])
  }

  /// Gives the lender its whole stack back (rule T5: its tab bar controller's tabs were set,
  /// or another tab of the list selected from code), and shows the list.
  func giveBackWhole() {
    guard let lender, let list = viewControllers.first else { return }
    let stack = Array(viewControllers.dropFirst())
    self.lender = nil
    lentRoot = nil
    setViewControllers([list], animated: false)
    lender.takeBack(stack)
  }

  /// The list shows again: the lender gets its root back, alone (rule T5).
  private func giveBackRoot() {
    guard let lender, viewControllers.count == 1 else { return }
    self.lender = nil
    lender.takeBack(lentRoot.map { [$0] } ?? [])
    lentRoot = nil
  }

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    super.setViewControllers(viewControllers, animated: animated)
    // NB: with no transition to end (off screen, or at once), the list shows now.
    if runningTransition == nil { giveBackRoot() }
  }

  override func tellDidShow(
    _ top: UIViewController, animated: Bool, after coordinator: TransitionCoordinator
  ) {
    guard lender != nil, viewControllers.count == 1 else {
      return super.tellDidShow(top, animated: animated, after: coordinator)
    }
    guard StandIn.orders.moreGivesBackAfterDidShow else {
      giveBackRoot()
      return super.tellDidShow(top, animated: animated, after: coordinator)
    }
    super.tellDidShow(top, animated: animated, after: coordinator)
    // NB: after the delegate, which may hear `didShow` once the completions run.
    let queued = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      self?.giveBackRoot()
    }
    if !queued { giveBackRoot() }
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
  /// The More navigation controller, as the stand-in makes it.
  var more: MoreNavigationController? { moreNavigationController as? MoreNavigationController }

  /// Shows `picked` above the More list (a navigation controller's stack, rule T5), or the
  /// list alone.
  func showInMore(_ picked: UIViewController?, animated: Bool = false) {
    guard let more, let list = more.viewControllers.first else { return }
    if let picked = picked as? UINavigationController {
      return more.borrow(picked, animated: animated)
    }
    if picked != nil { more.giveBackWhole() }
    let stack = picked.map { [list, $0] } ?? [list]
    guard !more.viewControllers.elementsEqual(stack, by: ===) else { return }
    more.setViewControllers(stack, animated: animated)
  }

  /// The index of the tab the More navigation controller shows above its list, if any.
  var tabShownInMore: Int? {
    guard let more, more.viewControllers.count > 1 else { return nil }
    let shown = more.viewControllers[1]
    return tabControllers.firstIndex { $0 === shown || $0 === more.lender }
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
      more.runningTransition == nil, tabBar.tabControllers.indices.contains(index),
      index >= UITabBarController.barTabsWithMore, let list = more.viewControllers.first
    else { return }
    let picked = tabBar.tabControllers[index]
    tabBar.selected = index
    if let picked = picked as? UINavigationController {
      tabBar.more?.borrow(picked, animated: true)
      return
    }
    more.setViewControllers([list, picked], animated: true)
  }

  /// The user moves the tab at `from` to `to` in the More screen's editor (rule T4): the tab
  /// bar controller's view controllers change order, the selected one stays selected, and the
  /// delegate hears `didEndCustomizing`.
  ///
  /// Source: UITabBarController.customizableViewControllers ("This interface also contains an
  /// Edit button that allows the user to rearrange the items").
  public static func userMovesTab(from: Int, to: Int, in tabBar: UITabBarController) {
    guard tabBar.showsMore, tabBar.tabControllers.indices.contains(from),
      tabBar.tabControllers.indices.contains(to)
    else { return }
    let selected = tabBar.tabControllers[tabBar.selected]
    let moved = tabBar.tabControllers.remove(at: from)
    tabBar.tabControllers.insert(moved, at: to)
    tabBar.selected = tabBar.tabControllers.firstIndex { $0 === selected } ?? 0
    tabBar.delegate?.tabBarController(
      tabBar, didEndCustomizing: tabBar.tabControllers, changed: from != to)
  }
}
