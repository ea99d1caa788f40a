extension FlowState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, path, presented, tabs, isBarHidden, tabItems, split
  }

  /// Decodes a state and checks it: a tab flow's path is empty, its root is one of its tabs and
  /// it has items only for its tabs and is not a split flow; a stack flow has no tab items.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the decoded state breaks those rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    root = try container.decode(Route.self, forKey: .root)
    _path = try container.decodeIfPresent([Route].self, forKey: .path) ?? []
    presented = try container.decodeIfPresent([Presentation<Route>].self, forKey: .presented) ?? []
    tabs = try container.decodeIfPresent([Route].self, forKey: .tabs) ?? []
    isBarHidden = try container.decodeIfPresent(Bool.self, forKey: .isBarHidden) ?? false
    split = try container.decodeIfPresent(SplitLayout.self, forKey: .split)
    tabItems = [:]
    for entry in try container.decodeIfPresent([TabItemEntry].self, forKey: .tabItems) ?? []
    where !entry.item.isEmpty {
      tabItems[entry.tab] = entry.item
    }
    do throws(NavigationError) {
      if isTabFlow {
        try Self.check(tabs: tabs, selected: root)
        if !path.isEmpty { throw NavigationError(.tabFlowHasNoStack(operation: "path")) }
        if split != nil { throw NavigationError(.tabFlowHasNoStack(operation: "split")) }
      }
      if let stray = tabItems.keys.first(where: { !tabs.contains($0) }) {
        throw isTabFlow
          ? NavigationError(.unknownTab(tab: describe(stray), tabs: tabs.map(describe)))
          : NavigationError(.notATabFlow)
      }
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the state, leaving out empty lists, a visible bar, absent tab items and a split
  /// layout a flow does not have.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    if !path.isEmpty { try container.encode(path, forKey: .path) }
    if !presented.isEmpty { try container.encode(presented, forKey: .presented) }
    if !tabs.isEmpty { try container.encode(tabs, forKey: .tabs) }
    if isBarHidden { try container.encode(isBarHidden, forKey: .isBarHidden) }
    if let split { try container.encode(split, forKey: .split) }
    if !tabItems.isEmpty {
      // NB: in the order of the tabs, so that equal states encode to equal data.
      let entries = tabs.compactMap { tab in tabItems[tab].map { TabItemEntry(tab: tab, item: $0) }
      }
      try container.encode(entries, forKey: .tabItems)
    }
  }

  /// One tab's item, as encoded.
  private struct TabItemEntry: Codable {
    var tab: Route
    var item: TabItem
  }
}
