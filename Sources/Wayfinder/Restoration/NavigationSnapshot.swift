/// The navigation tree saved for state restoration, which `Navigator.snapshotData()` writes as
/// JSON.
///
/// Each flow's state is stored as JSON text of its own route type, so the snapshot decodes
/// without knowing those types; `Navigator.restore(from:)` decodes each state with the type of
/// the live flow it belongs to, and rejects what does not fit.
struct NavigationSnapshot: Codable, Hashable, Sendable {
  /// The format version this build writes and reads.
  static let currentVersion = 1

  /// One flow: its type name, where it is shown, its state and its children.
  struct Node: Codable, Hashable, Sendable {
    /// The flow's type name.
    var flow: String
    /// Where the flow is shown in its parent; `nil` for the root.
    var position: Position?
    /// The flow's ``FlowState`` as JSON text; empty when a migration dropped it, and the flow
    /// keeps the state it starts with.
    var state: String
    /// The children shown in this flow's state, in order.
    var children: [Node]
    /// Places in the state whose flow has ended, which restoring leaves without one.
    var vacated: [Position]?

    /// Creates a node.
    init(
      flow: String, position: Position?, state: String, children: [Node],
      vacated: [Position]? = nil
    ) {
      self.flow = flow
      self.position = position
      self.state = state
      self.children = children
      self.vacated = vacated
    }
  }

  /// Where a child flow is shown; routes are JSON text of the parent's route type.
  enum Position: Codable, Hashable, Sendable {
    /// At the parent's root.
    case root(route: String)
    /// As a tab.
    case tab(route: String)
    /// Pushed onto the parent's stack at path index `index`.
    case pushed(index: Int, route: String)
    /// In a presentation at `index`.
    case presented(index: Int, route: String)
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
