/// One change a renderer applies to a flow's screens.
///
/// A router hands its renderer a list of steps for every change; a transaction of many changes
/// yields one list. The steps are ordered so that each can be shown as one animation:
/// dismissals first, then restyled presentations, then the stack or the tabs, then new
/// presentations. A renderer that can
/// change a whole stack at once (UIKit's `setViewControllers`) may merge consecutive stack steps.
///
/// Exhaustive on purpose: a renderer must draw every step, so a new kind of step fails to
/// compile in a renderer rather than being passed over.
@_spi(Rendering)
public enum NavigationStep<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Dismiss the top `count` presentations.
  case dismiss(count: Int)
  /// Replace the tabs (an empty list makes the flow a stack flow) and select `selected`.
  case setTabs([Route], selected: Route)
  /// Select a tab of a tab flow.
  case selectTab(Route)
  /// Show `item` for a tab of a tab flow in the tab bar (an empty item: the screen's own).
  case setTabItem(Route, TabItem)
  /// Arrange the tabs of a tab flow as `layout` says: in its sections, in its style, as the
  /// user customized them, with its tab bar's minimizing and bottom accessory. Its tabs and items are the flow's already (`setTabs` and
  /// `setTabItem` bring them); a `setTabs` step leaves the tabs in no section, as a tab bar,
  /// not customized, until this step follows it.
  case arrangeTabs(FlowState<Route>.TabLayout)
  /// Lay the stack out in columns as `layout` says (a column visibility the user or the code
  /// changed, a new layout), or in one stack when it is `nil`.
  case setSplit(SplitLayout?)
  /// Replace the whole stack with `root`, hiding the navigation bar or not.
  case setRoot(Route, hidesBar: Bool)
  /// Hide or show the navigation bar.
  case setBarHidden(Bool)
  /// Pop the top `count` routes of the stack.
  case pop(count: Int)
  /// Push routes, bottom first.
  case push([Route])
  /// Make the route at `index` of the path (from 0, bottom first) one that arrived with
  /// `transition`. Follows the push of a route that arrives other than the standard way, in
  /// the steps of a flow's own state; a container's screens carry their transitions instead
  /// (``ScreenRoute/transition``), so a renderer never receives it.
  case setTransition(ScreenTransition, at: Int)
  /// Present a route over everything shown.
  case present(Presentation<Route>)
  /// Change the style of the presentation at `level` (bottom first, from 0), which stays on
  /// screen: a sheet's detents or the height it rests at, whether it may be swiped down.
  case restyle(level: Int, PresentationStyle)
}

extension FlowState {
  /// Applies one step, as a renderer would.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit this state; nothing changes then.
  @_spi(Rendering)
  public mutating func apply(_ step: NavigationStep<Route>) throws(NavigationError) {
    switch step {
    case .dismiss(let count): try dismiss(count: count)
    case .setTabs(let tabs, let selected):
      if tabs.isEmpty {
        if isTabFlow { shape = .stack }
      } else {
        try Self.check(tabs: tabs, selected: selected)
        shape = .tabs(TabLayout(tabs, items: tabItems))  // arranged by default
      }
      root = selected
      path = []
    case .setSplit(let layout):
      if let layout {
        try requireStack("split")
        shape = .split(layout)
      } else if split != nil {
        shape = .stack
      }
    case .selectTab(let tab): try select(tab)
    case .setTabItem(let tab, let item): try updateTabItem(for: tab) { $0 = item }
    case .arrangeTabs(let layout):
      guard case .tabs(var current) = shape else { throw NavigationError(.notATabFlow) }
      try Self.check(sections: layout.sections, tabs: current.tabs)
      current.sections = layout.sections
      current.style = layout.style
      current.customization = try Self.checked(layout.customization, tabs: current.tabs)
      current.tabBarMinimizing = layout.tabBarMinimizing
      current.bottomAccessory = layout.bottomAccessory
      shape = .tabs(current)
    case .setRoot(let root, let hidesBar): try setRoot(root, hidesBar: hidesBar)
    case .setBarHidden(let hidden): isBarHidden = hidden
    case .pop(let count): try pop(count: count)
    case .push(let routes): try push(contentsOf: routes)
    case .setTransition(let transition, let index): try setTransition(transition, at: index)
    case .present(let presentation): presented.append(presentation)
    case .restyle(let level, let style):
      guard presented.indices.contains(level), presented[level].style.kind == style.kind else {
        throw NavigationError(.noPresentationAtLevel(level: level, presented: presented.count))
      }
      presented[level].style = style
    }
  }

  /// Returns this state with `steps` applied in order.
  @_spi(Rendering)
  public func applying(_ steps: [NavigationStep<Route>]) throws(NavigationError) -> FlowState {
    var state = self
    for step in steps { try state.apply(step) }
    return state
  }
}
