import Wayfinder

enum Screen: Hashable, Codable, Sendable {
  case list
  case item(Int)
}

enum Tab: String, Hashable, Codable, Sendable {
  case first, second
}

final class StackFlow: Coordinator<Screen, Void> {
  init() { super.init(root: .list) }
}

final class TabsFlow: Coordinator<Tab, Void> {
  init() { super.init(state: FlowState(tabs: .first, .second)) }
  override func makeChild(for route: Tab) -> Flow? { StackFlow() }
}

/// Nests `depth` flows, each added by its parent's `didStart`.
final class NestingFlow: Coordinator<Int, Void> {
  let depth: Int
  init(depth: Int) {
    self.depth = depth
    super.init(root: depth)
  }
  override func didStart() {
    if depth > 0 { try? addChild(NestingFlow(depth: depth - 1)) }
  }
}

/// A started flow whose stack holds `depth` routes above its root.
@MainActor
func stack(depth: Int) -> StackFlow {
  let flow = StackFlow()
  flow.start()
  flow.router.update { (state) throws(NavigationError) in
    try state.push(contentsOf: (0..<depth).map(Screen.item))
  }
  return flow
}

/// A deep link into the first tab: `count` routes, numbered from `offset`.
func link(count: Int, offset: Int) -> [NavigationIntent] {
  [.select(Tab.first), .path((0..<count).map { Screen.item($0 + offset) })]
}
