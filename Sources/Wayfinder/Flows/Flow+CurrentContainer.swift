import WayfinderDI

/// The container a flow's code sees as ``WayfinderDI/Container/current``, so that
/// `@Injected` in the view models and services it makes resolves from the container its
/// navigator was given (``Navigator/init(root:container:)``), not from `Container.shared`.
extension Flow {
  /// The container `@Injected` reads while this flow's code runs: the nearest flow's own
  /// container that holds registrations (flow-scoped services), or else the navigator's.
  ///
  /// NB: not always the flow's own container: an empty child container would send every
  /// resolve through its parents' lookup, past the navigator container's fast table.
  package var currentContainer: Container {
    var flow: Flow? = self
    while let current = flow {
      if let own = current.ownContainer, own.hasOwnRegistrations { return own }
      if current.parent == nil { break }
      flow = current.parent
    }
    return flow?.navigator?.container ?? navigator?.container ?? Container.current
  }

  /// Runs `body`, code of this flow's (a lifecycle method, a handler, the start of a flow
  /// task, which inherits it), with ``currentContainer`` as `Container.current`; nothing is
  /// set when it already is.
  package func withContainerCurrent<Value>(_ body: () throws -> Value) rethrows -> Value {
    let container = currentContainer
    if container === Container.current { return try body() }
    return try Container.$current.withValue(container, operation: body)
  }
}
