import Foundation
import Wayfinder

/// What ``FlowTabs`` draws of a tab flow's tabs: in the order they show, in their sections,
/// with their roles, in the flow's style, and which the user hid.
///
/// Where SwiftUI has tab sections (iOS 18 and later) the views draw ``entries``, a tab of the
/// search role with it, and the hidden tabs through the sidebar's customization; elsewhere a
/// plain tab bar of ``barTabs``.
struct ShownTabs<Route: Hashable & Sendable>: Equatable {
  /// A tab of its own, or a section of tabs.
  enum Entry: Hashable {
    case tab(Route)
    /// A section, with its tabs in the order they show.
    case section(id: String, title: String, tabs: [Route])
  }

  /// The tabs and sections, in the order they show.
  let entries: [Entry]
  /// Whether the tabs show as a tab bar or, where there is room, a sidebar.
  let style: TabStyle
  /// The tabs the user hid.
  let hidden: Set<Route>
  /// The tabs of the search role.
  let searchTabs: Set<Route>
  /// The tabs a tab bar without sections shows: every tab in the order they show, but those
  /// hidden unless selected (the selection stays reachable).
  let barTabs: [Route]
  /// Each section's tabs in the order the app gives them, by section id.
  let sectionTabs: [String: [Route]]

  /// What a tab flow of `shape` with `selected` selected shows; nothing for another flow.
  init(_ shape: FlowState<Route>.Shape, selected: Route) {
    guard case .tabs(let layout) = shape else {
      self.init(
        entries: [], style: .tabBar, hidden: [], searchTabs: [], barTabs: [], sectionTabs: [:])
      return
    }
    let arranged = layout.arrangedTabs
    let hidden = layout.customization.hidden
    var entries: [Entry] = []
    for tab in arranged {
      guard let section = layout.sections.first(where: { $0.tabs.contains(tab) }) else {
        entries.append(.tab(tab))
        continue
      }
      if case .section(let id, _, _) = entries.last, id == section.id { continue }
      let tabs = arranged.filter(section.tabs.contains)
      entries.append(.section(id: section.id, title: section.title, tabs: tabs))
    }
    self.init(
      entries: entries, style: layout.style, hidden: hidden,
      searchTabs: Set(layout.items.compactMap { $0.value.role == .search ? $0.key : nil }),
      barTabs: arranged.filter { !hidden.contains($0) || $0 == selected },
      sectionTabs: Dictionary(
        layout.sections.map { ($0.id, $0.tabs) }, uniquingKeysWith: { first, _ in first }))
  }

  private init(
    entries: [Entry], style: TabStyle, hidden: Set<Route>, searchTabs: Set<Route>,
    barTabs: [Route], sectionTabs: [String: [Route]]
  ) {
    self.entries = entries
    self.style = style
    self.hidden = hidden
    self.searchTabs = searchTabs
    self.barTabs = barTabs
    self.sectionTabs = sectionTabs
  }

  /// Every tab, in the order they show.
  var tabs: [Route] {
    entries.flatMap { entry -> [Route] in
      switch entry {
      case .tab(let tab): [tab]
      case .section(_, _, let tabs): tabs
      }
    }
  }
}

/// The identifiers SwiftUI's tab customization knows a flow's tabs by: each route's JSON text
/// (its `Codable` form, keys sorted), which stays the same across launches and releases while
/// the route does.
@MainActor
final class TabCustomizationIDs<Route: Hashable & Codable & Sendable> {
  private var ids: [Route: String] = [:]
  private var tabs: [String: Route] = [:]

  /// The identifier of `tab`.
  func id(of tab: Route) -> String {
    if let id = ids[tab] { return id }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let id = (try? encoder.encode(tab)).map { String(decoding: $0, as: UTF8.self) } ?? "\(tab)"
    ids[tab] = id
    tabs[id] = tab
    return id
  }

  /// The tab known by `id`, among those asked for so far.
  func tab(for id: String) -> Route? { tabs[id] }
}

extension ShownTabs where Route: Codable {
  /// The customization the user's edit in the sidebar makes of `current`: the tabs SwiftUI
  /// reports hidden (`hiddenIDs`), and each section's tabs in the order SwiftUI reports for it
  /// (`orders`, by section id, tabs by their identifiers) where that is not the app's; the other
  /// sections' tabs keep the order they had. `nil` when it is `current`.
  @MainActor
  func customization(
    hiddenIDs: Set<String>, orders: [String: [String]],
    current: FlowState<Route>.TabCustomization, ids: TabCustomizationIDs<Route>
  ) -> FlowState<Route>.TabCustomization? {
    let tabs = tabs
    let hidden = Set(tabs.filter { hiddenIDs.contains(ids.id(of: $0)) })
    var reported: Set<Route> = []
    var moved: [Route] = []
    for entry in entries {
      guard case .section(let id, _, _) = entry, let order = orders[id],
        let appOrder = sectionTabs[id]
      else { continue }
      reported.formUnion(appOrder)
      let shown = order.compactMap { ids.tab(for: $0) }.filter(appOrder.contains)
      // NB: a section in the app's order has no tab the user moved.
      if shown != appOrder.filter(shown.contains) { moved += shown }
    }
    let order = current.order.filter { !reported.contains($0) } + moved
    let new = FlowState<Route>.TabCustomization(order: order, hidden: hidden)
    return new == current ? nil : new
  }

  /// The sections whose order SwiftUI keeps (`orders`, by section id, tabs by their
  /// identifiers) other than the one the state shows: SwiftUI's is to be reset, so that the
  /// sections show their tabs in the order the views declare them, the state's.
  @MainActor
  func sectionsToReset(orders: [String: [String]], ids: TabCustomizationIDs<Route>) -> [String] {
    entries.compactMap { entry in
      guard case .section(let id, _, let tabs) = entry, let order = orders[id] else { return nil }
      return order == tabs.map { ids.id(of: $0) } ? nil : id
    }
  }
}
