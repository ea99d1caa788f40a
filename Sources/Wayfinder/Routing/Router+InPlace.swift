import Observation

// NB: push and pop are the calls apps make most. When no transaction is open, nothing can
// undo them, so they change the state in place: no path copy, no transaction. This is the one
// part of a router's changes kept apart from the general path, for speed (a transaction copies
// the flow's state and enlists what it changes); a property test checks that both build the
// same tree and tell observers the same events. A renderer still draws them: the change itself
// gives its steps (`InPlaceDrawing`: one push, one pop), whatever the depth of the stack, and
// the event names the one route pushed or popped. These parts are inlinable so that they are
// specialized for the app's route type, without looking up generic metadata at run time.

extension Router {
  /// Whether a change may skip the transaction: no transaction is open, and nothing could undo
  /// the change.
  @usableFromInline
  var changesInPlace: Bool {
    guard Transaction.current == nil else { return false }
    guard let host else { return renderer == nil }
    return host.changesInPlace
  }

  /// Pushes `route` in place when nothing needs a transaction; `false` when the general path
  /// must make the change.
  @inlinable
  func pushInPlace(_ route: Route, animated: Bool) -> NavigationChange? {
    guard changesInPlace, storage.tabs.isEmpty else { return nil }
    let index = storage._path.count
    let drawn = startDrawingInPlace()
    changeStorage { $0._path.append(route) }
    didPushInPlace(route, at: index)
    // NB: not `drawn.map { … }`: a closure made on the main actor has its isolation checked
    // at run time when a function that is not isolated calls it.
    guard let drawn else { return .applied }
    return drawInPlace(drawn.container, to: drawn.queue, animated: animated)
  }

  /// Pops the top route in place when nothing needs a transaction and no child flow lives
  /// there; `false` when the general path must make the change (or report the mistake).
  @inlinable
  func popInPlace(animated: Bool) -> NavigationChange? {
    let index = storage._path.count - 1
    guard let route = storage._path.last, changesInPlace, canPopInPlace(route, at: index) else {
      return nil
    }
    let drawn = startDrawingInPlace()
    changeStorage { $0._path.removeLast() }
    didPopInPlace(route, at: index)
    guard let drawn else { return .applied }
    return drawInPlace(drawn.container, to: drawn.queue, animated: animated)
  }

  /// Starts recording the container's screens when a renderer draws them, and returns the
  /// flow that heads the container with the queue to its renderer; `nil` when no renderer
  /// draws them, or when the change joins one being drawn.
  @usableFromInline
  func startDrawingInPlace() -> (container: Flow, queue: RenderQueue)? {
    guard let flow = host?.hostFlow else { return nil }
    let container = flow.stackContainer
    guard let queue = container.screenQueue else { return nil }
    if container.screensRecord != nil || container.inPlaceDrawing != nil {
      // NB: a change made while another is drawn in place (by a child flow it started, or a
      // completion) joins that drawing's record.
      _ = container.joinedScreensRecord()
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
  /// change returned waits until it is on screen.
  @usableFromInline
  func drawInPlace(_ container: Flow, to queue: RenderQueue, animated: Bool) -> NavigationChange {
    let drawing = container.inPlaceDrawing
    let record = container.screensRecord
    let waiting = container.screensWaiting
    container.inPlaceDrawing = nil
    container.screensRecord = nil
    defer { if drawing == .popped { container.poppedInPlace = nil } }
    if !waiting.isEmpty { container.screensWaiting.removeAll() }
    guard let kept = container.keptOrBuiltScreens else {
      for completion in waiting { completion() }
      return .applied
    }
    var done: (@MainActor () -> Void)?
    if !waiting.isEmpty {
      done = { for completion in waiting { completion() } }
    }
    if let record {
      let current = kept.screens
      queue.submit(
        record.steps(to: current), from: record.original(now: current), animated: animated,
        done: done)
    } else {
      queue.submit(
        drawing?.steps(on: kept) ?? [],
        from: drawing.map { container.inPlaceRecord($0, screens: kept.screens) }?
          .original(now: kept.screens) ?? kept.screens,
        animated: animated, done: done)
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
