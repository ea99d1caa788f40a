@_spi(Rendering) import Wayfinder

extension ShownTabs where Route: Codable {
  /// The customization the user's edit in the sidebar makes of `current`: the tabs SwiftUI
  /// reports hidden (`hiddenIDs`), and for each section SwiftUI reports an order of (`orders`,
  /// by section id, tabs by their identifiers) the tabs that are not where the app puts them,
  /// in the user's order; the other sections' moved tabs stay as they were. `nil` when it is
  /// `current`.
  @MainActor
  func customization(
    hiddenIDs: Set<String>, orders: [String: [String]],
    current: FlowState<Route>.TabCustomization, ids: TabIdentifiers<Route>
  ) -> FlowState<Route>.TabCustomization? {
    let hidden = Set(tabs.filter { hiddenIDs.contains(ids.id(of: $0)) })
    var reported: Set<Route> = []
    var moved: [Route] = []
    for entry in entries {
      guard case .section(let id, _, _) = entry, let order = orders[id],
        let appOrder = sectionTabs[id]
      else { continue }
      reported.formUnion(appOrder)
      let shown = order.compactMap { ids.tab(for: $0) }.filter(appOrder.contains)
      // NB: only the tabs not at the app's place moved: the others keep following the app.
      moved += zip(shown, appOrder.filter(shown.contains)).filter { $0 != $1 }.map(\.0)
    }
    let order = current.order.filter { !reported.contains($0) } + moved
    let new = FlowState<Route>.TabCustomization(order: order, hidden: hidden)
    return new == current ? nil : new
  }

  /// The sections whose order SwiftUI keeps (`orders`, by section id, tabs by their
  /// identifiers) other than the one the state shows: SwiftUI's is to be reset, so that the
  /// sections show their tabs in the order the views declare them, the state's.
  @MainActor
  func sectionsToReset(orders: [String: [String]], ids: TabIdentifiers<Route>) -> [String] {
    entries.compactMap { entry in
      guard case .section(let id, _, let tabs) = entry, let order = orders[id] else { return nil }
      return order == tabs.map { ids.id(of: $0) } ? nil : id
    }
  }

  /// The sidebar visibilities SwiftUI's customization needs for the state, by tab identifier:
  /// `true` to hide a tab the state hides and SwiftUI shows, `false` to show one the state shows
  /// and SwiftUI hides (`isHidden` says what SwiftUI keeps). The state wins: code may have reset
  /// what the user hid.
  @MainActor
  func visibilityChanges(isHidden: (String) -> Bool, ids: TabIdentifiers<Route>)
    -> [(id: String, hidden: Bool)]
  {
    tabs.compactMap { tab in
      let id = ids.id(of: tab)
      let hides = hidden.contains(tab)
      return hides == isHidden(id) ? nil : (id, hides)
    }
  }
}
