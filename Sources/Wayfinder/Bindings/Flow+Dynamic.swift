extension Flow {
  /// Calls `handler` on the main actor with every later value of `dynamic`, until this flow
  /// ends.
  ///
  /// ```swift
  /// bind(model.isLoggedIn) { [weak self] loggedIn in
  ///   if loggedIn { self?.finish(with: ()) }
  /// }
  /// ```
  ///
  /// The flow keeps the observation and ends it when the flow ends, so there is no token to
  /// store; a handler that captures the flow strongly is released then too.
  public func bind<Value>(
    _ dynamic: Dynamic<Value>, _ handler: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    guard !status.hasEnded else { return }
    keepUntilEnd(dynamic.bindOnMainActor(handler))
  }
}
