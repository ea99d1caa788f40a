import WayfinderDI

/// The whole navigation tree at one moment: every flow, its state and its children. A value.
///
/// Read it from ``Navigator/tree``; print it with ``text`` in tests and logs, or draw it with
/// ``mermaid``.
public struct NavigationTree: Hashable, Sendable {
  /// Where a flow is shown in its parent.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Position: Hashable, Sendable {
    /// The navigator's root flow.
    case top
    /// At its parent's root (an app flow showing the login flow or the main flow).
    case root(AnyRoute)
    /// As one tab of a tab flow.
    case tab(AnyRoute)
    /// Pushed onto its parent's stack at that index of ``FlowState/path``: its screens join
    /// the parent's navigation stack there.
    case pushed(index: Int, route: AnyRoute)
    /// In a presentation of its parent, at that index of ``FlowState/presented``.
    case presented(index: Int, route: AnyRoute)
    /// Added with ``Flow/addChild(_:fileID:filePath:line:column:)``, without screens in its parent.
    case detached
  }

  /// The flow's type name, as ``Flow/flowName`` gives it.
  public internal(set) var flowName: String
  /// The flow's identity.
  public internal(set) var id: FlowID
  /// Where the flow is shown in its parent.
  public internal(set) var position: Position
  /// The flow's status.
  public internal(set) var status: FlowStatus
  /// The flow's navigation state, with routes wrapped.
  public internal(set) var state: FlowState<AnyRoute>?
  /// The child flows, in order.
  public internal(set) var children: [NavigationTree]
  /// What the flow's own container (``Flow/container``) holds: each registration and override
  /// made in it, and each declared dependency whose shared instance lives in it, with whether
  /// an instance lives there now. `nil` when the flow's own container holds nothing or it has
  /// none (it reads its parent's), and in ``Navigator/tree``: ``Navigator/treeWithDependencies``
  /// fills it, and gives the root flow what the navigator's container and those above it hold
  /// too.
  public internal(set) var dependencies: [ContainedService]? = nil
}

extension FlowState {
  /// This state with every route wrapped in ``AnyRoute``.
  func erased() -> FlowState<AnyRoute> where Route: Codable {
    var state = FlowState<AnyRoute>(root: AnyRoute(root), isBarHidden: isBarHidden)
    state.path = path.map { AnyRoute($0) }
    state.presented = presented.map { Presentation(AnyRoute($0.route), style: $0.style) }
    state.shape = shape.map { AnyRoute($0) }
    return state
  }
}
