import Foundation

/// A flow and the children shown in its state as they were at one moment, kept typed: taking
/// one copies each state (no encoding), and what saves or records it encodes it later.
struct CapturedNode {
  let id: FlowID
  let flow: String
  /// Where the flow is shown in its parent; `nil` for the root.
  let position: (any CapturedPosition)?
  /// The flow's state; `nil` for a flow that has none to save.
  let state: (any RecordableState)?
  let children: [CapturedNode]
  /// Places in the state whose flow has ended.
  let vacated: [any CapturedPosition]

  /// The node as a snapshot holds it, each state and route encoded as JSON; with the flows'
  /// identities when `withIDs` (a recording's start).
  func snapshotNode(withIDs: Bool = false) throws(RestorationError) -> NavigationSnapshot.Node {
    var nodes: [NavigationSnapshot.Node] = []
    for child in children { nodes.append(try child.snapshotNode(withIDs: withIDs)) }
    var ended: [NavigationSnapshot.Position] = []
    for place in vacated { ended.append(try place.snapshotPosition(flow: flow)) }
    return NavigationSnapshot.Node(
      flow: flow, position: try position?.snapshotPosition(flow: flow),
      state: try state?.json(flow: flow), children: nodes, vacated: ended.isEmpty ? nil : ended,
      id: withIDs ? id.raw : nil)
  }

  /// This node and every node below it, parents first.
  var all: [CapturedNode] {
    [self] + children.flatMap(\.all)
  }
}

/// A child's place in its parent, typed with the parent's routes.
protocol CapturedPosition {
  /// The place as a snapshot holds it; `flow` is the parent's name, for the error.
  func snapshotPosition(flow: String) throws(RestorationError) -> NavigationSnapshot.Position
}

extension Slot: CapturedPosition where Route: Codable {
  func snapshotPosition(flow: String) throws(RestorationError) -> NavigationSnapshot.Position {
    switch self {
    case .root(let route): .root(route: try JSONValue(encoding: route, flow: flow))
    case .tab(let route): .tab(route: try JSONValue(encoding: route, flow: flow))
    case .pushed(let index, let route):
      .pushed(index: index, route: try JSONValue(encoding: route, flow: flow))
    case .presented(let index, let route):
      .presented(index: index, route: try JSONValue(encoding: route, flow: flow))
    }
  }
}

/// A flow's state kept typed, which a recording changes with the steps it recorded.
protocol RecordableState: Sendable {
  /// Applies what `item` recorded of this state's flow as a renderer would, and returns the
  /// events it makes; `nil` when it is not this state's change or does not fit it.
  mutating func apply(_ item: RecordedItem) -> [NavigationEvent.Kind]?
  /// The state as JSON; `flow` names the flow in the error.
  func json(flow: String) throws(RestorationError) -> JSONValue
}

extension FlowState: RecordableState where Route: Codable {
  mutating func apply(_ item: RecordedItem) -> [NavigationEvent.Kind]? {
    let steps: [NavigationStep<Route>]
    switch item {
    case .changed(_, let recorded):
      guard let recorded = recorded as? [NavigationStep<Route>] else { return nil }
      steps = recorded
    case .pushed(_, let route):
      guard let route = route as? Route else { return nil }
      steps = [.push([route])]
    case .popped: steps = [.pop(count: 1)]
    case .started, .ended: return nil
    }
    let kinds = NavigationEvent.Kind.kinds(for: steps, from: self)
    var state = self
    do {
      for step in steps { try state.apply(step) }
    } catch {
      return nil
    }
    self = state
    return kinds
  }

  func json(flow: String) throws(RestorationError) -> JSONValue {
    try JSONValue(encoding: self, flow: flow)
  }
}

extension JSONValue {
  /// `value` as JSON, written by `JSONEncoder` (with sorted keys, so that equal values give
  /// equal JSON) and parsed back; `flow` names the flow whose value it is, in the error.
  init(encoding value: some Encodable, flow: String) throws(RestorationError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      self = try JSONValue(parsing: try encoder.encode(value))
    } catch {
      throw RestorationError(.unencodableState(flow: flow, detail: "\(error)"))
    }
  }
}
