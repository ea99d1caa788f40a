import Observation

// NB: push and pop are the calls apps make most, and each has one implementation: the state
// changes in place (no path copy, no diff of two states), the change itself gives the
// renderer's step (`InPlaceDrawing`: one push, one pop, whatever the depth of the stack) and
// the observers' event (the one route pushed or popped). Inside a transaction the router and
// its screens join it first, so that a rollback restores them and the renderer gets the
// transaction's steps at its commit. The general path (`change`) makes only what this does
// not: a call that is refused (it changes nothing), a pop that ends the child flow pushed at
// the top route (its guard is asked), and the changes of a router that no flow owns (which
// previews and tests make) when it has a renderer or a transaction is open. A property
// test checks that both paths build the same tree and tell the same events. These parts are
// inlinable so that they are specialized for the app's route type, without looking up
// generic metadata at run time.

extension Router {
  /// Whether a change may be made in place outside a transaction: none is open, and the flow
  /// can change (or, for a router without a flow, nothing draws it: such a router with a
  /// renderer, which previews and tests make, keeps its screens in the general path).
  @usableFromInline
  var changesInPlace: Bool {
    guard Transaction.current == nil else { return false }
    guard let host else { return renderer == nil }
    return host.changesInPlace
  }

  /// Pushes `route` in place; `nil` when the general path must make the change (or report the
  /// mistake).
  @inlinable
  func pushInPlace(
    _ route: Route, animated: Bool, completion: (@MainActor () -> Void)?
  ) -> NavigationChange? {
    if case .tabs = storage.shape { return nil }
    guard changesInPlace else { return pushInTransaction(route, completion: completion) }
    let index = storage._path.count
    let drawn = startDrawingInPlace()
    let joined = drawn == nil ? takeJoinedDrawing() : nil
    changeStorage { $0._path.append(route) }
    // NB: observers are told once the change is complete (its child flow in place), before it
    // is drawn and its completion runs: a change one of them makes joins this drawing.
    didPushInPlace(route, at: index)
    return drawnInPlace(drawn, joined: joined, animated: animated, completion: completion)
  }

  /// Pops the top route in place when no child flow lives there; `nil` when the general path
  /// must make the change (or report the mistake).
  @inlinable
  func popInPlace(animated: Bool, completion: (@MainActor () -> Void)?) -> NavigationChange? {
    let index = storage._path.count - 1
    guard let route = storage._path.last, canPopInPlace(route, at: index) else { return nil }
    guard changesInPlace else { return popInTransaction(route, completion: completion) }
    let drawn = startDrawingInPlace()
    let joined = drawn == nil ? takeJoinedDrawing() : nil
    changeStorage {
      $0._path.removeLast()
      $0._forgetPathTransition(at: index)
    }
    didPopInPlace(route, at: index)
    return drawnInPlace(drawn, joined: joined, animated: animated, completion: completion)
  }

  /// Pushes `route` in place inside the open transaction, which the router and its screens
  /// join first; `nil` when none is open, an earlier change of it was refused, or the flow
  /// cannot change (not started, or ended).
  @usableFromInline
  func pushInTransaction(_ route: Route, completion: (@MainActor () -> Void)?)
    -> NavigationChange?
  {
    guard let transaction = joinableTransaction() else { return nil }
    let index = storage._path.count
    enlist(in: transaction)
    changeStorage { $0._path.append(route) }
    didPushInPlace(route, at: index)
    transaction.onRendered(completion)
    return NavigationChange(transaction: transaction)
  }

  /// Pops `route`, the top route, in place inside the open transaction; `nil` as for a push.
  @usableFromInline
  func popInTransaction(_ route: Route, completion: (@MainActor () -> Void)?)
    -> NavigationChange?
  {
    guard let transaction = joinableTransaction() else { return nil }
    let index = storage._path.count - 1
    enlist(in: transaction)
    changeStorage {
      $0._path.removeLast()
      $0._forgetPathTransition(at: index)
    }
    didPopInPlace(route, at: index)
    transaction.onRendered(completion)
    return NavigationChange(transaction: transaction)
  }

  /// The open transaction, when a change may join it in place.
  private func joinableTransaction() -> Transaction? {
    guard let transaction = Transaction.current, transaction.refusal == nil,
      let host, host.changesInPlace
    else { return nil }
    return transaction
  }

  /// Hands a change made in place to the renderer when it started a drawing (`drawn`), or
  /// waits for the drawing it joined, that of the container `joined` heads; what the call
  /// returns. With nothing to draw it, `completion` runs at once.
  @inlinable
  func drawnInPlace(
    _ drawn: (container: Flow, queue: RenderQueue)?, joined: Flow?, animated: Bool,
    completion: (@MainActor () -> Void)?
  ) -> NavigationChange {
    // NB: not `drawn.map { … }`: a closure made on the main actor has its isolation checked
    // at run time when a function that is not isolated calls it.
    guard let drawn else {
      if let joined { return waitForDrawing(of: joined, completion) }
      guard Signposting._pendingEnd != nil else {
        completion?()
        return .applied
      }
      // NB: drawn by nothing, the change's interval ends now: its end is taken first, so that
      // a change the completion makes marks its own.
      let end = Signposting.takePendingEnd()
      completion?()
      end?()
      return .applied
    }
    return drawInPlace(drawn.container, to: drawn.queue, animated: animated, completion: completion)
  }

  /// The container whose drawing the change being made joined, which is forgotten here (a
  /// router must not keep its container alive).
  @inlinable
  func takeJoinedDrawing() -> Flow? {
    guard let container = joinedDrawing else { return nil }
    joinedDrawing = nil
    return container
  }

  /// What a change that joined the drawing of `container` returns: a change that waits for
  /// it, as `completion` does.
  @usableFromInline
  func waitForDrawing(of container: Flow, _ completion: (@MainActor () -> Void)?)
    -> NavigationChange
  {
    let completion = Signposting.takingPendingEnd(after: completion)
    let waiter = Transaction.renderWaiter()
    if let completion { container.screensWaiting.append(completion) }
    container.screensWaiting.append(waiter.didRender)
    return NavigationChange(transaction: waiter)
  }

  /// Starts recording the container's screens when a renderer draws them, and returns the
  /// flow that heads the container with the queue to its renderer; `nil` when no renderer
  /// draws them, or when the change joins a drawing under way (``joinedDrawing`` says which).
  @usableFromInline
  func startDrawingInPlace() -> (container: Flow, queue: RenderQueue)? {
    guard let flow = host?.hostFlow else { return nil }
    let container = flow.stackContainer
    guard let queue = container.screenQueue else { return nil }
    if container.screensRecord != nil || container.inPlaceDrawing != nil {
      // NB: a change made while another is drawn in place (by the app's code that the
      // other runs, such as `makeChild(for:)`) joins that drawing's record.
      _ = container.joinedScreensRecord()
      joinedDrawing = container
      return nil
    }
    guard let kept = container.keptOrBuiltScreens else { return nil }
    if container === flow {
      container.inPlaceDrawing = .started
    } else {
      container.screensRecord = ScreensRecord(kept.screens)
    }
    return (container, queue)
  }

  /// Hands the recorded change of `container`'s screens to its renderer through `queue`; the
  /// change returned waits until it is on screen, and so does `completion`.
  @usableFromInline
  func drawInPlace(
    _ container: Flow, to queue: RenderQueue, animated: Bool,
    completion: (@MainActor () -> Void)?
  ) -> NavigationChange {
    // NB: a change whose interval is marked hands its end over with its completion; the
    // others pay this check alone.
    if Signposting._pendingEnd != nil {
      return drawInPlace(
        container, to: queue, animated: animated,
        completion: Signposting.takingPendingEnd(after: completion))
    }
    let drawing = container.inPlaceDrawing
    let record = container.screensRecord
    let waiting = container.screensWaiting
    container.inPlaceDrawing = nil
    container.screensRecord = nil
    defer { if drawing == .popped { container.poppedInPlace = nil } }
    if !waiting.isEmpty { container.screensWaiting.removeAll() }
    guard let kept = container.keptOrBuiltScreens else {
      for completion in waiting { completion() }
      completion?()
      return .applied
    }
    var done: (@MainActor () -> Void)?
    if !waiting.isEmpty {
      // NB: the changes that joined this one were made inside it: theirs first, as the
      // general path runs them.
      done = {
        for completion in waiting { completion() }
        completion?()
      }
    } else if completion != nil {
      done = completion
    }
    if let record {
      let current = kept.screens
      queue.submit(
        record.steps(to: current), from: record.original(now: current), animated: animated,
        done: done)
    } else {
      // NB: the steps go in the container's own list, taken for the drawing and given back
      // empty: its storage is used again at the next change unless the renderer kept the
      // steps. A change made while this one is handed over (by a completion the renderer
      // runs before it returns) finds no list and makes its own. One step at most, so
      // `removeLast` empties it (`removeAll(keepingCapacity:)` costs several times more).
      var steps: [NavigationStep<ScreenRoute>] = []
      swap(&steps, &container.inPlaceSteps)
      drawing?.steps(on: kept, into: &steps)
      queue.submit(
        steps,
        from: drawing.map { container.inPlaceRecord($0, screens: kept.screens) }?
          .original(now: kept.screens) ?? kept.screens,
        animated: animated, done: done)
      if !steps.isEmpty { steps.removeLast() }
      container.inPlaceSteps = steps
    }
    // NB: a waiter is made only for a change still being drawn.
    guard queue.isRendering else { return .applied }
    let waiter = Transaction.renderWaiter()
    queue.onDrawn(waiter.didRender)
    return NavigationChange(transaction: waiter)
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
