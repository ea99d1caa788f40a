import Foundation

extension UITabBarController {
  /// How a tab bar controller shows its tabs (rule T7).
  public enum Mode: Int, Sendable {
    /// The system chooses: a sidebar where there is room when a tab is a group (the stand-in
    /// has none), a tab bar otherwise.
    case automatic
    /// A tab bar.
    case tabBar
    /// A tab bar, or a sidebar where there is room (a regular width).
    case tabSidebar
  }

  /// The tabs (rule T6); empty while the tab bar controller shows view controllers set as such.
  ///
  /// Source: UITabBarController.tabs ("To set the tab bar's content, assign an array of UITab
  /// objects to this property").
  public var tabs: [UITab] {
    get { rootTabs ?? [] }
    set { setTabs(newValue, animated: false) }
  }

  /// Replaces the tabs (rule T6): the view controllers of tabs that stay stay its children,
  /// the selected tab stays selected while it stays, and the first tab not hidden is selected
  /// otherwise. Two tabs with one identifier raise, and the tabs stay as they were (**assumed**).
  ///
  /// Source: UITabBarController.setTabs(_:animated:) ("Sets the root tabs of the tab bar
  /// controller").
  public func setTabs(_ tabs: [UITab], animated: Bool) {
    var identifiers: Set<String> = []
    for tab in tabs where !identifiers.insert(tab.identifier).inserted {
      StandIn.raise("Two tabs have the identifier \(tab.identifier)")
      return
    }
    // NB: what shows now (the More navigation controller, when a tab of its list shows).
    let old = visibleChildren.first
    moreSelected = false
    let selectedTab = rootTabs.flatMap { $0.indices.contains(selected) ? $0[selected] : nil }
    for controller in tabControllers { controller.parent = nil }
    tabControllers = []
    for tab in rootTabs ?? [] where !tabs.contains(where: { $0 === tab }) {
      if let made = tab.madeViewController, made.parent === self { made.parent = nil }
    }
    rootTabs = tabs
    selected =
      tabs.firstIndex { $0 === selectedTab } ?? tabs.firstIndex { !$0.isHidden } ?? 0
    showSelectedTab(replacing: old)
    // Rule T5: a tab's navigation controller gets its stack back from the More one (gone from
    // the screen first), and the More navigation controller loses its delegate, as when view
    // controllers are set.
    more?.giveBackWhole()
    more?.delegate = nil
  }

  /// The selected tab (rule T6). A hidden tab, or one not among the tabs, is not selected
  /// (**assumed**, the harsher case: Apple documents neither). A tab selected from code is told
  /// to the delegate with `didSelectTab` as the user's are (**assumed**, the harsher case, from
  /// developers' reports; Apple documents the callback for the user's selections).
  ///
  /// Source: UITabBarController.selectedTab.
  public var selectedTab: UITab? {
    get { rootTabs.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
    set {
      let previous = selectedTab
      guard let newValue, newValue !== previous else { return }
      selectTab(newValue)
      guard selectedTab === newValue else { return }
      delegate?.tabBarController(self, didSelectTab: newValue, previousTab: previous)
    }
  }

  /// The identifier UIKit keeps the user's edits of the tabs under (rule T6).
  ///
  /// Source: UITabBarController.customizationIdentifier ("If the customization identifier is
  /// nil, a system default is used. Default is nil").
  public var customizationIdentifier: String? {
    get { tabsCustomizationIdentifier }
    set { tabsCustomizationIdentifier = newValue }
  }

  /// Selects `tab`, one of the tabs not hidden; its view controller is made when needed and
  /// appears on screen (rule V1).
  func selectTab(_ tab: UITab) {
    guard let rootTabs, let index = rootTabs.firstIndex(where: { $0 === tab }), !tab.isHidden,
      index != selected
    else { return }
    let old = visibleChildren.first
    selected = index
    showSelectedTab(replacing: old)
  }

  /// Makes the selected tab's view controller a child and the visible one in place of `old`.
  private func showSelectedTab(replacing old: UIViewController?) {
    guard let rootTabs, rootTabs.indices.contains(selected),
      let new = rootTabs[selected].makeViewController()
    else { return }
    if new.parent !== self { new.removeFromParentContainer() }
    new.parent = self
    changeVisible(from: old, to: new)
  }

  /// Whether the tabs show as a sidebar: in a regular width with the `.tabSidebar` mode (rule
  /// T7).
  public var showsSidebar: Bool {
    rootTabs != nil && mode == .tabSidebar && StandIn.horizontalSizeClass == .regular
  }
}

extension StandIn {
  /// The user selects `tab` of `tabBar`'s tabs, in the tab bar or the sidebar, the selected one
  /// too (rule T6): the delegate is asked `shouldSelectTab` and, when it allows, told
  /// `didSelectTab` with the tab selected before. A hidden tab cannot be selected.
  ///
  /// Source: UITabBarControllerDelegate.tabBarController(_:didSelectTab:previousTab:) ("Tells
  /// the delegate that the user selected the specified selectedTab"); the selected tab asked
  /// again as T1's taps are (**assumed**).
  public static func userSelectsTab(_ tab: UITab, in tabBar: UITabBarController) {
    guard let previous = tabBar.selectedTab, tabBar.tabs.contains(where: { $0 === tab }),
      !tab.isHidden,
      tabBar.delegate?.tabBarController(tabBar, shouldSelectTab: tab) != false
    else { return }
    tabBar.selectTab(tab)
    tabBar.delegate?.tabBarController(tabBar, didSelectTab: tab, previousTab: previous)
  }

  /// The user edits `tabBar`'s sidebar, which shows (rule T7): hides the tabs of `hiding` and
  /// shows those of `showing`, each one that allows hiding. The delegate hears
  /// `tabBarControllerWillBeginEditing`, then `tabBarControllerDidEndEditing` and
  /// `visibilityDidChangeFor` with the tabs changed, in no documented order: editing ends
  /// first, or with `STANDIN_ORDERS=other` after. A hidden selected tab leaves the selection to
  /// the first tab not hidden, and the delegate hears nothing of it (**assumed**, the harsher
  /// case: Apple documents neither).
  ///
  /// Source: UITabBarControllerDelegate.tabBarController(_:visibilityDidChangeFor:) ("when
  /// editing has ended and the specified tabs have had their isHidden values changed by the
  /// user"); UITab.allowsHiding.
  public static func userEditsSidebar(
    of tabBar: UITabBarController, hiding: [UITab] = [], showing: [UITab] = []
  ) {
    guard tabBar.showsSidebar else { return }
    tabBar.delegate?.tabBarControllerWillBeginEditing(tabBar)
    var changed: [UITab] = []
    for (tabs, hidden) in [(hiding, true), (showing, false)] {
      for tab in tabs where tab.allowsHiding && tab.isHidden != hidden {
        tab.isHidden = hidden
        changed.append(tab)
      }
    }
    if let selected = tabBar.selectedTab, selected.isHidden,
      let first = tabBar.tabs.first(where: { !$0.isHidden })
    {
      tabBar.selectTab(first)
    }
    let ended = { tabBar.delegate?.tabBarControllerDidEndEditing(tabBar) }
    if !orders.visibilityBeforeEditingEnds { ended() }
    if !changed.isEmpty {
      tabBar.delegate?.tabBarController(tabBar, visibilityDidChangeFor: changed)
    }
    if orders.visibilityBeforeEditingEnds { ended() }
  }
}
