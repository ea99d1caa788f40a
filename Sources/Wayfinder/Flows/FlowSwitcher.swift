/// The route of a ``FlowSwitcher``: the child flow it shows, by the name of its type.
public struct ChildFlowRoute: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The name of the child flow's type, as ``Flow/name`` gives it.
  public let name: String

  /// The route of `flow`.
  @MainActor
  public init(_ flow: Flow) { name = flow.name }

  /// The route of a flow named `name`.
  public init(named name: String) { self.name = name }

  /// The name.
  public var description: String { name }
}

/// A coordinator with no screens of its own: it shows one child flow at a time, and needs no
/// route enum: an app coordinator that only picks the login or the main flow, for example.
///
/// ```swift
/// final class AppFlow: FlowSwitcher<Never> {
///   init(session: Session) {
///     super.init(showing: session.user == nil ? LoginFlow() : MainFlow())
///   }
///
///   override func didStart() {
///     if let login = current as? LoginFlow { whenLoggedIn(login) }
///   }
///
///   func logOut() {
///     let login = LoginFlow()
///     show(login)
///     whenLoggedIn(login)
///   }
///
///   private func whenLoggedIn(_ login: LoginFlow) {
///     login.onEnd { [weak self] outcome in
///       if case .finished(let user) = outcome { self?.show(MainFlow(user: user)) }
///     }
///   }
/// }
/// ```
///
/// Showing a new child ends the one shown before (``CancellationReason/removedByParent``). A
/// restored snapshot keeps the child it names when that child is already shown; to restore
/// into another child, override ``Coordinator/makeChild(for:)`` and make the flow named by
/// ``ChildFlowRoute/name``.
open class FlowSwitcher<Result: Sendable>: Coordinator<ChildFlowRoute, Result> {
  /// Creates a switcher that shows `first` when it starts.
  public init(showing first: Flow) {
    let route = ChildFlowRoute(first)
    super.init(root: route)
    places.give(first, for: .root(route))
  }

  /// The child flow shown now.
  public var current: Flow? { child(at: router.root) }

  /// Shows `child` in place of the current child, which ends.
  ///
  /// A child that cannot run (it already runs elsewhere) changes nothing and is reported as an
  /// issue.
  @discardableResult
  public func show(
    _ child: Flow, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        let route = ChildFlowRoute(child)
        return try place(child, at: .root(route)) { () throws(NavigationError) in
          try router.change(animated: animated, completion: nil) {
            (state) throws(NavigationError) in
            try state.setRoot(route)
          }
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Shows `child` in place of the current child and returns its result when it finishes.
  ///
  /// ```swift
  /// let user = try await run(LoginFlow())
  /// show(MainFlow(user: user))
  /// ```
  public func run<ChildRoute, ChildResult>(
    _ child: Coordinator<ChildRoute, ChildResult>, animated: Bool = true
  ) async throws(NavigationError) -> ChildResult {
    try await run(child, asRoot: ChildFlowRoute(child), animated: animated)
  }
}
