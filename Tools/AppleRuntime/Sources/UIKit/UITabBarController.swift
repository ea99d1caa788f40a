import Foundation

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
  /// The user finished rearranging the tabs in the More screen's editor.
  func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool)
  /// Whether the user may select `tab` (rule T6).
  func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
    -> Bool
  /// The user selected `selectedTab` (rule T6).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
    previousTab: UITab?)
  /// The user began editing the sidebar (rule T7).
  func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
  /// The user ended editing the sidebar (rule T7).
  func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
  /// The user hid or showed `tabs` while editing the sidebar (rule T7).
  func tabBarController(
    _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
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
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    didEndCustomizing viewControllers: [UIViewController], changed: Bool
  ) {}
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelectTab tab: UITab
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
    previousTab: UITab?
  ) {}
  /// Does nothing.
  public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}
  /// Does nothing.
  public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
  ) {}
}

/// Tabs, each a view controller.
@MainActor
open class UITabBarController: UIViewController {
  var tabControllers: [UIViewController] = []
  /// The tabs set with ``setTabs(_:animated:)`` (rule T6); `nil` while the tab bar controller
  /// shows view controllers set as such.
  var rootTabs: [UITab]?
  /// The display mode (rule T7).
  ///
  /// Source: UITabBarController.mode ("On iPad, the display mode determines whether the system
  /// can display the tab bar as a sidebar").
  open var mode = Mode.automatic
  /// How the tab bar minimizes as the content scrolls; `.automatic` by default (rule T8).
  ///
  /// Source: UITabBarController.tabBarMinimizeBehavior ("The default value for this property is
  /// UITabBarMinimizeBehaviorAutomatic").
  open var tabBarMinimizeBehavior = MinimizeBehavior.automatic
  /// The bottom accessory (rule T8).
  var accessory: UITabAccessory?
  /// The identifier of the tabs' customization (rule T6).
  var tabsCustomizationIdentifier: String?
  var selected = 0
  /// Whether the More tab is selected (rule T4): the More navigation controller shows.
  var moreSelected = false
  /// The More interface (rule T4): its navigation controller shows the list of the tabs that
  /// do not fit the tab bar, and the one the user picks there.
  ///
  /// Source: UITabBarController.moreNavigationController ("This property always contains a
  /// valid More navigation controller, even if a More button is not displayed on the
  /// screen"; "The tab bar controller does not include the More navigation controller in
  /// that array of objects").
  public private(set) lazy var moreNavigationController: UINavigationController = {
    let more = MoreNavigationController(rootViewController: MoreListViewController())
    more.title = "More"
    more.parent = self
    return more
  }()
  /// The delegate; setting it replaces the one before (one weak reference).
  weak open var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller without tabs.
  public init() { super.init(nibName: nil, bundle: nil) }

  /// The tabs' view controllers.
  open var viewControllers: [UIViewController]? {
    get {
      if let rootTabs { return rootTabs.compactMap(\.madeViewController) }
      return tabControllers.isEmpty ? nil : tabControllers
    }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs; each view controller becomes a child (rule N3).
  ///
  /// Rule T2 (RULES.md): a tab bar controller cannot be a tab, and a view controller cannot be
  /// two tabs: UIKit raises an exception and the tabs stay as they were.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    if rootTabs != nil {
      StandIn.raise(
        "View controllers set on a tab bar controller that shows tabs (UITab): the stand-in "
          + "refuses mixing the two (rule T6)")
      return
    }
    for (index, controller) in new.enumerated() {
      if controller is UITabBarController {
        StandIn.raise("A tab bar controller (\(describe(controller))) cannot be a tab")
        return
      }
      if new[..<index].contains(where: { $0 === controller }) {
        StandIn.raise("The view controller \(describe(controller)) is given for two tabControllers")
        return
      }
    }
    // Rule T5: a tab's navigation controller gets its stack back from the More one, and the
    // More navigation controller loses its delegate.
    more?.giveBackWhole()
    more?.delegate = nil
    for controller in tabControllers { controller.parent = nil }
    tabControllers = viewControllers ?? []
    for controller in tabControllers {
      if controller.parent !== self { controller.removeFromParentContainer() }
      controller.parent = self
    }
    selected = min(selected, max(tabControllers.count - 1, 0))
    if moreSelected { showInMore(nil) }
    moreSelected = false
  }

  /// The index of the selected tab; `NSNotFound` while the More list shows (rule T4).
  ///
  /// Source: UITabBarController.selectedIndex ("if the selected view controller is currently
  /// the More navigation controller, this property contains the value NSNotFound").
  open var selectedIndex: Int {
    get {
      moreSelected && moreNavigationController.viewControllers.count == 1 ? NSNotFound : selected
    }
    set {
      if let rootTabs {
        if rootTabs.indices.contains(newValue) { selectTab(rootTabs[newValue]) }
        return
      }
      select(newValue)
    }
  }

  /// The selected tab's view controller; the More navigation controller while its list shows,
  /// and the tab picked there once it does not (rule T4). Setting it selects any tab, one in
  /// the More list too, or the More navigation controller itself.
  ///
  /// Source: UITabBarController.selectedViewController ("you can use this property to select
  /// any of the view controllers in the viewControllers property"); UITabBarController.h
  /// ("This may return the "More" navigation controller if it exists").
  open var selectedViewController: UIViewController? {
    get {
      if let rootTabs {
        return rootTabs.indices.contains(selected) ? rootTabs[selected].viewController : nil
      }
      if moreSelected, moreNavigationController.viewControllers.count == 1 {
        return moreNavigationController
      }
      return tabControllers.indices.contains(selected) ? tabControllers[selected] : nil
    }
    set {
      if let rootTabs {
        if let tab = rootTabs.first(where: { $0.madeViewController === newValue }) {
          selectTab(tab)
        }
        return
      }
      if let newValue, newValue === moreNavigationController {
        return selectMore(showing: nil)
      }
      if let index = tabControllers.firstIndex(where: { $0 === newValue }) { select(index) }
    }
  }

  /// Selects the tab at `index`; on screen, the old tab's view controller disappears and the
  /// new one's appears (rule V1). A tab in the More list shows in the More navigation
  /// controller (rule T4).
  func select(_ index: Int) {
    guard tabControllers.indices.contains(index) else { return }
    if showsMore, index >= Self.barTabsWithMore {
      return selectMore(showing: tabControllers[index])
    }
    guard index != selected || moreSelected else { return }
    let old = visibleChildren.first
    // NB: what the More navigation controller shows stays: the More tab shows it again (rule
    // T4).
    moreSelected = false
    selected = index
    changeVisible(from: old, to: tabControllers[index])
  }

  /// Shows the More navigation controller, with `picked` (a tab of its list) above the list,
  /// or what it showed when it was last selected.
  func selectMore(showing picked: UIViewController?) {
    let old = visibleChildren.first
    if let picked, let index = tabControllers.firstIndex(where: { $0 === picked }) {
      selected = index
    }
    let wasSelected = moreSelected
    moreSelected = true
    if let picked { showInMore(picked) }
    if picked == nil, let shown = tabShownInMore { selected = shown }
    if !wasSelected { changeVisible(from: old, to: moreNavigationController) }
  }

  /// Makes `new` the visible child in place of `old`, with their appearance callbacks when the
  /// tab bar controller is on screen (rule V1).
  func changeVisible(from old: UIViewController?, to new: UIViewController) {
    guard old !== new else { return }
    let shown = isInWindowHierarchy && viewIfLoaded != nil
    if shown {
      old?.disappear(animated: false)
      new.appear(animated: false)
    } else {
      handOverAppearance(from: old, to: new)
    }
  }

  /// Whether the tab bar shows a More tab: more tabs than fit a compact-width tab bar (rule T4).
  var showsMore: Bool {
    rootTabs == nil && StandIn.horizontalSizeClass == .compact && tabControllers.count > 5
  }

  /// How many tabs the tab bar shows beside its More tab.
  static let barTabsWithMore = 4

  override var visibleChildren: [UIViewController] {
    if let rootTabs {
      return rootTabs.indices.contains(selected)
        ? [rootTabs[selected].viewController].compactMap { $0 } : []
    }
    if moreSelected { return [moreNavigationController] }
    return tabControllers.indices.contains(selected) ? [tabControllers[selected]] : []
  }

  func removeChild(_ child: UIViewController) {
    tabControllers.removeAll { $0 === child }
  }
}

extension StandIn {
  /// The user taps the tab at `index`.
  ///
  /// Source: UITabBarControllerDelegate.tabBarController(_:shouldSelect:) — asked when the
  /// user taps a tab, including the one already selected; tabBarController(_:didSelect:) —
  /// called after, also when the same tab is tapped again.
  /// With a More tab (rule T4), only the tabs before it are in the tab bar.
  public static func userTapsTab(_ index: Int, in tabBar: UITabBarController) {
    guard let tabControllers = tabBar.viewControllers, tabControllers.indices.contains(index),
      !tabBar.showsMore || index < UITabBarController.barTabsWithMore
    else { return }
    let controller = tabControllers[index]
    guard tabBar.delegate?.tabBarController(tabBar, shouldSelect: controller) != false else {
      return
    }
    tabBar.selectedIndex = index
    tabBar.delegate?.tabBarController(tabBar, didSelect: controller)
  }
}
