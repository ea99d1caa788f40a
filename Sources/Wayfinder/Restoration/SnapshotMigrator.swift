/// Brings a snapshot saved under an older schema up to the current one, noting what each
/// migration changed and what it dropped.
///
/// It works on the snapshot's JSON values: the route types a snapshot was saved with may be
/// gone from the app. A flow's state is changed only when a migration names its flow.
struct SnapshotMigrator {
  /// What the migrations changed, one sentence each.
  private(set) var migrated: [String] = []
  /// What they dropped, one sentence each.
  private(set) var dropped: [String] = []

  /// Runs the migrations of `schema` after `version` on `snapshot`.
  mutating func migrate(
    _ snapshot: inout NavigationSnapshot, from version: Int, to schema: SnapshotSchema
  ) throws(RestorationError) {
    for migration in schema.migrations(after: version) {
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

  /// `route`, one of the routes of the flow named `flow` in a snapshot saved under `version`,
  /// as the migrations of `schema` after it leave it (those of the flow under each name it
  /// had); `nil` when one removes it.
  static func route(
    _ route: JSONValue, of flow: String, from version: Int, to schema: SnapshotSchema
  ) throws(RestorationError) -> JSONValue? {
    var name = flow
    var route = route
    for migration in schema.migrations(after: version) {
      for change in migration.changes {
        switch change.kind {
        case .renameFlow(let old, let new):
          if name == old { name = new }
        case .routes(let routesFlow, let body) where routesFlow == name:
          var routes = RouteMigration(flow: name, schema: migration.version, body: body)
          guard let new = try routes.route(route) else { return nil }
          route = new
        case .routes:
          continue
        }
      }
    }
    return route
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

/// One migration's change of the routes of one flow, wherever that flow is in a snapshot; a
/// recording's redaction of them too (a body that keeps every route).
struct RouteMigration {
  let flow: String
  let schema: Int
  let body: @Sendable (inout SnapshotRoute) -> Bool
  /// Whether a route in another form than a case with its fields or a raw value reaches
  /// `body` too, as fields with no name (a struct's properties): what a redaction needs, so
  /// that no route is recorded unseen.
  let seesEveryObject: Bool
  var migrated: [String] = []
  var dropped: [String] = []

  init(
    flow: String, schema: Int, seesEveryObject: Bool = false,
    body: @escaping @Sendable (inout SnapshotRoute) -> Bool
  ) {
    self.flow = flow
    self.schema = schema
    self.seesEveryObject = seesEveryObject
    self.body = body
  }

  /// Migrates `node` and its descendants that are flows named `flow`.
  mutating func run(on node: inout NavigationSnapshot.Node) throws(RestorationError) {
    // NB: a missing state is one an earlier migration dropped (the flow keeps the state it
    // starts with), or a flow's that has none to save: there is nothing to migrate.
    if node.flow == flow, node.state != nil { try migrate(&node) }
    for index in node.children.indices { try run(on: &node.children[index]) }
  }

  /// Migrates the state of `node`, one of the flow's, and the positions of its children,
  /// which hold its routes too.
  private mutating func migrate(_ node: inout NavigationSnapshot.Node) throws(RestorationError) {
    guard var state = node.state, case .object = state else {
      throw RestorationError(
        .migrationFailed(flow: flow, schema: schema, detail: "its saved state is not an object"))
    }
    // NB: a flow whose root goes keeps the state it starts with: its saved part is dropped.
    guard try migrateHead(&state) else {
      for child in node.children {
        dropped.append(
          "\(flow): \(child.flow), shown in its saved state, went with it (schema \(schema))")
      }
      node.state = nil
      node.children = []
      node.vacated = nil
      return
    }
    let cutPath = try migrateList(&state, key: "path", place: "at path index", route: { $0 })
    if let cutPath { Self.cutPathTransitions(&state, at: cutPath) }
    let cutPresented = try migrateList(
      &state, key: "presented", place: "presented at level", route: { $0["route"] })
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
    node.state = state
  }

  /// Migrates the root and the tabs of `state`; `false` when the flow keeps none of them.
  private mutating func migrateHead(_ state: inout JSONValue) throws(RestorationError) -> Bool {
    let oldRoot = state["root"] ?? .null
    guard let tabs = state["tabs"]?.array else {
      guard let root = try route(oldRoot) else {
        dropped.append(
          "\(flow): its first screen \(oldRoot.text) was removed, so it shows the screens it "
            + "starts with (schema \(schema))")
        return false
      }
      state["root"] = root
      return true
    }
    var kept: [JSONValue] = []
    var renamed: [JSONValue: JSONValue] = [:]
    for tab in tabs {
      if let new = try route(tab) {
        kept.append(new)
        renamed[tab] = new
      } else {
        dropped.append("\(flow): the tab \(tab.text) was removed (schema \(schema))")
      }
    }
    guard let first = kept.first else {
      dropped.append(
        "\(flow): every tab was removed, so it shows the tabs it starts with (schema \(schema))")
      return false
    }
    state["tabs"] = .array(kept)
    state["root"] = renamed[oldRoot] ?? first
    if let items = state["tabItems"]?.array {
      var keptItems: [JSONValue] = []
      for var item in items {
        guard let tab = item["tab"], let new = renamed[tab] else { continue }
        item["tab"] = new
        keptItems.append(item)
      }
      state["tabItems"] = keptItems.isEmpty ? nil : .array(keptItems)
    }
    migrateArrangement(&state, renamed: renamed)
    if let accessory = state["bottomAccessory"] {
      let kept = try route(accessory)
      if kept == nil {
        dropped.append(
          "\(flow): the bottom accessory \(accessory.text) was removed (schema \(schema))")
      }
      state["bottomAccessory"] = kept
    }
    return true
  }

  /// Carries the sections and the user's customization of a tab flow's tabs over to the tabs'
  /// new routes (`renamed`, old to new): a removed tab leaves them, and a section left with no
  /// tabs goes.
  private mutating func migrateArrangement(
    _ state: inout JSONValue, renamed: [JSONValue: JSONValue]
  ) {
    if let sections = state["tabSections"]?.array {
      var kept: [JSONValue] = []
      for var section in sections {
        let tabs = (section["tabs"]?.array ?? []).compactMap { renamed[$0] }
        guard !tabs.isEmpty else {
          let id = section["id"]?.text ?? "a section"
          dropped.append("\(flow): the tab section \(id) lost its tabs (schema \(schema))")
          continue
        }
        section["tabs"] = .array(tabs)
        kept.append(section)
      }
      state["tabSections"] = kept.isEmpty ? nil : .array(kept)
    }
    guard var customization = state["tabCustomization"] else { return }
    for key in ["order", "hidden"] {
      guard let tabs = customization[key]?.array else { continue }
      let kept = tabs.compactMap { renamed[$0] }
      customization[key] = kept.isEmpty ? nil : .array(kept)
    }
    let isEmpty = customization["order"] == nil && customization["hidden"] == nil
    state["tabCustomization"] = isEmpty ? nil : customization
  }

  /// Migrates the routes of the list at `key` (`route` finds each in its element): the first
  /// that goes cuts the list there. Returns that index, if any.
  private mutating func migrateList(
    _ state: inout JSONValue, key: String, place: String, route find: (JSONValue) -> JSONValue?
  ) throws(RestorationError) -> Int? {
    guard let list = state[key]?.array else { return nil }
    var kept: [JSONValue] = []
    for (index, element) in list.enumerated() {
      guard let old = find(element), let new = try route(old) else {
        let what = find(element)?.text ?? "a route"
        dropped.append(
          "\(flow): \(what) \(place) \(index) was removed, with what was above "
            + "it (schema \(schema))")
        state[key] = kept.isEmpty ? nil : .array(kept)
        return index
      }
      if key == "presented", case .object = element {
        var presentation = element
        presentation["route"] = new
        kept.append(presentation)
      } else {
        kept.append(new)
      }
    }
    state[key] = kept.isEmpty ? nil : .array(kept)
    return nil
  }

  /// Forgets the transitions of the path's routes from `cut` up, which went with the route at
  /// `cut`.
  private static func cutPathTransitions(_ state: inout JSONValue, at cut: Int) {
    guard let entries = state["pathTransitions"]?.array else { return }
    let kept = entries.filter { ($0["index"]?.int ?? .max) < cut }
    state["pathTransitions"] = kept.isEmpty ? nil : .array(kept)
  }

  /// A child's position with its route migrated; `nil` when the route went or the place was
  /// cut.
  private mutating func migrate(
    _ position: NavigationSnapshot.Position, cutPath: Int?, cutPresented: Int?
  ) throws(RestorationError) -> NavigationSnapshot.Position? {
    switch position {
    case .root(let old):
      return try route(old).map { .root(route: $0) }
    case .tab(let old):
      return try route(old).map { .tab(route: $0) }
    case .pushed(let index, let old):
      guard index < (cutPath ?? .max) else { return nil }
      return try route(old).map { .pushed(index: index, route: $0) }
    case .presented(let index, let old):
      guard index < (cutPresented ?? .max) else { return nil }
      return try route(old).map { .presented(index: index, route: $0) }
    }
  }

  /// `value`, a route, as the migration leaves it; `nil` when it goes. A route in a form
  /// other than a case with its fields or a raw value stays as it is, unless the migration
  /// `seesEveryObject` (an object then comes as fields with no name).
  mutating func route(_ value: JSONValue) throws(RestorationError) -> JSONValue? {
    var route: SnapshotRoute
    switch value {
    case .string(let name):
      route = SnapshotRoute(name: name, fields: [:])
    case .object(let members):
      guard members.count == 1, case .object(let payload) = members[0].value else {
        guard seesEveryObject else { return value }
        var texts: [String: String] = [:]
        for field in members { texts[field.key] = field.value.text }
        route = SnapshotRoute(name: "", fields: texts)
        break
      }
      var texts: [String: String] = [:]
      for field in payload { texts[field.key] = field.value.text }
      route = SnapshotRoute(name: members[0].key, fields: texts)
    default:
      return value
    }
    let before = route
    guard body(&route) else { return nil }
    guard route != before else { return value }
    let new: JSONValue
    if case .string = value {
      new = .string(route.name)
    } else if route.name.isEmpty {
      var fields: [JSONValue.Member] = []
      for (label, text) in route.fields.sorted(by: { $0.key < $1.key }) {
        fields.append(JSONValue.Member(label, try parsed(text)))
      }
      new = .object(fields)
    } else {
      var payload: [JSONValue.Member] = []
      for (label, text) in route.fields.sorted(by: { $0.key < $1.key }) {
        payload.append(JSONValue.Member(label, try parsed(text)))
      }
      new = .object([JSONValue.Member(route.name, .object(payload))])
    }
    migrated.append("\(flow): \(value.text) is now \(new.text) (schema \(schema))")
    return new
  }

  /// A field a migration wrote, parsed.
  private func parsed(_ text: String) throws(RestorationError) -> JSONValue {
    do {
      return try JSONValue(parsing: text)
    } catch {
      throw RestorationError(
        .migrationFailed(
          flow: flow, schema: schema, detail: "`\(text.prefix(80))` is not JSON"))
    }
  }
}
