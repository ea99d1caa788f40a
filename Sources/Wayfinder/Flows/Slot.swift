/// A place in a flow's state where a child flow can be shown.
enum Slot<Route: Hashable & Sendable>: Hashable {
  case root(Route)
  case tab(Route)
  /// A route of the path, at that index: the child's screens join this flow's stack there.
  case pushed(Int, Route)
  case presented(Int, Route)

  var route: Route {
    switch self {
    case .root(let route), .tab(let route), .pushed(_, let route), .presented(_, let route): route
    }
  }

  /// The place in words, as in diagnostics: "presented at 1 `newChat`".
  var placeDescription: String {
    switch self {
    case .root(let route): "root `\(describe(route))`"
    case .tab(let route): "tab `\(describe(route))`"
    case .pushed(let index, let route): "pushed at \(index) `\(describe(route))`"
    case .presented(let index, let route): "presented at \(index) `\(describe(route))`"
    }
  }

  var isPushed: Bool {
    if case .pushed = self { true } else { false }
  }

  /// Every slot of `state`, in the order their flows start: root or tabs, the path, then
  /// presentations.
  static func all(in state: FlowState<Route>) -> [Slot] {
    var slots = places(in: state)
    var pushed: [Slot] = []
    appendPushed(in: state, from: 0, to: &pushed)
    slots.insert(contentsOf: pushed, at: state.isTabFlow ? state.tabs.count : 1)
    return slots
  }

  /// Whether `state` has this slot: what `all(in:)` lists, without listing it.
  func isShown(in state: FlowState<Route>) -> Bool {
    switch self {
    case .root(let route): !state.isTabFlow && state.root == route
    case .tab(let route): state.isTabFlow && state.tabs.contains(route)
    case .pushed(let index, let route): index < state.path.count && state.path[index] == route
    case .presented(let index, let route):
      index < state.presented.count && state.presented[index].route == route
    }
  }

  /// The slots of `state` outside its path: the root or the tabs, and the presentations.
  static func places(in state: FlowState<Route>) -> [Slot] {
    var slots: [Slot] = state.isTabFlow ? state.tabs.map(Slot.tab) : [.root(state.root)]
    for (index, presentation) in state.presented.enumerated() {
      slots.append(.presented(index, presentation.route))
    }
    return slots
  }

  /// Appends the pushed slots of `state` from path index `start` up.
  static func appendPushed(in state: FlowState<Route>, from start: Int, to slots: inout [Slot]) {
    var index = start
    while index < state.path.count {
      slots.append(.pushed(index, state.path[index]))
      index += 1
    }
  }

  func position() -> NavigationTree.Position where Route: Codable {
    switch self {
    case .root(let route): .root(AnyRoute(route))
    case .tab(let route): .tab(AnyRoute(route))
    case .pushed(let index, let route): .pushed(index: index, route: AnyRoute(route))
    case .presented(let index, let route): .presented(index: index, route: AnyRoute(route))
    }
  }
}
