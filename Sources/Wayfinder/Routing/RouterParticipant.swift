/// A router's part in a transaction: its state before it, restored by a rollback.
@MainActor
final class RouterParticipant<Route: Hashable & Codable & Sendable>: TransactionParticipant {
  let router: Router<Route>
  let original: FlowState<Route>
  private let restoreHost: (@MainActor () -> Void)?

  init(router: Router<Route>, restoreHost: (@MainActor () -> Void)?) {
    self.router = router
    self.original = router.storage
    self.restoreHost = restoreHost
  }

  var id: ObjectIdentifier { ObjectIdentifier(router) }

  func rollback() {
    router.state = original
    restoreHost?()
  }

  /// What the router was at its first change in each open scope, innermost last.
  private var saves: [Save] = []

  private struct Save {
    var depth: Int
    let state: FlowState<Route>
    let restoreHost: (@MainActor () -> Void)?
  }

  func save(scope depth: Int) {
    guard saves.last.map({ $0.depth < depth }) ?? true else { return }
    saves.append(Save(depth: depth, state: router.storage, restoreHost: router.host?.checkpoint()))
  }

  func rollback(toScope depth: Int) {
    guard let index = saves.firstIndex(where: { $0.depth >= depth }) else { return }
    let saved = saves[index]
    saves.removeSubrange(index...)
    router.state = saved.state
    saved.restoreHost?()
  }

  func keep(scope depth: Int) {
    guard let last = saves.last, last.depth == depth else { return }
    // NB: unchanged between the enclosing scope's start and this one's, the router was then
    // what this scope saved; a save of the enclosing scope, or the original, already says so.
    if depth == 1 || saves.dropLast().last?.depth == depth - 1 {
      saves.removeLast()
    } else {
      saves[saves.count - 1].depth = depth - 1
    }
  }

  func render(origin: NavigationOrigin, animated: Bool, done: @escaping @MainActor () -> Void) {
    done()
  }
}
