import WayfinderDI

/// The container a flow's code sees as `Container.current`, so that
/// `@Injected` in the view models and services it makes resolves from the container its
/// navigator was given (``Navigator/init(root:container:)``), not from `Container.shared`.
extension Flow {
  /// Runs `body`, code of this flow's (a lifecycle method, a handler, the start of a flow
  /// task, which inherits it), with the flow's `injectionContainer` as `Container.current`.
  ///
  /// NB: nothing is read or set when the flow has none (a navigator on `Container.shared`, the
  /// common case): a task-local read and a weak reference's load cost about 1,300
  /// instructions per call together, and `makeChild(for:)` runs for every pushed route.
  ///
  /// Inside another flow's scope (a handler that ends its flow runs the parent's `onEnd`), a
  /// flow with none sets `Container.shared`, so it never sees the other flow's container.
  /// A `Task` made in `body` inherits the container, and keeps it while it runs.
  @inline(__always)
  package func withContainerCurrent<Value>(_ body: () throws -> Value) rethrows -> Value {
    // NB: the common case first, without retaining anything.
    if injectionContainer == nil, ContainerScopes.depth == 0 { return try body() }
    return try withChosenContainerCurrent(body)
  }

  /// ``withContainerCurrent(_:)`` when a container may have to be set.
  private func withChosenContainerCurrent<Value>(_ body: () throws -> Value) rethrows -> Value {
    let container = injectionContainer ?? Container.shared
    guard container !== Container.current else { return try body() }
    ContainerScopes.depth += 1
    defer { ContainerScopes.depth -= 1 }
    return try Container.$current.withValue(container, operation: body)
  }
}

/// How many flows' containers are current, nested, on the main actor.
@MainActor
enum ContainerScopes {
  // NB: unchecked: only the main actor touches it, and the dynamic exclusivity check of a
  // static variable cost about 60 instructions on every call into a flow.
  @exclusivity(unchecked) static var depth = 0
}
