extension Flow {
  /// Calls `handler` with every later value of `dynamic`, until this flow ends.
  ///
  /// ```swift
  /// bind(model.isLoggedIn) { [weak self] loggedIn in
  ///   if loggedIn { self?.finish(with: ()) }
  /// }
  /// ```
  ///
  /// The binding ends when the flow ends, so there is nothing to store.
  public func bind<Value>(
    _ dynamic: Dynamic<Value>, _ handler: @escaping @MainActor (Value) -> Void
  ) {
    guard !status.hasEnded else { return }
    dynamic.add(
      isAlive: { [weak self] in self.map { !$0.status.hasEnded } ?? false },
      call: { [weak self] value in
        if let self, !self.status.hasEnded { handler(value) }
      }, fire: false)
  }
}
