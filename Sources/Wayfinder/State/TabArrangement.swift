/// How a tab flow shows its tabs: as a tab bar everywhere, or as a sidebar where there is room.
///
/// ```swift
/// try state.setTabStyle(.sidebarAdaptable)  // a tab bar on iPhone, a sidebar on iPad and Mac
/// ```
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum TabStyle: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// A tab bar, on every device.
  case tabBar
  /// A tab bar where the window is narrow, and a sidebar the user can show where there is room
  /// (an iPad, a Mac), with the tabs' sections as its groups.
  case sidebarAdaptable

  /// The style in words, as in the tree's text: `tab bar` or `sidebar-adaptable`.
  public var description: String {
    switch self {
    case .tabBar: "tab bar"
    case .sidebarAdaptable: "sidebar-adaptable"
    }
  }
}

/// How a tab bar shrinks as the content of its tab scrolls, where the system minimizes tab bars
/// (an iPhone, iOS 26 and later); elsewhere the system decides, as for `.automatic`.
///
/// ```swift
/// try state.setTabBarMinimizing(.onScrollDown)
/// ```
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum TabBarMinimizing: String, Hashable, Codable, Sendable, CustomStringConvertible {
  /// As the system does by default.
  case automatic
  /// Never.
  case never
  /// As the content scrolls down, back as it scrolls up.
  case onScrollDown
  /// As the content scrolls up (content aligned to the bottom, such as a chat), back as it
  /// scrolls down.
  case onScrollUp

  /// The behaviour in words, as in the tree's text: `minimizes on scroll down`.
  public var description: String {
    switch self {
    case .automatic: "minimizes as the system does"
    case .never: "never minimizes"
    case .onScrollDown: "minimizes on scroll down"
    case .onScrollUp: "minimizes on scroll up"
    }
  }
}

extension FlowState {
  /// A group of tabs shown together under a title, as a sidebar shows it.
  ///
  /// ```swift
  /// try state.setTabSections([
  ///   .init(id: "library", title: "Library", tabs: [.albums, .artists, .playlists])
  /// ])
  /// ```
  public struct TabSection: Hashable, Sendable {
    /// A name for the section that stays the same across releases and languages.
    public var id: String
    /// The title the sidebar shows above the section's tabs.
    public var title: String
    /// The section's tabs, in the order of the flow's tabs: tabs that follow each other.
    public var tabs: [Route]

    /// Creates a section `id` titled `title`, grouping `tabs`.
    public init(id: String, title: String, tabs: [Route]) {
      self.id = id
      self.title = title
      self.tabs = tabs
    }
  }

  /// How the user reordered and hid the tabs of a tab flow.
  ///
  /// Where a tab flow lets the user edit its tabs (a sidebar's edit mode, a tab bar the user
  /// adds tabs to), the renderer reports what the user did, and the state keeps it: tests read
  /// it, snapshots restore it, and migrations carry it over a tab renamed or removed.
  ///
  /// ```swift
  /// main.router.customizeTabs { $0 = .init() }  // a "Reset tabs" button
  /// ```
  public struct TabCustomization: Hashable, Sendable {
    /// The tabs the user moved, in the order they put them. A tab moves only among the tabs
    /// of its section (or among the tabs in no section); a tab missing here stays where the app
    /// put it.
    public var order: [Route]
    /// The tabs the user hid.
    public var hidden: Set<Route>

    /// Creates a customization; the empty one shows the tabs as the app gives them.
    public init(order: [Route] = [], hidden: Set<Route> = []) {
      self.order = order
      self.hidden = hidden
    }

    /// Whether the user changed nothing.
    public var isEmpty: Bool { order.isEmpty && hidden.isEmpty }
  }
}

extension FlowState.TabLayout {
  /// The tabs in the order they show: the app's order, with the tabs the user moved in the
  /// order they put them, each among the places of its own section's tabs. Hidden tabs are
  /// included (``TabCustomization/hidden`` says which).
  ///
  /// ```swift
  /// // tabs [home, albums, artists, search], section "library" [albums, artists]
  /// try state.customizeTabs { $0.order = [.artists, .albums] }
  /// layout.arrangedTabs  // [home, artists, albums, search]
  /// ```
  public var arrangedTabs: [Route] {
    let order = customization.order
    guard !order.isEmpty else { return tabs }
    var rank: [Route: Int] = [:]
    for (index, tab) in order.enumerated() where rank[tab] == nil { rank[tab] = index }
    var section: [Route: Int] = [:]
    for (index, group) in sections.enumerated() {
      for tab in group.tabs { section[tab] = index }
    }
    // NB: each group's moved tabs take the places its moved tabs had, in the user's order.
    var arranged = tabs
    var groups: [Int?: [Int]] = [:]
    for (index, tab) in tabs.enumerated() where rank[tab] != nil {
      groups[section[tab], default: []].append(index)
    }
    for places in groups.values {
      let moved = places.map { tabs[$0] }.sorted { rank[$0, default: 0] < rank[$1, default: 0] }
      for (place, tab) in zip(places, moved) { arranged[place] = tab }
    }
    return arranged
  }

  /// Whether the tabs are in no section, shown as a tab bar, not customized.
  var isArrangedByDefault: Bool { arrangement == nil }

  /// Whether this layout has `other`'s sections, style and customization.
  func isArranged(as other: Self) -> Bool { arrangement == other.arrangement }

  /// The section `tab` is in, if any.
  func section(of tab: Route) -> FlowState.TabSection? {
    sections.first { $0.tabs.contains(tab) }
  }
}

extension FlowState {
  /// Checks `sections` against `tabs`: each has an id of its own and one or more tabs, which
  /// follow each other in `tabs`, in that order, and are in no other section.
  static func check(sections: [TabSection], tabs: [Route]) throws(NavigationError) {
    guard !sections.isEmpty else { return }
    var index: [Route: Int] = [:]
    for (position, tab) in tabs.enumerated() { index[tab] = position }
    var ids: Set<String> = []
    var grouped: [Route: String] = [:]
    var previous: (id: String, end: Int)?
    for section in sections {
      guard ids.insert(section.id).inserted else {
        throw NavigationError(.invalidTabSection(id: section.id, problem: "is given twice"))
      }
      guard let first = section.tabs.first else {
        throw NavigationError(.invalidTabSection(id: section.id, problem: "has no tabs"))
      }
      for (offset, tab) in section.tabs.enumerated() {
        guard let position = index[tab] else {
          throw NavigationError(.unknownTab(tab: describe(tab), tabs: tabs.map(describe)))
        }
        if let other = grouped[tab] {
          throw NavigationError(
            .invalidTabSection(
              id: section.id,
              problem: other == section.id
                ? "lists `\(describe(tab))` twice"
                : "repeats `\(describe(tab))`, already in `\(other)`"))
        }
        grouped[tab] = section.id
        guard position == (index[first] ?? 0) + offset else {
          throw NavigationError(
            .invalidTabSection(
              id: section.id,
              problem: "lists [\(section.tabs.map(describe).joined(separator: ", "))], which do "
                + "not follow each other in that order in the tabs "
                + "[\(tabs.map(describe).joined(separator: ", "))]"))
        }
      }
      let start = index[first] ?? 0
      // NB: one order for the tabs and the sections, so that equal arrangements are equal.
      if let previous, start < previous.end {
        throw NavigationError(
          .invalidTabSection(
            id: section.id,
            problem: "comes after `\(previous.id)`, whose tabs follow its own; list the sections "
              + "in the order of their tabs"))
      }
      previous = (section.id, start + section.tabs.count)
    }
  }

  /// `customization` with the user's order kept once per tab; throws when it names a tab
  /// that is not one of `tabs`.
  static func checked(_ customization: TabCustomization, tabs: [Route]) throws(NavigationError)
    -> TabCustomization
  {
    var checked = customization
    if !customization.isEmpty {
      let known = Set(tabs)
      var seen: Set<Route> = []
      checked.order = customization.order.filter { seen.insert($0).inserted }
      // NB: the first stray in a fixed order, so that the error names the same tab every run.
      let stray =
        checked.order.first { !known.contains($0) }
        ?? customization.hidden.filter { !known.contains($0) }.min { describe($0) < describe($1) }
      if let stray {
        throw NavigationError(.unknownTab(tab: describe(stray), tabs: tabs.map(describe)))
      }
    }
    return checked
  }
}

/// A tab layout's sections, style and customization, shared by the copies of a state; equal
/// to another box with equal values.
final class TabArrangementBox<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The values it holds.
  struct Fields: Hashable, Sendable {
    var sections: [FlowState<Route>.TabSection] = []
    var style: TabStyle = .tabBar
    var customization = FlowState<Route>.TabCustomization()
    var minimizing = TabBarMinimizing.automatic
    var bottomAccessory: Route?

    /// Whether the tabs are in no section, shown as a tab bar, not customized, minimized as the
    /// system does, with no accessory.
    var isDefault: Bool {
      sections.isEmpty && style == .tabBar && customization.isEmpty && minimizing == .automatic
        && bottomAccessory == nil
    }
  }

  let fields: Fields

  init(_ fields: Fields) {
    self.fields = fields
  }

  static func == (lhs: TabArrangementBox, rhs: TabArrangementBox) -> Bool {
    lhs === rhs || lhs.fields == rhs.fields
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fields)
  }
}
