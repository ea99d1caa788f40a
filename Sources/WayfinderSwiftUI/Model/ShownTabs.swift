@_spi(Rendering) import Wayfinder

/// What ``FlowTabs`` draws of a tab flow's tabs where SwiftUI has tab sections (iOS 18 and
/// later): the tabs and sections in the order they show, the tabs of the search role, the style,
/// and which tabs the user hid.
struct ShownTabs<Route: Hashable & Sendable>: Equatable {
  /// A tab of its own, or a section of tabs.
  enum Entry: Hashable, Identifiable {
    case tab(Route)
    /// A section, with its tabs in the order they show.
    case section(id: String, title: String, tabs: [Route])

    /// What stays the same while the entry's tabs move or its title changes.
    enum ID: Hashable {
      case tab(Route)
      case section(String)
    }

    /// The entry's tabs: the tab, or the section's.
    var tabs: [Route] {
      switch self {
      case .tab(let tab): [tab]
      case .section(_, _, let tabs): tabs
      }
    }

    /// The tab, or the section's id: a section the user reorders stays the same section.
    var id: ID {
      switch self {
      case .tab(let tab): .tab(tab)
      case .section(let id, _, _): .section(id)
      }
    }
  }

  /// The tabs and sections, in the order they show, hidden tabs included.
  let entries: [Entry]
  /// Whether the tabs show as a tab bar or, where there is room, a sidebar.
  let style: TabStyle
  /// The tabs the user hid.
  let hidden: Set<Route>
  /// The tabs of the search role.
  let searchTabs: Set<Route>
  /// Each section's tabs in the order the app gives them, by section id.
  let sectionTabs: [String: [Route]]
  /// How the tab bar minimizes as the content scrolls (iOS 26 and later).
  var minimizing = TabBarMinimizing.automatic
  /// The route the tab bar's bottom accessory shows (iOS 26.1 and later), if any.
  var accessory: Route?

  /// What a tab flow of `shape` shows; nothing for another flow.
  init(_ shape: FlowState<Route>.Shape) {
    guard case .tabs(let layout) = shape else {
      self.init(entries: [], style: .tabBar, hidden: [], searchTabs: [], sectionTabs: [:])
      return
    }
    let arranged = layout.arrangedTabs
    var section: [Route: FlowState<Route>.TabSection] = [:]
    for group in layout.sections {
      for tab in group.tabs { section[tab] = group }
    }
    var entries: [Entry] = []
    for tab in arranged {
      guard let group = section[tab] else {
        entries.append(.tab(tab))
        continue
      }
      if case .section(let id, _, _) = entries.last, id == group.id { continue }
      let tabs = arranged.filter(group.tabs.contains)
      entries.append(.section(id: group.id, title: group.title, tabs: tabs))
    }
    self.init(
      entries: entries, style: layout.style, hidden: layout.customization.hidden,
      searchTabs: Set(layout.items.compactMap { $0.value.role == .search ? $0.key : nil }),
      sectionTabs: Dictionary(
        layout.sections.map { ($0.id, $0.tabs) }, uniquingKeysWith: { first, _ in first }))
    minimizing = layout.tabBarMinimizing
    accessory = layout.bottomAccessory
  }

  private init(
    entries: [Entry], style: TabStyle, hidden: Set<Route>, searchTabs: Set<Route>,
    sectionTabs: [String: [Route]]
  ) {
    self.entries = entries
    self.style = style
    self.hidden = hidden
    self.searchTabs = searchTabs
    self.sectionTabs = sectionTabs
  }

  /// Every tab, in the order they show.
  var tabs: [Route] { entries.flatMap(\.tabs) }

  /// What a tab view the user cannot edit shows (a tab bar, tvOS, watchOS, before iOS 18): the
  /// entries without the hidden tabs, but `selected` (the selection stays reachable), and
  /// without sections left with no tab.
  func entries(showing selected: Route) -> [Entry] {
    guard !hidden.isEmpty else { return entries }
    return entries.compactMap { entry in
      switch entry {
      case .tab(let tab): return hidden.contains(tab) && tab != selected ? nil : entry
      case .section(let id, let title, let tabs):
        let shown = tabs.filter { !hidden.contains($0) || $0 == selected }
        return shown.isEmpty ? nil : .section(id: id, title: title, tabs: shown)
      }
    }
  }
}
