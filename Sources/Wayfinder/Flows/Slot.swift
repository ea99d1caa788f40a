/// A place in a flow's state where a child flow can be shown.
enum Slot<Route: Hashable & Sendable>: Hashable {
  case root(Route)
  case tab(Route)
  case presented(Int, Route)

  var route: Route {
    switch self {
    case .root(let route), .tab(let route), .presented(_, let route): route
    }
  }

  /// Every slot of `state`, in the order their flows start: root or tabs, then presentations.
  static func all(in state: FlowState<Route>) -> [Slot] {
    var slots: [Slot] = state.isTabFlow ? state.tabs.map(Slot.tab) : [.root(state.root)]
    for (index, presentation) in state.presented.enumerated() {
      slots.append(.presented(index, presentation.route))
    }
    return slots
  }

  func position() -> NavigationTree.Position where Route: Codable {
    switch self {
    case .root(let route): .root(AnyRoute(route))
    case .tab(let route): .tab(AnyRoute(route))
    case .presented(let index, let route): .presented(index: index, route: AnyRoute(route))
    }
  }
}
