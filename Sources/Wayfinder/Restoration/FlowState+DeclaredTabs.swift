extension FlowState {
  /// This restored state of a tab flow with what the flow declares (`declared`, its state
  /// before the restore) where the saved state says nothing: the style and the tab bar's
  /// minimizing when it saved none, the sections when it saved none (those that fit its tabs),
  /// and each tab's role when its saved item gives none. (A bottom accessory is what the flow
  /// shows at the time, and restores as saved.)
  ///
  /// A snapshot leaves out a tab flow's defaults, so one saved by an earlier release, before
  /// the app grouped its tabs or made them sidebar-adaptable, restores with what this release
  /// declares, not without it. A flow that set them back to the defaults at run time starts
  /// with its declaration again.
  mutating func keepDeclaredTabs(
    of declared: FlowState, savedStyle: Bool, savedSections: Bool, savedMinimizing: Bool
  ) {
    guard case .tabs(let own) = declared.shape, case .tabs(var restored) = shape else { return }
    if !savedStyle { restored.style = own.style }
    if !savedMinimizing { restored.tabBarMinimizing = own.tabBarMinimizing }
    if !savedSections, !own.sections.isEmpty {
      let kept = Set(restored.tabs)
      let sections = own.sections.compactMap { section -> TabSection? in
        var section = section
        section.tabs.removeAll { !kept.contains($0) }
        return section.tabs.isEmpty ? nil : section
      }
      if (try? Self.check(sections: sections, tabs: restored.tabs)) != nil {
        restored.sections = sections
      }
    }
    for (tab, item) in own.items where item.role != nil && restored.tabs.contains(tab) {
      var restoredItem = restored.items[tab] ?? TabItem()
      if restoredItem.role == nil {
        restoredItem.role = item.role
        restored.items[tab] = restoredItem
      }
    }
    shape = .tabs(restored)
  }
}
