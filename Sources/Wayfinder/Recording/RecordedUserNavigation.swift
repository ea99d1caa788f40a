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

/// The routes of a user's change as a recording holds it (a ``RecordedUserNavigation`` as
/// JSON), for a redaction or a migration to change.
enum RecordedUserRoutes {
  /// `change` with each of its routes (a path's, a tab's, a customization's) as `transform`
  /// leaves it; a change without routes as it is.
  static func map(
    _ change: JSONValue, _ transform: (JSONValue) throws(RestorationError) -> JSONValue
  ) throws(RestorationError) -> JSONValue {
    guard case .object(let members) = change, members.count == 1,
      case .object = members[0].value
    else { return change }
    var payload = members[0].value
    switch members[0].key {
    case "path":
      payload["_0"] = .array(try routes(payload["_0"]?.array ?? [], transform))
    case "selectedTab", "reselectedTab":
      if let tab = payload["_0"] { payload["_0"] = try transform(tab) }
    case "customizedTabs":
      for key in ["order", "hidden"] {
        guard let tabs = payload[key]?.array else { continue }
        payload[key] = .array(try routes(tabs, transform))
      }
    default: return change
    }
    return .object([JSONValue.Member(members[0].key, payload)])
  }

  // NB: not `Array.map`: an app built against an SDK whose standard library predates typed
  // throws (iOS 17's) sees its `rethrows` form, which loses the error's type.
  private static func routes(
    _ list: [JSONValue], _ transform: (JSONValue) throws(RestorationError) -> JSONValue
  ) throws(RestorationError) -> [JSONValue] {
    var mapped: [JSONValue] = []
    for element in list { mapped.append(try transform(element)) }
    return mapped
  }
}
