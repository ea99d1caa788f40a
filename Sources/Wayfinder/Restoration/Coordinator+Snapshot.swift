import Foundation

extension Coordinator {
  func saveNode(at position: NavigationSnapshot.Position?) throws(RestorationError)
    -> NavigationSnapshot.Node
  {
    let state = try json(router.state)
    var nodes: [NavigationSnapshot.Node] = []
    var ended: [NavigationSnapshot.Position] = []
    for slot in Slot.all(in: router.state) {
      if let child = slotted[slot] {
        nodes.append(try child.snapshotNode(position: try savedPosition(of: slot)))
      } else if vacated.contains(slot) {
        ended.append(try savedPosition(of: slot))
      }
    }
    return NavigationSnapshot.Node(
      flow: name, position: position, state: state, children: nodes,
      vacated: ended.isEmpty ? nil : ended)
  }

  func restoreNode(_ node: NavigationSnapshot.Node) throws(RestorationError)
    -> [(Flow, NavigationSnapshot.Node)]
  {
    guard node.flow == name else {
      throw RestorationError(.flowMismatch(expected: name, found: node.flow))
    }
    let state = try decode(FlowState<Route>.self, from: node.state)
    do {
      try router.change(animated: false, reach: .anywhere, guarded: false, completion: nil) {
        $0 = state
      }
    } catch {
      throw RestorationError(.navigation(error))
    }
    for position in node.vacated ?? [] {
      if let slot = try slot(at: position) { vacate(slot) }
    }
    var pairs: [(Flow, NavigationSnapshot.Node)] = []
    for childNode in node.children {
      guard let position = childNode.position, let slot = try slot(at: position),
        let child = slotted[slot]
      else {
        throw RestorationError(
          .missingChild(flow: name, position: childNode.position.map(describe) ?? "no position"))
      }
      pairs.append((child, childNode))
    }
    return pairs
  }

  /// Leaves `slot` without a flow, ending the one there.
  private func vacate(_ slot: Slot<Route>) {
    guard Slot.all(in: router.state).contains(slot) else { return }
    Transaction.run { transaction in
      enlist(in: transaction)
      if let child = slotted.removeValue(forKey: slot) {
        children.removeAll { $0 === child }
        transaction.end(child, .cancelled(.removedByParent))
      }
      markVacant(slot)
    }
  }

  private func savedPosition(of slot: Slot<Route>) throws(RestorationError)
    -> NavigationSnapshot.Position
  {
    switch slot {
    case .root(let route): .root(route: try json(route))
    case .tab(let route): .tab(route: try json(route))
    case .pushed(let index, let route): .pushed(index: index, route: try json(route))
    case .presented(let index, let route): .presented(index: index, route: try json(route))
    }
  }

  private func slot(at position: NavigationSnapshot.Position) throws(RestorationError)
    -> Slot<Route>?
  {
    switch position {
    case .root(let text): .root(try decode(Route.self, from: text))
    case .tab(let text): .tab(try decode(Route.self, from: text))
    case .pushed(let index, let text): .pushed(index, try decode(Route.self, from: text))
    case .presented(let index, let text): .presented(index, try decode(Route.self, from: text))
    }
  }

  private func json(_ value: some Encodable) throws(RestorationError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw RestorationError(.unencodableState(flow: name, detail: "\(error)"))
    }
  }

  private func decode<T: Decodable>(_ type: T.Type, from text: String) throws(RestorationError)
    -> T
  {
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw RestorationError(.undecodableState(flow: name, detail: Self.summary(of: error)))
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
