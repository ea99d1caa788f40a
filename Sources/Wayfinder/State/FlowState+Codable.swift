extension FlowState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, path, presented, tabs, isBarHidden, tabItems, split, pathTransitions
  }

  /// Decodes a state and checks it: a tab flow's path is empty, its root is one of its tabs and
  /// it has items only for its tabs and is not a split flow; a stack flow has no tab items; a
  /// path transition names an index of the path.
  ///
  /// The shape is not written as such: `tabs` (with `tabItems`) makes a tab flow, `split` a
  /// split flow, neither a stack flow.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the decoded state breaks those rules.
  public init(from decoder: any Decoder) throws {
    // NB: a snapshot's states are read without keyed and unkeyed containers, whose generic
    // boxes cost more than the reading (Internals: "Restoring a snapshot").
    let fields =
      if let decoder = decoder as? JSONValueDecoder {
        try Fields(decoder)
      } else {
        try Fields(try decoder.container(keyedBy: CodingKeys.self))
      }
    do throws(NavigationError) {
      try self.init(fields)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// A state from its decoded fields, checked.
  private init(_ fields: Fields) throws(NavigationError) {
    root = fields.root
    _path = fields.path
    _pathTransitions = [:]
    for entry in fields.pathTransitions where !entry.transition.isStandard {
      guard _path.indices.contains(entry.index) else {
        throw NavigationError(.noRouteAtPathIndex(index: entry.index, count: _path.count))
      }
      _pathTransitions[entry.index] = entry.transition
    }
    presented = fields.presented
    isBarHidden = fields.isBarHidden
    let tabs = fields.tabs
    var items: [Route: TabItem] = [:]
    for entry in fields.tabItems where !entry.item.isEmpty {
      items[entry.tab] = entry.item
    }
    if !tabs.isEmpty {
      try Self.check(tabs: tabs, selected: root)
      if !_path.isEmpty { throw NavigationError(.tabFlowHasNoStack(operation: "path")) }
      if fields.split != nil { throw NavigationError(.tabFlowHasNoStack(operation: "split")) }
    }
    if let stray = items.keys.first(where: { !tabs.contains($0) }) {
      throw tabs.isEmpty
        ? NavigationError(.notATabFlow)
        : NavigationError(.unknownTab(tab: describe(stray), tabs: tabs.map(describe)))
    }
    if !tabs.isEmpty {
      shape = .tabs(TabLayout(tabs, items: items))
    } else {
      shape = fields.split.map(Shape.split) ?? .stack
    }
  }

  /// What a state is decoded from, before it is checked.
  private struct Fields {
    var root: Route
    var path: [Route]
    var presented: [Presentation<Route>]
    var tabs: [Route]
    var isBarHidden: Bool
    var split: SplitLayout?
    var tabItems: [TabItemEntry]
    var pathTransitions: [PathTransitionEntry]

    init(_ container: KeyedDecodingContainer<CodingKeys>) throws {
      root = try container.decode(Route.self, forKey: .root)
      path = try container.decodeIfPresent([Route].self, forKey: .path) ?? []
      presented =
        try container.decodeIfPresent([Presentation<Route>].self, forKey: .presented) ?? []
      tabs = try container.decodeIfPresent([Route].self, forKey: .tabs) ?? []
      isBarHidden = try container.decodeIfPresent(Bool.self, forKey: .isBarHidden) ?? false
      split = try container.decodeIfPresent(SplitLayout.self, forKey: .split)
      tabItems = try container.decodeIfPresent([TabItemEntry].self, forKey: .tabItems) ?? []
      pathTransitions =
        try container.decodeIfPresent([PathTransitionEntry].self, forKey: .pathTransitions) ?? []
    }

    init(_ decoder: JSONValueDecoder) throws {
      root = try decoder.decode(Route.self, forKey: CodingKeys.root)
      path = try decoder.decodeElements(Route.self, forKey: CodingKeys.path)
      presented = try decoder.decodeElements(Presentation<Route>.self, forKey: CodingKeys.presented)
      tabs = try decoder.decodeElements(Route.self, forKey: CodingKeys.tabs)
      isBarHidden = try decoder.decodeIfPresent(Bool.self, forKey: CodingKeys.isBarHidden) ?? false
      split = try decoder.decodeIfPresent(SplitLayout.self, forKey: CodingKeys.split)
      tabItems = try decoder.decodeElements(TabItemEntry.self, forKey: CodingKeys.tabItems)
      pathTransitions = try decoder.decodeElements(
        PathTransitionEntry.self, forKey: CodingKeys.pathTransitions)
    }
  }

  /// Encodes the state, leaving out empty lists, a visible bar, absent tab items, a split
  /// layout a flow does not have and the transitions of routes that arrived the standard way.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    if !path.isEmpty { try container.encode(path, forKey: .path) }
    if !presented.isEmpty { try container.encode(presented, forKey: .presented) }
    // NB: the keys in the order they always had: root, path, presented, tabs, the bar, the
    // split layout, the tab items.
    if case .tabs(let layout) = shape { try container.encode(layout.tabs, forKey: .tabs) }
    if isBarHidden { try container.encode(isBarHidden, forKey: .isBarHidden) }
    if case .split(let layout) = shape { try container.encode(layout, forKey: .split) }
    if case .tabs(let layout) = shape, !layout.items.isEmpty {
      // NB: in the order of the tabs, so that equal states encode to equal data.
      let entries = layout.tabs.compactMap { tab in
        layout.items[tab].map { TabItemEntry(tab: tab, item: $0) }
      }
      try container.encode(entries, forKey: .tabItems)
    }
    if !pathTransitions.isEmpty {
      // NB: by index, so that equal states encode to equal data.
      let entries = pathTransitions.keys.sorted().compactMap { index in
        pathTransitions[index].map { PathTransitionEntry(index: index, transition: $0) }
      }
      try container.encode(entries, forKey: .pathTransitions)
    }
  }

  /// One tab's item, as encoded.
  private struct TabItemEntry: Codable {
    var tab: Route
    var item: TabItem
  }

  /// The transition of the route at a path index, as encoded.
  private struct PathTransitionEntry: Codable {
    var index: Int
    var transition: ScreenTransition
  }
}
