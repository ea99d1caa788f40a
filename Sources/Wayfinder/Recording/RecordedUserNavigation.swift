/// A change the user made (``UserNavigation``) as a recording keeps it: `Codable`, so that a
/// replay can report it to the same flow's router again.
enum RecordedUserNavigation<Route: Hashable & Codable & Sendable>: Codable {
  case poppedTo(depth: Int)
  case path([Route])
  case dismissedTo(count: Int)
  case closedPresentation(level: Int)
  case selectedDetent(level: Int, detent: SheetDetent)
  case columnVisibility(ColumnVisibility)
  case selectedTab(Route)
  case reselectedTab(Route)
  case customizedTabs(order: [Route], hidden: [Route])

  init(_ change: UserNavigation<Route>) {
    switch change {
    case .poppedTo(let depth): self = .poppedTo(depth: depth)
    case .path(let path): self = .path(path)
    case .dismissedTo(let count): self = .dismissedTo(count: count)
    case .closedPresentation(let level): self = .closedPresentation(level: level)
    case .selectedDetent(let level, let detent):
      self = .selectedDetent(level: level, detent: detent)
    case .columnVisibility(let visibility): self = .columnVisibility(visibility)
    case .selectedTab(let tab): self = .selectedTab(tab)
    case .reselectedTab(let tab): self = .reselectedTab(tab)
    case .customizedTabs(let customization):
      // NB: hidden tabs in the order of the tabs given, so that equal changes record alike.
      self = .customizedTabs(
        order: customization.order, hidden: customization.hidden.sorted { "\($0)" < "\($1)" })
    }
  }

  /// The change, as a renderer reports it.
  var change: UserNavigation<Route> {
    switch self {
    case .poppedTo(let depth): .poppedTo(depth: depth)
    case .path(let path): .path(path)
    case .dismissedTo(let count): .dismissedTo(count: count)
    case .closedPresentation(let level): .closedPresentation(level: level)
    case .selectedDetent(let level, let detent): .selectedDetent(level: level, detent)
    case .columnVisibility(let visibility): .columnVisibility(visibility)
    case .selectedTab(let tab): .selectedTab(tab)
    case .reselectedTab(let tab): .reselectedTab(tab)
    case .customizedTabs(let order, let hidden):
      .customizedTabs(FlowState.TabCustomization(order: order, hidden: Set(hidden)))
    }
  }
}
