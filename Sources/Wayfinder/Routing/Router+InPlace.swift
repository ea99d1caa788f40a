import Observation

// NB: push and pop are the calls apps make most. When nothing observes, draws or could undo
// them, they change the state in place: no path copy, no transaction. These parts are
// inlinable so that they are specialized for the app's route type, without looking up generic
// metadata at run time.

extension Router {
  /// Whether a change may skip the transaction: no transaction is open, and nothing observes,
  /// draws or could undo the change.
  @usableFromInline
  var changesInPlace: Bool {
    guard Transaction.current == nil else { return false }
    guard let host else { return renderer == nil }
    return host.changesInPlace
  }

  /// Pushes `route` in place when nothing needs a transaction; `false` when the general path
  /// must make the change.
  @inlinable
  func pushInPlace(_ route: Route) -> Bool {
    guard changesInPlace, storage.tabs.isEmpty else { return false }
    let index = storage._path.count
    registrar.withMutation(of: self, keyPath: stateKeyPath) { storage._path.append(route) }
    didPushInPlace(route, at: index)
    return true
  }

  /// Pops the top route in place when nothing needs a transaction and no child flow lives
  /// there; `false` when the general path must make the change (or report the mistake).
  @inlinable
  func popInPlace() -> Bool {
    let index = storage._path.count - 1
    guard let route = storage._path.last, changesInPlace, canPopInPlace(route, at: index) else {
      return false
    }
    registrar.withMutation(of: self, keyPath: stateKeyPath) { _ = storage._path.removeLast() }
    didPopInPlace(route, at: index)
    return true
  }

  @usableFromInline
  func didPushInPlace(_ route: Route, at index: Int) {
    host?.didPushInPlace(route, at: index)
  }

  @usableFromInline
  func canPopInPlace(_ route: Route, at index: Int) -> Bool {
    host?.canPopInPlace(route, at: index) ?? true
  }

  @usableFromInline
  func didPopInPlace(_ route: Route, at index: Int) {
    host?.didPopInPlace(route, at: index)
  }
}

extension NavigationChange {
  /// A change made and already on screen.
  @usableFromInline
  static var applied: NavigationChange { NavigationChange(transaction: nil) }
}
