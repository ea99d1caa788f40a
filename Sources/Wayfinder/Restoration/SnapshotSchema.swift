/// The version of an app's saved navigation, and how to bring older snapshots up to it.
///
/// A snapshot holds the app's routes as their `Codable` form. When a release renames a route
/// case, splits one in two, removes one, or replaces a flow, the snapshots that earlier
/// releases saved no longer decode. Give each such release a new version, with a migration
/// that says what changed; a snapshot saved under an older version restores through the
/// migrations after it, in order:
///
/// ```swift
/// navigator.snapshotSchema = SnapshotSchema(
///   version: 3,
///   migrations: [
///     SnapshotMigration(to: 2, .renameFlow("ComposeFlow", to: "ComposerFlow")),
///     SnapshotMigration(
///       to: 3,
///       .routes(in: "ChatsFlow") { route in
///         if route.name == "thread" {  // thread(id:isGroup:) became two cases
///           route.name = route.fields["isGroup"] == "true" ? "group" : "direct"
///           route.fields["isGroup"] = nil
///         }
///         return route.name != "legacySettings"  // gone: not restored
///       }),
///   ])
/// ```
///
/// ``Navigator/snapshotData()`` writes the version; ``Navigator/restore(from:)`` migrates an
/// older snapshot first, and refuses one from a newer version of the app with
/// ``RestorationError/Reason/newerSchema(found:current:)``. The ``RestorationReport`` says what
/// each migration changed and what it dropped. Snapshots saved before an app had a schema are
/// version 1.
public struct SnapshotSchema: Sendable {
  /// The version this build of the app saves.
  let version: Int
  /// The migrations, each bringing a snapshot to its version.
  let migrations: [SnapshotMigration]

  /// The schema at `version`, with the migrations that bring older snapshots up to it (in
  /// any order: they run by version). A migration to a version above `version` never runs:
  /// raise `version` with the migration that brings snapshots to it.
  public init(version: Int, migrations: [SnapshotMigration] = []) {
    self.version = version
    self.migrations = migrations.sorted { $0.version < $1.version }
  }

  /// The migrations that bring a snapshot saved under `version` up to this schema, in order.
  func migrations(after version: Int) -> [SnapshotMigration] {
    migrations.filter { $0.version > version && $0.version <= self.version }
  }
}

/// What changed in the saved navigation at one version of an app.
public struct SnapshotMigration: Sendable {
  /// The version a snapshot has once this migration ran.
  let version: Int
  let changes: [Change]

  /// The migration to `version`, making `changes` in order.
  public init(to version: Int, _ changes: Change...) {
    self.version = version
    self.changes = changes
  }

  /// One change a migration makes.
  public struct Change: Sendable {
    enum Kind: Sendable {
      case renameFlow(String, to: String)
      case routes(flow: String, @Sendable (inout SnapshotRoute) -> Bool)
    }
    let kind: Kind

    /// A flow type renamed, or replaced by another (its result type changed, say) that shows
    /// the same routes: `name` is the flow's type name, as ``NavigationTree/text`` shows it.
    public static func renameFlow(_ name: String, to newName: String) -> Self {
      Self(kind: .renameFlow(name, to: newName))
    }

    /// Changes the routes of the flow named `flow` (its type name after the changes before
    /// this one): `body` gets each route in turn, may rename it and change its fields, and
    /// returns whether the route stays.
    ///
    /// A route that goes takes with it what cannot stand without it: a pushed route the
    /// screens above it, a presented route those presented over it, a tab the flow shown in
    /// it. When a flow's root goes (its first screen, or every tab), the flow keeps the state
    /// it starts with. The report lists what went.
    public static func routes(
      in flow: String, _ body: @escaping @Sendable (inout SnapshotRoute) -> Bool
    ) -> Self {
      Self(kind: .routes(flow: flow, body))
    }
  }
}

/// A route as a snapshot holds it, for a migration to change.
///
/// Swift's `Codable` writes a case of a route enum as its name with its fields (`thread(id: 7)`
/// is `{"thread":{"id":7}}`, an unlabeled field is `_0`), and a case of a `String` enum as its
/// raw value (`"chats"`). A migration sees that name and each field as JSON text:
/// `route.fields["id"] == "7"`. Routes in another form reach no migration and stay as they are.
public struct SnapshotRoute: Hashable, Sendable {
  /// The case name, or the raw value of a `String` enum's case.
  public var name: String
  /// Each field as JSON text (`"7"`, `"true"`, `"\"Ann\""`), by label; empty for a case
  /// without fields and for a raw value. The text is the saved value written compactly, its
  /// numbers as they were saved and an object's keys in their saved order.
  public var fields: [String: String]

  /// A route named `name` with `fields`, to test a migration's closure with.
  ///
  /// ```swift
  /// var route = SnapshotRoute(name: "thread", fields: ["id": "7", "isGroup": "true"])
  /// #expect(migrate(&route) && route.name == "group")
  /// ```
  public init(name: String, fields: [String: String] = [:]) {
    self.name = name
    self.fields = fields
  }
}
