/// A recording made under an older snapshot schema, brought up to the replaying navigator's
/// (``Navigator/snapshotSchema``) as restoring brings a snapshot: flows renamed and routes
/// migrated in its start, in the states each change left and in the user's changes. A step
/// whose states hold a route, a tab or a section a migration removed cannot be made again:
/// that is a mismatch. A recording made under a newer schema than the navigator's replays as
/// it is, and its mismatches say so.
extension RecordingReplay {
  /// The schema the recording was made under.
  var recordedSchema: Int { recording.json["schema"]?.int ?? 1 }

  /// The recording's start, `node`, under the navigator's schema.
  mutating func migrated(start node: NavigationSnapshot.Node) throws(RecordingMismatch)
    -> NavigationSnapshot.Node
  {
    remember(node)
    guard recordedSchema < navigator.snapshotSchema.version else { return node }
    return try migrated(node, step: 0, what: "its start")
  }

  /// The change `step`, the recording's `number`th, under the navigator's schema.
  mutating func migrated(_ step: JSONValue, number: Int) throws(RecordingMismatch) -> JSONValue {
    for entry in step["started"]?.array ?? [] {
      if let id = entry["id"]?.int, let flow = entry["flow"]?.string {
        recordedNames[UInt64(id)] = flow
      }
    }
    let version = recordedSchema
    let schema = navigator.snapshotSchema
    guard version < schema.version else { return step }
    var step = step
    if var user = step["user"], let change = user["change"], let id = user["id"]?.int,
      let flow = recordedNames[UInt64(id)]
    {
      var removed: JSONValue?
      do {
        user["change"] = try RecordedUserRoutes.map(change) { route throws(RestorationError) in
          guard let new = try SnapshotMigrator.route(route, of: flow, from: version, to: schema)
          else {
            removed = removed ?? route
            return route
          }
          return new
        }
      } catch {
        throw mismatch(number, "the user's change did not migrate: \(error)")
      }
      if let removed {
        throw mismatch(
          number,
          "the user's change to \(flow) #\(id) shows \(RecordingWriter.text(of: removed)), "
            + "which a migration of the snapshot schema removed")
      }
      step["user"] = user
    }
    // NB: the positions of the flows a change started stay as recorded: the replay finds
    // those flows by name in their parents.
    for key in ["started", "ended", "states", "sequence"] {
      guard let entries = step[key]?.array else { continue }
      var migrated: [JSONValue] = []
      for var entry in entries {
        let node = NavigationSnapshot.Node(
          flow: entry["flow"]?.string ?? "", position: nil, state: entry["state"], children: [])
        let new = try self.migrated(node, step: number, what: "a state it left")
        entry["flow"] = .string(new.flow)
        if entry["state"] != nil { entry["state"] = new.state }
        migrated.append(entry)
      }
      step[key] = .array(migrated)
    }
    return step
  }

  private func migrated(_ node: NavigationSnapshot.Node, step: Int, what: String)
    throws(RecordingMismatch) -> NavigationSnapshot.Node
  {
    var snapshot = NavigationSnapshot(schema: recordedSchema, root: node)
    var migrator = SnapshotMigrator()
    do {
      try migrator.migrate(&snapshot, from: recordedSchema, to: navigator.snapshotSchema)
    } catch {
      throw mismatch(step, "\(what) did not migrate: \(error)")
    }
    if let dropped = migrator.dropped.first {
      throw mismatch(step, "migrating \(what), \(dropped)")
    }
    return snapshot.root
  }

  /// Notes the recorded name of `node`'s flow and its descendants', which the migrations of a
  /// user's change start from.
  private mutating func remember(_ node: NavigationSnapshot.Node) {
    if let id = node.id { recordedNames[id] = node.flow }
    for child in node.children { remember(child) }
  }
}
