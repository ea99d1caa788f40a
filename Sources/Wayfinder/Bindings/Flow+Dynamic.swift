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
        if let self, !self.status.hasEnded { self.withContainerCurrent { handler(value) } }
      }, fire: false)
  }

  /// Runs `handler` with every later value of `dynamic` as a task of this flow, until the flow
  /// ends: for values whose handling waits, such as running a child flow for its result.
  ///
  /// ```swift
  /// bind(model.needsLogin) { [weak self] needsLogin in
  ///   guard let self, needsLogin else { return }
  ///   _ = try? await run(LoginFlow(), presenting: .login, style: .fullScreenCover)
  /// }
  /// ```
  ///
  /// Each value starts its own task on the main actor, at once; the flow cancels the tasks
  /// still running when it ends. A handler that does not `await` anything is called directly
  /// instead.
  public func bind<Value>(
    _ dynamic: Dynamic<Value>, _ handler: @escaping @MainActor (Value) async -> Void
  ) {
    bind(dynamic) { [weak self] (value: Value) in
      self?.startTask { await handler(value) }
    }
  }
}
