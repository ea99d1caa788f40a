import WayfinderDI

/// The container a flow's code sees as ``WayfinderDI/Container/current``, so that
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
  package func withContainerCurrent<Value>(_ body: () throws -> Value) rethrows -> Value {
    let chosen = injectionContainer ?? (ContainerScopes.depth > 0 ? Container.shared : nil)
    guard let container = chosen, container !== Container.current else { return try body() }
    ContainerScopes.depth += 1
    defer { ContainerScopes.depth -= 1 }
    return try Container.$current.withValue(container, operation: body)
  }
}

/// How many flows' containers are current, nested, on the main actor.
@MainActor
enum ContainerScopes {
  static var depth = 0
}
