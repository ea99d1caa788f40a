/// The navigation state of one flow: a value.
///
/// A flow's ``shape`` says what holds its screens. A stack flow shows its ``root`` with the
/// routes of ``path`` pushed above it. A tab flow shows one of its tabs, the selected one, which
/// is its ``root``; it has no path of its own, because each tab's screens belong to that tab's
/// child flow. A split flow is a stack flow whose stack is drawn in columns where there is room
/// (``SplitLayout``). Each can present routes modally over its screens (``presented``, bottom
/// first).
///
/// ```swift
/// var state = FlowState(root: ChatsRoute.list)
/// try state.push(.thread(id: 7))
/// state.present(.newChat, style: .sheet)
/// state.top  // .newChat
/// ```
///
/// Every change that can fail goes through a throwing method that checks it first and changes
/// nothing when it throws; the stored properties can only be read.
public struct FlowState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// What holds a flow's screens: one stack, tabs, or one stack drawn in columns.
  ///
  /// ```swift
  /// if case .tabs(let layout) = main.router.state.shape {
  ///   layout.items[.chats]?.badge  // .count(3)
  /// }
  /// ```
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Shape: Hashable, Sendable {
    /// One stack: the root with the path pushed above it.
    case stack
    /// Tabs, as `layout` lists them; the selected one is the state's ``FlowState/root``.
    case tabs(TabLayout)
    /// One stack, drawn in columns where there is room, as `layout` says.
    case split(SplitLayout)
  }

  /// The tabs of a tab flow, in order, what each shows in the tab bar, and how they are
  /// arranged: in sections, as a tab bar or a sidebar, as the user customized them.
  ///
  /// Change them with ``FlowState/setTabs(_:selected:)``,
  /// ``FlowState/updateTabItem(for:_:)``, ``FlowState/setTabSections(_:)``,
  /// ``FlowState/setTabStyle(_:)`` and ``FlowState/customizeTabs(_:)``, or the router's calls
  /// of the same names.
  public struct TabLayout: Hashable, Sendable {
    /// The tabs, in the order the app gives them, each once.
    public internal(set) var tabs: [Route]
    /// What tabs show in the tab bar beyond their screens' own, for the tabs that set
    /// something.
    public internal(set) var items: [Route: TabItem]
    /// The groups of tabs shown under a title in a sidebar, in order; empty when no tab is
    /// grouped. A section's tabs follow each other in ``tabs``.
    public internal(set) var sections: [TabSection] {
      get { arrangement?.fields.sections ?? [] }
      set { arrange { $0.sections = newValue } }
    }
    /// Whether the tabs show as a tab bar everywhere, or as a sidebar where there is room.
    public internal(set) var style: TabStyle {
      get { arrangement?.fields.style ?? .tabBar }
      set { arrange { $0.style = newValue } }
    }
    /// How the user reordered and hid tabs; empty until they do.
    public internal(set) var customization: TabCustomization {
      get { arrangement?.fields.customization ?? TabCustomization() }
      set { arrange { $0.customization = newValue } }
    }
    /// How the tab bar shrinks as the content scrolls, where the system minimizes tab bars.
    public internal(set) var tabBarMinimizing: TabBarMinimizing {
      get { arrangement?.fields.minimizing ?? .automatic }
      set { arrange { $0.minimizing = newValue } }
    }
    /// The route shown in an accessory above the tab bar (a player's controls), where the system
    /// draws one; `nil` for none. It is drawn as the flow's screens are, and has no child flow.
    public internal(set) var bottomAccessory: Route? {
      get { arrangement?.fields.bottomAccessory }
      set { arrange { $0.bottomAccessory = newValue } }
    }
    // NB: boxed, and `nil` while the tabs are arranged by default: every flow's state has room
    // for a tab layout, so its size is every flow's (one word instead of five).
    var arrangement: TabArrangementBox<Route>?

    /// Tabs `tabs`, with `items` kept for those of them only, ungrouped, as a tab bar.
    package init(_ tabs: [Route], items: [Route: TabItem] = [:]) {
      self.tabs = tabs
      self.items = items.isEmpty ? items : items.filter { tabs.contains($0.key) }
      self.arrangement = nil
    }

    /// Changes the sections, style or customization as `body` does.
    private mutating func arrange(_ body: (inout TabArrangementBox<Route>.Fields) -> Void) {
      var fields = arrangement?.fields ?? .init()
      body(&fields)
      arrangement = fields.isDefault ? nil : TabArrangementBox(fields)
    }
  }

  /// The first screen of a stack flow, or the selected tab of a tab flow.
  public internal(set) var root: Route
  /// The routes pushed above the root, bottom first. Always empty in a tab flow.
  ///
  /// A route that stays where it is when the path changes keeps its transition
  /// (``pathTransitions``); one that goes, or whose routes below change, takes it along.
  public internal(set) var path: [Route] {
    get { _path }
    _modify {
      if _pathTransitions.isEmpty {
        yield &_path
      } else {
        let old = _path
        yield &_path
        keepPathTransitions(sharedWith: old)
      }
    }
    set {
      guard !_pathTransitions.isEmpty else {
        _path = newValue
        return
      }
      let old = _path
      _path = newValue
      keepPathTransitions(sharedWith: old)
    }
  }
  // NB: stored under another name so that a router's inlinable push and pop can change it in
  // place, specialized for the caller's route type.
  @usableFromInline var _path: [Route]
  /// How the routes of ``path`` that did not arrive the standard way arrived, by their index in
  /// ``path``: a zoom out of a view of the screen below (``ScreenTransition``).
  ///
  /// ```swift
  /// try state.push(.thread(id: 7), transition: .zoom(from: "chat-7"))
  /// state.pathTransitions  // [0: .zoom(from: "chat-7")]
  /// ```
  public var pathTransitions: [Int: ScreenTransition] { _pathTransitions }
  // NB: empty unless a route was pushed with a transition, so that a push or a pop in place
  // checks one count.
  @usableFromInline var _pathTransitions: [Int: ScreenTransition]
  /// The routes presented modally, bottom first.
  public internal(set) var presented: [Presentation<Route>]
  /// Whether the navigation bar is hidden (set with the root).
  public internal(set) var isBarHidden: Bool
  /// What holds the screens: one stack, tabs, or a stack in columns.
  public internal(set) var shape: Shape

  /// Creates the state of a stack flow showing `root`.
  public init(root: Route, isBarHidden: Bool = false) {
    self.root = root
    self._path = []
    self._pathTransitions = [:]
    self.presented = []
    self.isBarHidden = isBarHidden
    self.shape = .stack
  }

  /// Creates the state of a split flow showing `sidebar` in its sidebar, and nothing yet in
  /// its other columns.
  ///
  /// ```swift
  /// let mail = FlowState(
  ///   sidebar: MailRoute.mailboxes, layout: SplitLayout(hasContentColumn: true))
  /// ```
  public init(sidebar: Route, layout: SplitLayout = SplitLayout(), isBarHidden: Bool = false) {
    self.init(root: sidebar, isBarHidden: isBarHidden)
    self.shape = .split(layout)
  }

  /// Creates the state of a tab flow with the tabs given, each once, showing the first.
  ///
  /// ```swift
  /// let tabs = FlowState(tabs: MainTab.chats, .library, .profile)
  /// ```
  public init(tabs first: Route, _ more: Route...) {
    var seen: Set<Route> = [first]
    self.init(root: first)
    self.shape = .tabs(TabLayout([first] + more.filter { seen.insert($0).inserted }))
  }

  /// The selected tab of a tab flow, `nil` for a stack or split flow.
  public var selectedTab: Route? { isTabFlow ? root : nil }

  /// The route on screen: the top presentation, else the top of the stack, else the root.
  public var top: Route { presented.last?.route ?? path.last ?? root }

  /// Whether ``path`` holds a route that `pop()` can remove.
  public var canPop: Bool { !path.isEmpty }

  /// Whether anything is presented.
  public var isPresenting: Bool { !presented.isEmpty }

  /// The root followed by the path: every route of the stack, bottom first.
  public var stack: [Route] { [root] + path }

  /// Whether this is the state of a tab flow.
  package var isTabFlow: Bool {
    if case .tabs = shape { true } else { false }
  }

  /// The tabs of a tab flow, in order; empty for the others.
  package var tabs: [Route] { shape.tabs }

  /// What the tabs of a tab flow show in the tab bar; empty for the others.
  package var tabItems: [Route: TabItem] { shape.tabItems }

  /// How a split flow lays its stack out; `nil` for the others.
  package var split: SplitLayout? { shape.split }

  static func check(tabs: [Route], selected: Route) throws(NavigationError) {
    guard !tabs.isEmpty, Set(tabs).count == tabs.count else {
      throw NavigationError(.invalidTabs(tabs.map(describe)))
    }
    guard tabs.contains(selected) else {
      throw NavigationError(.unknownTab(tab: describe(selected), tabs: tabs.map(describe)))
    }
  }
}

extension FlowState.Shape {
  /// The tabs of a tab flow's shape, in order; empty for the others.
  package var tabs: [Route] {
    if case .tabs(let layout) = self { layout.tabs } else { [] }
  }

  /// What the tabs show in the tab bar; empty for the shapes of other flows.
  package var tabItems: [Route: TabItem] {
    if case .tabs(let layout) = self { layout.items } else { [:] }
  }

  /// How a split flow's shape lays its stack out; `nil` for the others.
  package var split: SplitLayout? {
    if case .split(let layout) = self { layout } else { nil }
  }
}

/// How routes appear in error messages, tree pictures and events.
func describe(_ value: some Any) -> String {
  String(describing: value)
}
