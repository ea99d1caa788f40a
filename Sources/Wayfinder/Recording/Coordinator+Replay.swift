/// A flow a recording's replay can set and find children in: a ``Coordinator`` of any route
/// type.
@MainActor
protocol ReplayableFlow: AnyObject {
  /// Sets the state a recording holds as JSON, unguarded, in the current transaction.
  func setReplayed(_ state: JSONValue) throws(ReplayProblem)
  /// The child flow shown at `position`, one of a recording's or a snapshot's.
  func child(at position: NavigationSnapshot.Position) -> Flow?
  /// Reports the user's change a recording holds as JSON to this flow's router again, as
  /// confirmed when the user confirmed leaving after a flow asked.
  func replayUser(_ change: JSONValue, confirmed: Bool) throws(ReplayProblem)
}

/// Why a recorded state could not be set on a flow.
struct ReplayProblem: Error, CustomStringConvertible {
  let description: String
}

extension Coordinator: ReplayableFlow {
  func setReplayed(_ state: JSONValue) throws(ReplayProblem) {
    let decoded: FlowState<Route>
    do {
      decoded = try JSONValueDecoder.decode(FlowState<Route>.self, from: state)
    } catch {
      throw ReplayProblem(
        description: "its recorded state does not decode as \(FlowState<Route>.self): \(error)")
    }
    do {
      try router.change(
        animated: false, origin: Transaction.current?.origin ?? .code, reach: .anywhere,
        guarded: false, completion: nil
      ) { $0 = decoded }
    } catch {
      throw ReplayProblem(description: "its recorded state was refused: \(error)")
    }
  }

  func replayUser(_ change: JSONValue, confirmed: Bool) throws(ReplayProblem) {
    let recorded: RecordedUserNavigation<Route>
    do {
      recorded = try JSONValueDecoder.decode(RecordedUserNavigation<Route>.self, from: change)
    } catch {
      throw ReplayProblem(description: "the user's recorded change does not decode: \(error)")
    }
    let made: NavigationChange =
      switch (recorded, confirmed) {
      case (.poppedTo(let depth), true): router.userConfirmedPop(toDepth: depth)
      case (.dismissedTo(let count), true): router.userConfirmedDismissal(downTo: count)
      default: router.userDidNavigate(recorded.change)
      }
    if let error = made.error {
      throw ReplayProblem(description: "the user's change was refused: \(error)")
    }
  }

  func child(at position: NavigationSnapshot.Position) -> Flow? {
    func route(_ json: JSONValue) -> Route? {
      try? JSONValueDecoder.decode(Route.self, from: json)
    }
    let slot: Slot<Route>? =
      switch position {
      case .root(let json): route(json).map(Slot.root)
      case .tab(let json): route(json).map(Slot.tab)
      case .pushed(let index, let json): route(json).map { .pushed(index, $0) }
      case .presented(let index, let json): route(json).map { .presented(index, $0) }
      }
    return slot.flatMap { places.flow(at: $0) }
  }
}
