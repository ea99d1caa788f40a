/// The navigation tree saved for state restoration, which `Navigator.snapshotData()` writes as
/// JSON.
///
/// Each flow's state is kept as a JSON value of its own route type, so the snapshot reads
/// without knowing those types; `Navigator.restore(from:)` decodes each state with the type of
/// the live flow it belongs to, and rejects what does not fit.
struct NavigationSnapshot: Hashable, Sendable {
  /// The format version this build writes; it reads this one and each before it.
  ///
  /// Version 1 held each state and each route of a position as JSON text inside a string, so
  /// restoring parsed the text twice; version 2 holds them as JSON values.
  static let currentVersion = 2

  /// One flow: its type name, where it is shown, its state and its children.
  struct Node: Hashable, Sendable {
    /// The flow's type name.
    var flow: String
    /// Where the flow is shown in its parent; `nil` for the root.
    var position: Position?
    /// The flow's ``FlowState`` as JSON; `nil` when a migration dropped it, and the flow
    /// keeps the state it starts with.
    var state: JSONValue?
    /// The children shown in this flow's state, in order.
    var children: [Node]
    /// Places in the state whose flow has ended, which restoring leaves without one.
    var vacated: [Position]?
    /// The flow's identity (``FlowID``), in a recording's start, which names flows by it;
    /// `nil` in a snapshot, where it means nothing after a relaunch.
    var id: UInt64?

    /// Creates a node.
    init(
      flow: String, position: Position?, state: JSONValue?, children: [Node],
      vacated: [Position]? = nil, id: UInt64? = nil
    ) {
      self.flow = flow
      self.position = position
      self.state = state
      self.children = children
      self.vacated = vacated
      self.id = id
    }
  }

  /// Where a child flow is shown; routes are JSON of the parent's route type.
  enum Position: Hashable, Sendable {
    /// At the parent's root.
    case root(route: JSONValue)
    /// As a tab.
    case tab(route: JSONValue)
    /// Pushed onto the parent's stack at path index `index`.
    case pushed(index: Int, route: JSONValue)
    /// In a presentation at `index`.
    case presented(index: Int, route: JSONValue)
  }

  /// The format version.
  var version: Int
  /// The version of the app's routes it was saved with (``SnapshotSchema``); `nil` in a
  /// snapshot saved before apps had one, which counts as version 1.
  var schema: Int?
  /// The root flow.
  var root: Node

  /// Creates a snapshot.
  init(version: Int = NavigationSnapshot.currentVersion, schema: Int? = nil, root: Node) {
    self.version = version
    self.schema = schema
    self.root = root
  }
}
