extension Coordinator {
  /// Presents `child` at `route` and returns its result when it finishes.
  ///
  /// ```swift
  /// let user = try await run(LoginFlow(), presenting: .login, style: .fullScreenCover)
  /// ```
  ///
  /// A child that cannot be shown here (the route already presented on top, a child that has
  /// run before, this flow ended) is a mistake: it is reported as an issue at the caller's
  /// line, as ordinary calls report theirs, and thrown, so that `try? await run(…)` does not
  /// hide it. A guard's refusal (``Flow/shouldLeave()``) is an answer: only thrown. In a task
  /// that was cancelled (its flow ended), it shows nothing and throws
  /// ``NavigationError/Reason/cancelled(_:)``.
  ///
  /// - Throws: ``NavigationError`` for ``NavigationError/Reason/cancelled(_:)`` when the user
  ///   dismissed the child, this flow navigated away from it, or it was stopped (the reason
  ///   tells which), and for what kept it from being shown otherwise.
  public func run<ChildRoute, ChildResult>(
    _ child: Coordinator<ChildRoute, ChildResult>, presenting route: Route,
    style: PresentationStyle = .sheet, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(NavigationError) -> ChildResult {
    try reportingAndThrowing(
      child,
      { () throws(NavigationError) in
        try place(child, presenting: route, style: style, animated: animated)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    return try await Self.result(of: child)
  }

  /// Pushes `child` onto this flow's stack at `route` and returns its result when it finishes.
  ///
  /// The child's screens join this flow's navigation stack: its root is shown where `route`
  /// was pushed, and its own pushes, pops and presentations happen on the same stack. The
  /// user going back past the child's first screen ends it with
  /// ``CancellationReason/dismissedByUser``; ``finish(with:)`` pops exactly its screens.
  ///
  /// ```swift
  /// func checkOut() async {
  ///   do {
  ///     let order = try await run(CheckoutFlow(cart: cart), pushing: .checkout)
  ///     router.push(.receipt(order.id))
  ///   } catch {
  ///     // The user went back, or checkout was stopped.
  ///   }
  /// }
  /// ```
  ///
  /// A child that cannot be shown here is reported as an issue and thrown, as with
  /// ``run(_:presenting:style:animated:fileID:filePath:line:column:)``.
  ///
  /// - Throws: ``NavigationError`` for ``NavigationError/Reason/cancelled(_:)`` when the user
  ///   went back past the child, this flow popped it, or it was stopped, and for
  ///   ``NavigationError/Reason/tabFlowHasNoStack(operation:)`` in a tab flow.
  public func run<ChildRoute, ChildResult>(
    _ child: Coordinator<ChildRoute, ChildResult>, pushing route: Route, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(NavigationError) -> ChildResult {
    try reportingAndThrowing(
      child,
      { () throws(NavigationError) in try place(child, pushing: route, animated: animated) },
      fileID: fileID, filePath: filePath, line: line, column: column)
    return try await Self.result(of: child)
  }

  /// Pushes `child` onto this flow's stack at `route` without waiting for it: read its result
  /// with ``onEnd(_:)``.
  ///
  /// A child that cannot run here (it already runs, or this is a tab flow) changes nothing
  /// and is reported as an issue; the returned change's ``NavigationChange/error`` says why.
  ///
  /// ```swift
  /// let checkout = CheckoutFlow(cart: cart)
  /// checkout.onEnd { [weak self] outcome in
  ///   if case .finished(let order) = outcome { self?.showReceipt(order) }
  /// }
  /// show(checkout, pushing: .checkout)
  /// ```
  @discardableResult
  public func show(
    _ child: Flow, pushing route: Route, animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in try place(child, pushing: route, animated: animated) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Presents `child` at `route` without waiting for it: read its result with ``onEnd(_:)``.
  ///
  /// A child that cannot run here changes nothing and is reported as an issue; the returned
  /// change's ``NavigationChange/error`` says why.
  @discardableResult
  public func show(
    _ child: Flow, presenting route: Route, style: PresentationStyle = .sheet,
    animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    reporting(
      { () throws(NavigationError) in
        try place(child, presenting: route, style: style, animated: animated)
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Shows `child` as this flow's root at `route` and returns its result when it finishes.
  ///
  /// The app flow's pattern: run the login flow as the root, then replace it with the main
  /// flow.
  ///
  /// ```swift
  /// let user = try await run(LoginFlow(), asRoot: .login)
  /// router.setRoot(.main)
  /// ```
  ///
  /// A child that cannot be shown here is reported as an issue and thrown, as with
  /// ``run(_:presenting:style:animated:fileID:filePath:line:column:)``.
  public func run<ChildRoute, ChildResult>(
    _ child: Coordinator<ChildRoute, ChildResult>, asRoot route: Route, hidesBar: Bool = false,
    animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(NavigationError) -> ChildResult {
    try reportingAndThrowing(
      child,
      { () throws(NavigationError) in
        try place(child, at: .root(route)) { () throws(NavigationError) in
          try router.change(animated: animated, completion: nil) {
            (state) throws(NavigationError) in try state.setRoot(route, hidesBar: hidesBar)
          }
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    return try await Self.result(of: child)
  }

  /// Pushes `child` at `route`; when it cannot run here, throws and changes nothing.
  @discardableResult
  func place(_ child: Flow, pushing route: Route, animated: Bool) throws(NavigationError)
    -> NavigationChange
  {
    let slot = Slot.pushed(router.storage.path.count, route)
    return try place(child, at: slot) { () throws(NavigationError) in
      if let change = router.pushInPlace(route, animated: animated, completion: nil) {
        return change
      }
      return try router.pushChange(route, animated: animated, completion: nil)
    }
  }

  /// Presents `child` at `route`; when it cannot run here, throws and changes nothing.
  @discardableResult
  func place(
    _ child: Flow, presenting route: Route, style: PresentationStyle, animated: Bool
  ) throws(NavigationError) -> NavigationChange {
    let slot = Slot.presented(router.storage.presented.count, route)
    return try place(child, at: slot) { () throws(NavigationError) in
      try router.presentChange(route, style: style, animated: animated)
    }
  }

  @discardableResult
  func place(
    _ child: Flow, at slot: Slot<Route>,
    by navigating: () throws(NavigationError) -> NavigationChange
  ) throws(NavigationError) -> NavigationChange {
    if let refusal = Transaction.current?.refusal { throw refusal }
    try checkCanAdopt(child)
    // NB: enlisted first, so that a transaction rolled back later takes the given flow back.
    if let transaction = Transaction.current { enlist(in: transaction) }
    let saved = places
    places.give(child, for: slot)
    let change: NavigationChange
    do {
      change = try navigating()
    } catch {
      places = saved
      throw error
    }
    guard places.isGiven(child, for: slot) else { return change }
    // The state already showed `slot`, so no change attached the child: attach it here.
    places.takeGiven(for: slot)
    Transaction.run { transaction in
      enlist(in: transaction)
      if let occupant = places.show(child, at: slot) {
        children.removeAll { $0 === occupant }
        transaction.end(occupant, .cancelled(.removedByParent))
      }
      adopt(child, pushed: slot.isPushed, in: transaction)
    }
    return change
  }

  private static func result<ChildRoute, ChildResult>(
    of child: Coordinator<ChildRoute, ChildResult>
  ) async throws(NavigationError) -> ChildResult {
    let outcome = await withTaskCancellationHandler {
      await child.waitForOutcome()
    } onCancel: {
      Task { @MainActor in child.cancel(.taskCancelled) }
    }
    do {
      return try outcome.get()
    } catch {
      throw NavigationError(error.reason, flow: child.flowName)
    }
  }
}

extension Flow {
  /// Ends the flow without a result for `reason`, taking its screens away.
  func cancel(_ reason: CancellationReason) {
    guard !status.hasEnded else { return }
    Transaction.run { transaction in
      parent?.release(self, in: transaction)
      transaction.end(self, .cancelled(reason))
    }
  }
}

extension Coordinator {
  /// Runs a throwing call; when it throws, reports the mistake as an issue (a guard's refusal
  /// is an answer, not a mistake) and throws the refusal on.
  ///
  /// A cancelled task (its flow ended while it awaited something else) shows nothing and
  /// reports nothing: it throws the cancellation, as the child's own end would.
  func reportingAndThrowing(
    _ child: Flow, _ call: () throws(NavigationError) -> NavigationChange,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) throws(NavigationError) {
    if Task.isCancelled {
      throw NavigationError(.cancelled(.taskCancelled), flow: child.flowName)
    }
    let change = reporting(call, fileID: fileID, filePath: filePath, line: line, column: column)
    if let error = change.error { throw error }
  }

  /// Runs a throwing call; when it throws, reports the mistake as an issue (a guard's refusal
  /// is an answer, not a mistake) and returns the refusal.
  func reporting(
    _ call: () throws(NavigationError) -> NavigationChange,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> NavigationChange {
    do {
      return try call()
    } catch {
      return NavigationChange(
        reporting: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
