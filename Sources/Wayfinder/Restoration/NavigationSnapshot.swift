/// The navigation tree saved for state restoration: `Codable`, so it can be written anywhere.
///
/// Each flow's state is stored as JSON text of its own route type, so the snapshot decodes
/// without knowing those types; ``Navigator/restore(from:)-(NavigationSnapshot)`` decodes each
/// state with the type of the live flow it belongs to, and rejects what does not fit.
///
/// ```swift
/// let data = try JSONEncoder().encode(navigator.snapshot())
/// // next launch:
/// try navigator.restore(from: data)
/// ```
public struct NavigationSnapshot: Codable, Hashable, Sendable {
  /// The format version this build writes and reads.
  public static let currentVersion = 1

  /// One flow: its type name, where it is shown, its state and its children.
  public struct Node: Codable, Hashable, Sendable {
    /// The flow's type name.
    public var flow: String
    /// Where the flow is shown in its parent; `nil` for the root.
    public var position: Position?
    /// The flow's ``FlowState`` as JSON text.
    public var state: String
    /// The children shown in this flow's state, in order.
    public var children: [Node]
    /// Places in the state whose flow has ended, which restoring leaves without one.
    public var vacated: [Position]?

    /// Creates a node.
    public init(
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
  public enum Position: Codable, Hashable, Sendable {
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
  public var version: Int
  /// The root flow.
  public var root: Node

  /// Creates a snapshot.
  public init(version: Int = NavigationSnapshot.currentVersion, root: Node) {
    self.version = version
    self.root = root
  }
}
