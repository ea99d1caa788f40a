extension Router {
  /// Whether a change may skip the transaction: no transaction is open, and nothing observes,
  /// draws or could undo the change.
  private var changesInPlace: Bool {
    guard Transaction.current == nil else { return false }
    guard let host else { return renderer == nil }
    return host.changesInPlace
  }

  /// Pushes `route` in place, without copying the path or opening a transaction, when nothing
  /// needs them; `false` when the general path must make the change.
  func pushInPlace(_ route: Route) -> Bool {
    guard changesInPlace, !storage.isTabFlow else { return false }
    let index = storage.path.count
    registrar.withMutation(of: self, keyPath: stateKeyPath) { storage.path.append(route) }
    host?.didPushInPlace(route, at: index)
    return true
  }

  /// Pops the top route in place when nothing needs a transaction and no child flow lives
  /// there; `false` when the general path must make the change (or report the mistake).
  func popInPlace() -> Bool {
    guard changesInPlace, let route = storage.path.last else { return false }
    let index = storage.path.count - 1
    guard host?.canPopInPlace(route, at: index) ?? true else { return false }
    registrar.withMutation(of: self, keyPath: stateKeyPath) { _ = storage.path.removeLast() }
    host?.didPopInPlace(route, at: index)
    return true
  }
}
