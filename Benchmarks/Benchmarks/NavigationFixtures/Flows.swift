@_spi(Rendering) import Wayfinder

/// The routes of a stack flow.
public enum Screen: Hashable, Codable, Sendable {
  case list
  case item(Int)
}

/// The tabs of a tab flow.
public enum Tab: String, Hashable, Codable, Sendable {
  case first, second
}

/// A stack flow with no child flows.
public final class StackFlow: Coordinator<Screen, Void> {
  /// Creates the flow at its list.
  public init() { super.init(root: .list) }
}

/// Two tabs, each showing a stack flow.
public final class TabsFlow: Coordinator<Tab, Void> {
  /// Creates the flow with its two tabs.
  public init() { super.init(state: FlowState(tabs: .first, .second)) }
  override public func makeChild(for route: Tab) -> Flow? { StackFlow() }
}

/// Nests `depth` flows, each added by its parent's `didStart`.
public final class NestingFlow: Coordinator<Int, Void> {
  let depth: Int
  /// Creates a flow with `depth` flows nested below it.
  public init(depth: Int) {
    self.depth = depth
    super.init(root: depth)
  }
  override public func didStart() {
    if depth > 0 { addChild(NestingFlow(depth: depth - 1)) }
  }
}

/// A started flow whose stack holds `depth` routes above its root.
@MainActor
public func stack(depth: Int) -> StackFlow {
  let flow = StackFlow()
  flow.start()
  for index in 0..<depth { flow.router.push(.item(index)) }
  return flow
}

/// A deep link into the first tab: `count` routes, numbered from `offset`.
public func link(count: Int, offset: Int) -> [DeepLinkStep] {
  [.select(Tab.first), .path((0..<count).map { Screen.item($0 + offset) })]
}

/// A renderer that shows every change at once, as a UIKit renderer does when animations are
/// off: what a flow on screen has attached.
@_spi(Rendering)
@MainActor
public final class ImmediateRenderer<Route: Hashable & Codable & Sendable>: NavigationRenderer {
  /// The steps received, counted.
  public private(set) var steps = 0
  /// Creates a renderer.
  public init() {}
  /// Counts `steps` and completes at once.
  public func render(
    _ steps: [NavigationStep<ScreenRoute>], animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    self.steps += steps.count
    completion()
  }
}
