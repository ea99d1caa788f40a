extension FlowState {
  /// Groups the tabs of a tab flow into sections, shown under their titles in a sidebar;
  /// an empty list groups none.
  ///
  /// ```swift
  /// var state = FlowState(tabs: MusicTab.listenNow, .albums, .artists, .search)
  /// try state.setTabSections([.init(id: "library", title: "Library", tabs: [.albums, .artists])])
  /// ```
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow, a section names a tab that is
  ///   not one of the flow's, has no tabs, shares an id or a tab with another, or lists tabs
  ///   that do not follow each other in the flow's tabs in that order.
  public mutating func setTabSections(_ sections: [TabSection]) throws(NavigationError) {
    guard case .tabs(var layout) = shape else { throw NavigationError(.notATabFlow) }
    try Self.check(sections: sections, tabs: layout.tabs)
    layout.sections = sections
    shape = .tabs(layout)
  }

  /// Shows the tabs of a tab flow as a tab bar, or as a sidebar where there is room.
  ///
  /// ```swift
  /// try state.setTabStyle(.sidebarAdaptable)
  /// ```
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow.
  public mutating func setTabStyle(_ style: TabStyle) throws(NavigationError) {
    guard case .tabs(var layout) = shape else { throw NavigationError(.notATabFlow) }
    layout.style = style
    shape = .tabs(layout)
  }

  /// Makes the tab bar of a tab flow shrink as the content scrolls, where the system minimizes
  /// tab bars.
  ///
  /// ```swift
  /// try state.setTabBarMinimizing(.onScrollDown)
  /// ```
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow.
  public mutating func setTabBarMinimizing(_ minimizing: TabBarMinimizing)
    throws(NavigationError)
  {
    guard case .tabs(var layout) = shape else { throw NavigationError(.notATabFlow) }
    layout.tabBarMinimizing = minimizing
    shape = .tabs(layout)
  }

  /// Shows `route` in an accessory above the tab bar of a tab flow (a player's controls), or
  /// none when it is `nil`.
  ///
  /// ```swift
  /// try state.setBottomAccessory(.nowPlaying)
  /// ```
  ///
  /// The accessory is drawn as the flow's screens are, where the system draws one (iOS 26 and
  /// later); it has no child flow of its own.
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow.
  public mutating func setBottomAccessory(_ route: Route?) throws(NavigationError) {
    guard case .tabs(var layout) = shape else { throw NavigationError(.notATabFlow) }
    layout.bottomAccessory = route
    shape = .tabs(layout)
  }

  /// Changes how the tabs of a tab flow are reordered and hidden, as the user does in a
  /// sidebar's edit mode.
  ///
  /// ```swift
  /// try state.customizeTabs { $0.hidden.insert(.artists) }
  /// try state.customizeTabs { $0 = .init() }  // the tabs as the app gives them
  /// ```
  ///
  /// A tab the order names twice keeps its first place.
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow, or the customization names a
  ///   tab that is not one of its tabs.
  public mutating func customizeTabs(
    _ body: (inout TabCustomization) -> Void
  ) throws(NavigationError) {
    guard case .tabs(var layout) = shape else { throw NavigationError(.notATabFlow) }
    var customization = layout.customization
    body(&customization)
    layout.customization = try Self.checked(customization, tabs: layout.tabs)
    shape = .tabs(layout)
  }
}

extension FlowState.TabLayout {
  /// This layout with `tabs` instead of its tabs: the items, sections and customization of the
  /// tabs that are gone go with them, and a section left with no tabs too; the style and the
  /// tab bar's minimizing and accessory stay.
  ///
  /// - Throws: ``NavigationError`` when a section's tabs no longer follow each other.
  func replacingTabs(with tabs: [Route]) throws(NavigationError) -> Self {
    var layout = Self(tabs, items: items)
    layout.style = style
    layout.tabBarMinimizing = tabBarMinimizing
    layout.bottomAccessory = bottomAccessory
    guard !sections.isEmpty || !customization.isEmpty else { return layout }
    let kept = Set(tabs)
    layout.sections = sections.compactMap { section in
      var section = section
      section.tabs.removeAll { !kept.contains($0) }
      return section.tabs.isEmpty ? nil : section
    }
    try FlowState.check(sections: layout.sections, tabs: tabs)
    layout.customization = FlowState.TabCustomization(
      order: customization.order.filter(kept.contains),
      hidden: customization.hidden.filter(kept.contains))
    return layout
  }
}

extension FlowState.TabLayout {
  /// This layout with each tab as `transform` makes it, or the first error it throws.
  func map<Other: Hashable & Sendable, Failure: Error>(
    _ transform: (Route) throws(Failure) -> Other
  ) throws(Failure) -> FlowState<Other>.TabLayout {
    var items: [Other: TabItem] = [:]
    for (tab, item) in self.items { items[try transform(tab)] = item }
    var tabs: [Other] = []
    tabs.reserveCapacity(self.tabs.count)
    for tab in self.tabs { tabs.append(try transform(tab)) }
    var other = FlowState<Other>.TabLayout(tabs, items: items)
    guard let fields = arrangement?.fields else { return other }
    var mapped = TabArrangementBox<Other>.Fields(style: fields.style)
    mapped.minimizing = fields.minimizing
    if let accessory = fields.bottomAccessory { mapped.bottomAccessory = try transform(accessory) }
    for section in fields.sections {
      var tabs: [Other] = []
      for tab in section.tabs { tabs.append(try transform(tab)) }
      mapped.sections.append(.init(id: section.id, title: section.title, tabs: tabs))
    }
    for tab in fields.customization.order { mapped.customization.order.append(try transform(tab)) }
    for tab in fields.customization.hidden {
      mapped.customization.hidden.insert(try transform(tab))
    }
    other.arrangement = TabArrangementBox(mapped)
    return other
  }
}
