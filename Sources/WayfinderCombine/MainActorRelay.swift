import WayfinderDI

/// Hands values from any thread to a main-actor handler, in the order they arrive.
///
/// One task drains a queue, so values sent from other threads keep their order; the handler is
/// never called concurrently.
final class MainActorRelay<Value: Sendable>: Sendable {
  private let handler: @MainActor @Sendable (Value) -> Void
  private let queue = Lock<(values: [Value], draining: Bool)>(([], false))

  init(_ handler: @escaping @MainActor @Sendable (Value) -> Void) {
    self.handler = handler
  }

  func send(_ value: Value) {
    let startsDrain = queue.withLock { queue in
      queue.values.append(value)
      defer { queue.draining = true }
      return !queue.draining
    }
    guard startsDrain else { return }
    Task { @MainActor in drain() }
  }

  @MainActor private func drain() {
    while true {
      let next = queue.withLock { queue -> [Value] in
        let values = queue.values
        queue.values.removeAll()
        if values.isEmpty { queue.draining = false }
        return values
      }
      if next.isEmpty { return }
      for value in next { handler(value) }
    }
  }
}
