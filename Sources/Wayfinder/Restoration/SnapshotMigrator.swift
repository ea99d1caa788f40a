import Foundation

/// Brings a snapshot saved under an older schema up to the current one, noting what each
/// migration changed and what it dropped.
///
/// It works on the snapshot's JSON: the route types a snapshot was saved with may be gone
/// from the app. A flow's state is changed only when a migration names its flow.
struct SnapshotMigrator {
  /// What the migrations changed, one sentence each.
  private(set) var migrated: [String] = []
  /// What they dropped, one sentence each.
  private(set) var dropped: [String] = []

  /// Runs the migrations of `schema` after `version` on `snapshot`.
  mutating func migrate(
    _ snapshot: inout NavigationSnapshot, from version: Int, to schema: SnapshotSchema
  ) throws(RestorationError) {
    for migration in schema.migrations
    where migration.version > version && migration.version <= schema.version {
      for change in migration.changes {
        switch change.kind {
        case .renameFlow(let name, let newName):
          if rename(name, to: newName, in: &snapshot.root) {
            note(&migrated, "\(name) is now \(newName) (schema \(migration.version))")
          }
        case .routes(let flow, let body):
          var routes = RouteMigration(flow: flow, schema: migration.version, body: body)
          try routes.run(on: &snapshot.root)
          for line in routes.migrated { note(&migrated, line) }
          for line in routes.dropped { note(&dropped, line) }
        }
      }
    }
  }

  private func rename(_ name: String, to newName: String, in node: inout NavigationSnapshot.Node)
    -> Bool
  {
    var renamed = node.flow == name
    if renamed { node.flow = newName }
    for index in node.children.indices where rename(name, to: newName, in: &node.children[index]) {
      renamed = true
    }
    return renamed
  }

  private func note(_ lines: inout [String], _ line: String) {
    if !lines.contains(line) { lines.append(line) }
  }
}

/// One migration's change of the routes of one flow, wherever that flow is in a snapshot.
private struct RouteMigration {
  let flow: String
  let schema: Int
  let body: @Sendable (inout SnapshotRoute) -> Bool
  var migrated: [String] = []
  var dropped: [String] = []

  init(flow: String, schema: Int, body: @escaping @Sendable (inout SnapshotRoute) -> Bool) {
    self.flow = flow
    self.schema = schema
    self.body = body
  }

  /// Migrates `node` and its descendants that are flows named `flow`.
  mutating func run(on node: inout NavigationSnapshot.Node) throws(RestorationError) {
    // NB: an empty state is one an earlier migration dropped (the flow keeps the state it
    // starts with), or a flow's that has none to save: there is nothing to migrate.
    if node.flow == flow, !node.state.isEmpty { try migrate(&node) }
    for index in node.children.indices { try run(on: &node.children[index]) }
  }

  /// Migrates the state of `node`, one of the flow's, and the positions of its children,
  /// which hold its routes too.
  private mutating func migrate(_ node: inout NavigationSnapshot.Node) throws(RestorationError) {
    guard var state = try JSONText.object(node.state, flow: flow, schema: schema) as? [String: Any]
    else {
      throw RestorationError(
        .migrationFailed(flow: flow, schema: schema, detail: "its saved state is not an object"))
    }
    // NB: a flow whose root goes keeps the state it starts with: its saved part is dropped.
    guard try migrateHead(&state) else {
      for child in node.children {
        dropped.append(
          "\(flow): \(child.flow), shown in its saved state, went with it (schema \(schema))")
      }
      node.state = ""
      node.children = []
      node.vacated = nil
      return
    }
    let cutPath = try migrateList(&state, key: "path", place: "at path index", route: { $0 })
    let cutPresented = try migrateList(
      &state, key: "presented", place: "presented at level",
      route: { ($0 as? [String: Any])?["route"] })
    var children: [NavigationSnapshot.Node] = []
    for var child in node.children {
      guard let position = child.position,
        let kept = try migrate(position, cutPath: cutPath, cutPresented: cutPresented)
      else {
        dropped.append(
          "\(flow): \(child.flow), shown at a removed route or above one, went with it "
            + "(schema \(schema))")
        continue
      }
      child.position = kept
      children.append(child)
    }
    node.children = children
    if let vacated = node.vacated {
      var kept: [NavigationSnapshot.Position] = []
      for position in vacated {
        if let position = try migrate(position, cutPath: cutPath, cutPresented: cutPresented) {
          kept.append(position)
        }
      }
      node.vacated = kept.isEmpty ? nil : kept
    }
    node.state = try JSONText.text(state, flow: flow, schema: schema)
  }

  /// Migrates the root and the tabs of `state`; `false` when the flow keeps none of them.
  private mutating func migrateHead(_ state: inout [String: Any]) throws(RestorationError)
    -> Bool
  {
    let oldRoot = state["root"] ?? NSNull()
    guard let tabs = state["tabs"] as? [Any] else {
      guard let root = try route(oldRoot) else {
        dropped.append(
          "\(flow): its first screen \(try JSONText.text(oldRoot, flow: flow, schema: schema)) was removed, so "
            + "it shows the screens it starts with (schema \(schema))")
        return false
      }
      state["root"] = root
      return true
    }
    var kept: [Any] = []
    var keptTexts: [String: String] = [:]
    for tab in tabs {
      let old = try JSONText.text(tab, flow: flow, schema: schema)
      if let new = try route(tab) {
        kept.append(new)
        keptTexts[old] = try JSONText.text(new, flow: flow, schema: schema)
      } else {
        dropped.append("\(flow): the tab \(old) was removed (schema \(schema))")
      }
    }
    guard let first = kept.first else {
      dropped.append(
        "\(flow): every tab was removed, so it shows the tabs it starts with (schema \(schema))")
      return false
    }
    state["tabs"] = kept
    // NB: no `Optional.map` with a throwing closure in this file: before Swift 6's standard
    // library (iOS 17), `map` rethrows `any Error`.
    if let selected = keptTexts[try JSONText.text(oldRoot, flow: flow, schema: schema)] {
      state["root"] = try JSONText.object(selected, flow: flow, schema: schema)
    } else {
      state["root"] = first
    }
    if let items = state["tabItems"] as? [[String: Any]] {
      var keptItems: [[String: Any]] = []
      for var item in items {
        guard let tab = item["tab"],
          let text = keptTexts[try JSONText.text(tab, flow: flow, schema: schema)]
        else { continue }
        item["tab"] = try JSONText.object(text, flow: flow, schema: schema)
        keptItems.append(item)
      }
      state["tabItems"] = keptItems.isEmpty ? nil : keptItems
    }
    return true
  }

  /// Migrates the routes of the list at `key` (`route` finds each in its element): the first
  /// that goes cuts the list there. Returns that index, if any.
  private mutating func migrateList(
    _ state: inout [String: Any], key: String, place: String, route find: (Any) -> Any?
  ) throws(RestorationError) -> Int? {
    guard let list = state[key] as? [Any] else { return nil }
    var kept: [Any] = []
    for (index, element) in list.enumerated() {
      guard let old = find(element), let new = try route(old) else {
        var what = "a route"
        if let old = find(element) { what = try JSONText.text(old, flow: flow, schema: schema) }
        dropped.append(
          "\(flow): \(what) \(place) \(index) was removed, with what was above "
            + "it (schema \(schema))")
        state[key] = kept.isEmpty ? nil : kept
        return index
      }
      if var presentation = element as? [String: Any], key == "presented" {
        presentation["route"] = new
        kept.append(presentation)
      } else {
        kept.append(new)
      }
    }
    state[key] = kept.isEmpty ? nil : kept
    return nil
  }

  /// A child's position with its route migrated; `nil` when the route went or the place was
  /// cut.
  private mutating func migrate(
    _ position: NavigationSnapshot.Position, cutPath: Int?, cutPresented: Int?
  ) throws(RestorationError) -> NavigationSnapshot.Position? {
    switch position {
    case .root(let text):
      return try migrated(text).map { .root(route: $0) }
    case .tab(let text):
      return try migrated(text).map { .tab(route: $0) }
    case .pushed(let index, let text):
      guard index < (cutPath ?? .max) else { return nil }
      return try migrated(text).map { .pushed(index: index, route: $0) }
    case .presented(let index, let text):
      guard index < (cutPresented ?? .max) else { return nil }
      return try migrated(text).map { .presented(index: index, route: $0) }
    }
  }

  /// The route written as `text`, migrated and written again; `nil` when it goes.
  private mutating func migrated(_ text: String) throws(RestorationError) -> String? {
    guard let value = try route(try JSONText.object(text, flow: flow, schema: schema)) else {
      return nil
    }
    return try JSONText.text(value, flow: flow, schema: schema)
  }

  /// `value`, a route, as the migration leaves it; `nil` when it goes. A route in a form
  /// other than a case with its fields or a raw value stays as it is.
  private mutating func route(_ value: Any) throws(RestorationError) -> Any? {
    let isRawValue = value is String
    var route: SnapshotRoute
    if let name = value as? String {
      route = SnapshotRoute(name: name, fields: [:])
    } else if let object = value as? [String: Any], object.count == 1,
      let (name, payload) = object.first, let payload = payload as? [String: Any]
    {
      var texts: [String: String] = [:]
      for (label, field) in payload {
        texts[label] = try JSONText.text(field, flow: flow, schema: schema)
      }
      route = SnapshotRoute(name: name, fields: texts)
    } else {
      return value
    }
    let before = route
    guard body(&route) else { return nil }
    guard route != before else { return value }
    let new: Any
    if isRawValue {
      new = route.name
    } else {
      var payload: [String: Any] = [:]
      for (label, text) in route.fields {
        payload[label] = try JSONText.object(text, flow: flow, schema: schema)
      }
      new = [route.name: payload]
    }
    migrated.append(
      "\(flow): \(try JSONText.text(value, flow: flow, schema: schema)) is now "
        + "\(try JSONText.text(new, flow: flow, schema: schema)) (schema \(schema))")
    return new
  }
}

/// JSON text to values and back, as a migration reads and writes a snapshot's parts.
private enum JSONText {
  static func object(_ text: String, flow: String, schema: Int) throws(RestorationError) -> Any {
    do {
      return try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    } catch {
      throw RestorationError(
        .migrationFailed(
          flow: flow, schema: schema, detail: "`\(text.prefix(80))` is not JSON"))
    }
  }

  static func text(_ value: Any, flow: String, schema: Int) throws(RestorationError) -> String {
    do {
      let data = try JSONSerialization.data(
        withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
      return String(decoding: data, as: UTF8.self)
    } catch {
      throw RestorationError(
        .migrationFailed(flow: flow, schema: schema, detail: "a part could not be written as JSON"))
    }
  }
}
