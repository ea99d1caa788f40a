import WayfinderDI

/// A running observation of a ``Navigator``'s events. It ends when you call ``cancel()`` or
/// release the token.
///
/// ```swift
/// let token = navigator.observe { print($0) }
/// token.cancel()  // or let it go
/// ```
public final class ObserverToken: Sendable {
  private let onCancel: Lock<(@Sendable () -> Void)?>

  /// Creates a token that runs `onCancel` once, when cancelled or released.
  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Lock(onCancel)
  }

  /// Stops the observation; calling it again does nothing.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit {
    cancel()
  }
}
