/// The navigation state of one flow: a value.
///
/// A stack flow shows its ``root`` with the routes of ``path`` pushed above it. A tab flow shows
/// one of its ``tabs``, the selected one, which is its ``root``; it has no path of its own,
/// because each tab's screens belong to that tab's child flow. Either kind can present routes
/// modally over its screens (``presented``, bottom first). A split flow is a stack flow whose
/// stack is drawn in columns where there is room (``split``, ``SplitLayout``).
///
/// ```swift
/// var state = FlowState(root: ChatsRoute.list)
/// try state.push(.thread(id: 7))
/// try state.present(.newChat, style: .sheet)
/// state.top  // .newChat
/// ```
///
/// Every change goes through a throwing method that checks it first and changes nothing when
/// it throws; the stored properties can only be read.
public struct FlowState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The first screen of a stack flow, or the selected tab of a tab flow.
  public internal(set) var root: Route
  /// The routes pushed above the root, bottom first. Always empty in a tab flow.
  public internal(set) var path: [Route] {
    get { _path }
    _modify { yield &_path }
    set { _path = newValue }
  }
  // NB: stored under another name so that a router's inlinable push and pop can change it in
  // place, specialized for the caller's route type.
  @usableFromInline var _path: [Route]
  /// The routes presented modally, bottom first.
  public internal(set) var presented: [Presentation<Route>]
  /// The tabs of a tab flow, in order; empty for a stack flow.
  public internal(set) var tabs: [Route]
  /// Whether the navigation bar is hidden (set with the root).
  public internal(set) var isBarHidden: Bool
  /// What each tab of a tab flow shows in the tab bar beyond its screen's own: only tabs with
  /// a non-empty item are listed. Always empty in a stack flow.
  public internal(set) var tabItems: [Route: TabItem]
  /// How a split flow lays its stack out in columns; `nil` for a flow with one stack or tabs.
  public internal(set) var split: SplitLayout?

  /// Creates the state of a stack flow showing `root`.
  public init(root: Route, isBarHidden: Bool = false) {
    self.root = root
    self._path = []
    self.presented = []
    self.tabs = []
    self.isBarHidden = isBarHidden
    self.tabItems = [:]
    self.split = nil
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
    self.split = layout
  }

  /// Creates the state of a tab flow with `tabs`, showing `selected`.
  ///
  /// - Throws: ``NavigationError`` when `tabs` is empty or repeats a tab, or when `selected` is
  ///   not one of them.
  public init(tabs: [Route], selected: Route) throws(NavigationError) {
    try Self.check(tabs: tabs, selected: selected)
    self.root = selected
    self._path = []
    self.presented = []
    self.tabs = tabs
    self.isBarHidden = false
    self.tabItems = [:]
    self.split = nil
  }

  /// Creates the state of a tab flow with the tabs given, each once, showing the first.
  ///
  /// ```swift
  /// let tabs = FlowState(tabs: MainTab.chats, .library, .profile)
  /// ```
  public init(tabs first: Route, _ more: Route...) {
    var seen: Set<Route> = [first]
    self.root = first
    self._path = []
    self.presented = []
    self.tabs = [first] + more.filter { seen.insert($0).inserted }
    self.isBarHidden = false
    self.tabItems = [:]
    self.split = nil
  }

  /// Whether this is the state of a split flow.
  public var isSplitFlow: Bool { split != nil }

  /// Whether this is the state of a tab flow.
  public var isTabFlow: Bool { !tabs.isEmpty }

  /// The selected tab of a tab flow, `nil` for a stack flow.
  public var selectedTab: Route? { isTabFlow ? root : nil }

  /// The route on screen: the top presentation, else the top of the stack, else the root.
  public var top: Route { presented.last?.route ?? path.last ?? root }

  /// Whether ``path`` holds a route that `pop()` can remove.
  public var canPop: Bool { !path.isEmpty }

  /// Whether anything is presented.
  public var isPresenting: Bool { !presented.isEmpty }

  /// The root followed by the path: every route of the stack, bottom first.
  public var stack: [Route] { [root] + path }

  static func check(tabs: [Route], selected: Route) throws(NavigationError) {
    guard !tabs.isEmpty, Set(tabs).count == tabs.count else {
      throw NavigationError(.invalidTabs(tabs.map(describe)))
    }
    guard tabs.contains(selected) else {
      throw NavigationError(.unknownTab(tab: describe(selected), tabs: tabs.map(describe)))
    }
  }
}

/// How routes appear in error messages, tree pictures and events.
func describe(_ value: some Any) -> String {
  String(describing: value)
}
