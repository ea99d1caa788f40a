import Foundation

extension Coordinator {
  /// This flow and the children shown in its state as they are now, typed; `withUnplaced`,
  /// with the children its state shows nowhere too, at no position.
  func captureNode(at position: (any CapturedPosition)?, withUnplaced: Bool) -> CapturedNode {
    var nodes: [CapturedNode] = []
    var ended: [any CapturedPosition] = []
    // NB: while no pushed place holds a flow, the path's routes are not looked at: a recorder
    // takes the tree every few hundred changes, and a deep stack cost it a lookup per route.
    // NB: read untracked: saving and recording are not views.
    let state = router.storage
    let slots = places.pushedPlacesAreFree ? Slot.places(in: state) : Slot.all(in: state)
    for slot in slots {
      if let child = places.flow(at: slot) {
        nodes.append(child.captured(at: slot, withUnplaced: withUnplaced))
      } else if places.isVacated(slot) {
        ended.append(slot)
      }
    }
    if withUnplaced {
      let placed = Set(nodes.map(\.id))
      for child in children where !child.status.hasEnded && !placed.contains(child.id) {
        nodes.append(child.captured(at: nil, withUnplaced: true))
      }
    }
    return CapturedNode(
      id: id, flow: flowName, position: position, state: state, children: nodes,
      vacated: ended)
  }

  func restoreNode(_ node: NavigationSnapshot.Node, leftOut: inout [String])
    throws(RestorationError) -> [(Flow, NavigationSnapshot.Node)]
  {
    guard node.flow == flowName else {
      throw RestorationError(.flowMismatch(expected: flowName, found: node.flow))
    }
    // NB: a migration dropped this flow's state: it keeps the one it starts with.
    guard let saved = node.state else { return [] }
    var state = try decode(FlowState<Route>.self, from: saved)
    // NB: only a tab flow's saved JSON is looked into; the flow's own state is read untracked.
    if case .tabs = state.shape, case .tabs = router.storage.shape {
      state.keepDeclaredTabs(
        of: router.storage, savedStyle: saved["tabStyle"] != nil,
        savedSections: saved["tabSections"] != nil,
        savedMinimizing: saved["tabBarMinimizing"] != nil)
    }
    try setRestored { $0 = state }
    for position in node.vacated ?? [] {
      if let slot = try slot(at: position) { vacate(slot) }
    }
    var pairs: [(Flow, NavigationSnapshot.Node)] = []
    var cutPath: Int?
    var cutPresented: Int?
    for childNode in node.children {
      guard let position = childNode.position, let slot = try slot(at: position),
        slot.isShown(in: router.storage)
      else {
        throw RestorationError(
          .missingChild(flow: flowName, position: childNode.position.map(describe) ?? "no position")
        )
      }
      if let child = places.flow(at: slot) {
        pairs.append((child, childNode))
        continue
      }
      // NB: a flow shown by `run` or `show`, which `makeChild(for:)` does not make again.
      let place: String
      switch slot {
      case .pushed(let index, let route):
        cutPath = min(cutPath ?? index, index)
        place = "pushed at \(index) (`\(describe(route))`), with the screens above it,"
      case .presented(let index, let route):
        cutPresented = min(cutPresented ?? index, index)
        place = "presented at level \(index) (`\(describe(route))`), with what is above it,"
      case .root(let route): place = "at the root (`\(describe(route))`)"
      case .tab(let route): place = "in the tab `\(describe(route))`"
      }
      leftOut.append(
        "\(flowName): \(childNode.flow) \(place) was left out: `makeChild(for:)` makes no flow "
          + "there, so the flow shown by code cannot be made again. Make it in "
          + "`makeChild(for:)` to restore it.")
    }
    guard cutPath != nil || cutPresented != nil else { return pairs }
    try setRestored { (state) throws(NavigationError) in
      if let cutPresented { try state.dismiss(count: state.presented.count - cutPresented) }
      if let cutPath { try state.setPath(Array(state.path.prefix(cutPath))) }
    }
    let kept = Set(places.shownFlows.map { ObjectIdentifier($0.flow) })
    return pairs.filter { kept.contains(ObjectIdentifier($0.0)) }
  }

  /// Sets a restored state, unguarded.
  private func setRestored(
    _ body: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(RestorationError) {
    do {
      try router.change(
        animated: false, reach: .anywhere, guarded: false, completion: nil, body)
    } catch {
      throw RestorationError(.navigation(error))
    }
  }

  /// Leaves `slot` without a flow, ending the one there.
  private func vacate(_ slot: Slot<Route>) {
    guard slot.isShown(in: router.state) else { return }
    Transaction.run { transaction in
      enlist(in: transaction)
      if let child = places.vacate(slot) {
        children.removeAll { $0 === child }
        transaction.end(child, .cancelled(.removedByParent))
      }
    }
  }

  private func slot(at position: NavigationSnapshot.Position) throws(RestorationError)
    -> Slot<Route>?
  {
    switch position {
    case .root(let route): .root(try decode(Route.self, from: route))
    case .tab(let route): .tab(try decode(Route.self, from: route))
    case .pushed(let index, let route): .pushed(index, try decode(Route.self, from: route))
    case .presented(let index, let route): .presented(index, try decode(Route.self, from: route))
    }
  }

  private func decode<T: Decodable>(_ type: T.Type, from value: JSONValue)
    throws(RestorationError) -> T
  {
    do {
      return try JSONValueDecoder.decode(type, from: value)
    } catch {
      throw RestorationError(.undecodableState(flow: flowName, detail: Self.summary(of: error)))
    }
  }

  private static func summary(of error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
