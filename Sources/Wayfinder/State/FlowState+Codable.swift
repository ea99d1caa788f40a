extension FlowState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, path, presented, tabs, isBarHidden, tabItems, split, pathTransitions
    case tabSections, tabStyle, tabCustomization, tabBarMinimizing, bottomAccessory
  }

  /// Decodes a state and checks it: a tab flow's path is empty, its root is one of its tabs,
  /// it has items, sections and a customization only for its tabs and is not a split flow; a
  /// stack flow has no tab items, sections or customization; a path transition names an index
  /// of the path.
  ///
  /// The shape is not written as such: `tabs` (with `tabItems`, `tabSections`, `tabStyle` and
  /// `tabCustomization`) makes a tab flow, `split` a split flow, neither a stack flow.
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
    let sections = fields.tabSections.map { TabSection(id: $0.id, title: $0.title, tabs: $0.tabs) }
    let customization = TabCustomization(
      order: fields.tabCustomization?.order ?? [],
      hidden: Set(fields.tabCustomization?.hidden ?? []))
    if tabs.isEmpty,
      !sections.isEmpty || !customization.isEmpty || fields.tabStyle != nil
        || fields.tabBarMinimizing != nil || fields.bottomAccessory != nil
    {
      throw NavigationError(.notATabFlow)
    }
    if !tabs.isEmpty {
      var layout = TabLayout(tabs, items: items)
      try Self.check(sections: sections, tabs: tabs)
      layout.sections = sections
      layout.style = fields.tabStyle ?? .tabBar
      layout.customization = try Self.checked(customization, tabs: tabs)
      layout.tabBarMinimizing = fields.tabBarMinimizing ?? .automatic
      layout.bottomAccessory = fields.bottomAccessory
      shape = .tabs(layout)
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
    var tabSections: [TabSectionEntry]
    var tabStyle: TabStyle?
    var tabCustomization: TabCustomizationEntry?
    var tabBarMinimizing: TabBarMinimizing?
    var bottomAccessory: Route?

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
      tabSections =
        try container.decodeIfPresent([TabSectionEntry].self, forKey: .tabSections) ?? []
      tabStyle = try container.decodeIfPresent(TabStyle.self, forKey: .tabStyle)
      tabCustomization =
        try container.decodeIfPresent(TabCustomizationEntry.self, forKey: .tabCustomization)
      tabBarMinimizing =
        try container.decodeIfPresent(TabBarMinimizing.self, forKey: .tabBarMinimizing)
      bottomAccessory = try container.decodeIfPresent(Route.self, forKey: .bottomAccessory)
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
      tabSections = try decoder.decodeElements(TabSectionEntry.self, forKey: CodingKeys.tabSections)
      tabStyle = try decoder.decodeIfPresent(TabStyle.self, forKey: CodingKeys.tabStyle)
      tabCustomization = try decoder.decodeIfPresent(
        TabCustomizationEntry.self, forKey: CodingKeys.tabCustomization)
      tabBarMinimizing = try decoder.decodeIfPresent(
        TabBarMinimizing.self, forKey: CodingKeys.tabBarMinimizing)
      bottomAccessory = try decoder.decodeIfPresent(Route.self, forKey: CodingKeys.bottomAccessory)
    }
  }

  /// Encodes the state, leaving out empty lists, a visible bar, absent tab items, a split
  /// layout a flow does not have, the transitions of routes that arrived the standard way, and
  /// tabs in no section, shown as a tab bar, not customized.
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
    if case .tabs(let layout) = shape { try encodeArrangement(of: layout, in: &container) }
  }

  /// Encodes the sections, style, customization, tab bar minimizing and bottom accessory of a
  /// tab flow that are not the defaults.
  private func encodeArrangement(
    of layout: TabLayout, in container: inout KeyedEncodingContainer<CodingKeys>
  ) throws {
    if !layout.sections.isEmpty {
      let entries = layout.sections.map {
        TabSectionEntry(id: $0.id, title: $0.title, tabs: $0.tabs)
      }
      try container.encode(entries, forKey: .tabSections)
    }
    if layout.style != .tabBar { try container.encode(layout.style, forKey: .tabStyle) }
    let customization = layout.customization
    if !customization.isEmpty {
      // NB: hidden tabs in the order of the tabs, so that equal states encode to equal data.
      let hidden = layout.tabs.filter(customization.hidden.contains)
      try container.encode(
        TabCustomizationEntry(
          order: customization.order.isEmpty ? nil : customization.order,
          hidden: hidden.isEmpty ? nil : hidden),
        forKey: .tabCustomization)
    }
    if layout.tabBarMinimizing != .automatic {
      try container.encode(layout.tabBarMinimizing, forKey: .tabBarMinimizing)
    }
    if let accessory = layout.bottomAccessory {
      try container.encode(accessory, forKey: .bottomAccessory)
    }
  }

  /// One tab's item, as encoded.
  private struct TabItemEntry: Codable {
    var tab: Route
    var item: TabItem
  }

  /// A section of tabs, as encoded.
  private struct TabSectionEntry: Codable {
    var id: String
    var title: String
    var tabs: [Route]
  }

  /// How the user reordered and hid tabs, as encoded.
  private struct TabCustomizationEntry: Codable {
    var order: [Route]?
    var hidden: [Route]?
  }

  /// The transition of the route at a path index, as encoded.
  private struct PathTransitionEntry: Codable {
    var index: Int
    var transition: ScreenTransition
  }
}
