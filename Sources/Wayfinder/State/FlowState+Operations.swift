extension FlowState {
  /// Pushes `route` on top of the stack.
  ///
  /// - Throws: ``NavigationError/Reason/tabFlowHasNoStack(operation:)`` in a tab flow.
  public mutating func push(_ route: Route) throws(NavigationError) {
    try requireStack("push")
    // NB: `_path`: a push leaves the routes below and their transitions as they are.
    _path.append(route)
  }

  /// Pushes `routes` on top of the stack, in order.
  public mutating func push(contentsOf routes: [Route]) throws(NavigationError) {
    try requireStack("push")
    _path.append(contentsOf: routes)
  }

  /// Removes the top `count` routes of the stack.
  ///
  /// - Throws: ``NavigationError`` when the stack holds fewer than `count` routes above its root.
  public mutating func pop(count: Int = 1) throws(NavigationError) {
    try requireStack("pop")
    guard count > 0 else { throw NavigationError(.countNotPositive(count)) }
    guard !path.isEmpty else { throw NavigationError(.popAtRoot(root: describe(root))) }
    guard count <= path.count else {
      throw NavigationError(.popCountTooLarge(requested: count, available: path.count))
    }
    path.removeLast(count)
  }

  /// Removes the routes above the topmost occurrence of `route`, which stays on top.
  ///
  /// - Throws: ``NavigationError/Reason/routeNotInStack(route:stack:)`` when `route` is neither
  ///   the root nor in the path.
  public mutating func pop(to route: Route) throws(NavigationError) {
    try requireStack("pop(to:)")
    if let index = path.lastIndex(of: route) {
      path.removeSubrange((index + 1)...)
    } else if route == root {
      path.removeAll()
    } else {
      throw NavigationError(
        .routeNotInStack(route: describe(route), stack: stack.map(describe)))
    }
  }

  /// Removes the routes above the topmost route that meets `isTarget`, which stays on top: the
  /// root when no pushed route meets it.
  ///
  /// ```swift
  /// try state.pop(toLastWhere: { if case .thread = $0 { true } else { false } })
  /// ```
  ///
  /// - Throws: ``NavigationError/Reason/noRouteMatches(stack:)`` when no route of the stack,
  ///   the root included, meets `isTarget`.
  public mutating func pop(toLastWhere isTarget: (Route) -> Bool) throws(NavigationError) {
    try requireStack("pop(toLastWhere:)")
    if let index = path.lastIndex(where: isTarget) {
      path.removeSubrange((index + 1)...)
    } else if isTarget(root) {
      path.removeAll()
    } else {
      throw NavigationError(.noRouteMatches(stack: stack.map(describe)))
    }
  }

  /// Removes every route above the root; does nothing at the root.
  public mutating func popToRoot() throws(NavigationError) {
    try requireStack("popToRoot")
    path.removeAll()
  }

  /// Replaces the whole stack with `root`, optionally hiding the navigation bar.
  public mutating func setRoot(_ root: Route, hidesBar: Bool = false) throws(NavigationError) {
    try requireStack("setRoot")
    self.root = root
    path.removeAll()
    isBarHidden = hidesBar
  }

  /// Replaces the routes above the root with `path`.
  public mutating func setPath(_ path: [Route]) throws(NavigationError) {
    try requireStack("setPath")
    self.path = path
  }

  /// Presents `route` over everything shown.
  public mutating func present(_ route: Route, style: PresentationStyle = .sheet) {
    presented.append(Presentation(route, style: style))
  }

  /// Dismisses the top `count` presentations.
  ///
  /// - Throws: ``NavigationError`` when fewer than `count` are presented.
  public mutating func dismiss(count: Int = 1) throws(NavigationError) {
    guard count > 0 else { throw NavigationError(.countNotPositive(count)) }
    guard !presented.isEmpty else { throw NavigationError(.nothingPresented) }
    guard count <= presented.count else {
      throw NavigationError(.dismissCountTooLarge(requested: count, presented: presented.count))
    }
    presented.removeLast(count)
  }

  /// Removes the presentation at `level` alone, keeping those above it.
  mutating func removePresentation(at level: Int) throws(NavigationError) {
    guard presented.indices.contains(level) else {
      throw NavigationError(.noPresentationAtLevel(level: level, presented: presented.count))
    }
    presented.remove(at: level)
  }

  /// Changes the style of the topmost presentation of `route`: a sheet's detents, the height it
  /// rests at and whether the user may swipe it down change in place; a change of its sizing
  /// or a popover's anchor or edge presents it again.
  ///
  /// ```swift
  /// try state.updateStyle(of: .filters) { $0.selectedDetent = .large }
  /// ```
  ///
  /// - Throws: ``NavigationError`` when `route` is not presented, when the detent it would rest
  ///   at is not one of its detents, or when `body` changes the kind of presentation (dismiss
  ///   it and present it again for that).
  public mutating func updateStyle(
    of route: Route, _ body: (inout PresentationStyle) -> Void
  ) throws(NavigationError) {
    guard let index = presented.lastIndex(where: { $0.route == route }) else {
      throw NavigationError(
        .notPresented(route: describe(route), presented: presented.map { describe($0.route) }))
    }
    var style = presented[index].style
    body(&style)
    try style.check()
    guard style.kind == presented[index].style.kind else {
      throw NavigationError(
        .presentationKindChanged(
          route: describe(route), from: presented[index].style.kind.rawValue,
          to: style.kind.rawValue))
    }
    presented[index].style = style
  }

  /// Makes the sheet at `level` rest at `detent`, as the user dragged it.
  mutating func selectDetent(_ detent: SheetDetent, at level: Int) throws(NavigationError) {
    guard presented.indices.contains(level) else {
      throw NavigationError(.noPresentationAtLevel(level: level, presented: presented.count))
    }
    guard presented[level].style.detents.contains(detent) else {
      throw NavigationError(
        .unknownDetent(
          detent: detent.description,
          detents: presented[level].style.detents.map(\.description)))
    }
    presented[level].style.selectedDetent = detent
  }

  /// Dismisses every presentation; does nothing when nothing is presented.
  public mutating func dismissAll() {
    presented.removeAll()
  }

  /// Selects `tab` in a tab flow.
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow or `tab` is not one of its tabs.
  public mutating func select(_ tab: Route) throws(NavigationError) {
    guard case .tabs(let layout) = shape else { throw NavigationError(.notATabFlow) }
    try Self.check(tabs: layout.tabs, selected: tab)
    root = tab
  }

  /// Replaces the tabs of a tab flow and selects `selected`; the items, sections and
  /// customization of tabs that are gone go with them (a section left with no tabs too).
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow, `tabs` is empty or repeats a
  ///   tab, `selected` is not one of them, or a section's tabs no longer follow each other.
  public mutating func setTabs(_ tabs: [Route], selected: Route) throws(NavigationError) {
    guard case .tabs(let layout) = shape else { throw NavigationError(.notATabFlow) }
    try Self.check(tabs: tabs, selected: selected)
    shape = .tabs(try layout.replacingTabs(with: tabs))
    root = selected
  }

  /// Changes what `tab` shows in the tab bar: its badge, title or image.
  ///
  /// ```swift
  /// try state.updateTabItem(for: .chats) { $0.badge = .count(3) }
  /// ```
  ///
  /// - Throws: ``NavigationError`` when this is not a tab flow or `tab` is not one of its tabs.
  public mutating func updateTabItem(
    for tab: Route, _ body: (inout TabItem) -> Void
  ) throws(NavigationError) {
    guard case .tabs(var layout) = shape else { throw NavigationError(.notATabFlow) }
    guard layout.tabs.contains(tab) else {
      throw NavigationError(.unknownTab(tab: describe(tab), tabs: layout.tabs.map(describe)))
    }
    var item = layout.items[tab] ?? TabItem()
    body(&item)
    layout.items[tab] = item.isEmpty ? nil : item
    shape = .tabs(layout)
  }

  func requireStack(_ operation: String) throws(NavigationError) {
    if isTabFlow { throw NavigationError(.tabFlowHasNoStack(operation: operation)) }
  }
}
