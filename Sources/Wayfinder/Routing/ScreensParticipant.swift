/// A navigation container's screens in a transaction: at the commit, the change from its
/// screens before the transaction goes to its render queue.
///
/// A container headed by a flow records what its kept screens lose as they are patched
/// (``ScreensRecord``), so the steps cost O(changed); a router without a flow keeps its
/// screens from before the transaction.
@MainActor
final class ScreensParticipant: TransactionParticipant {
  private let queue: RenderQueue
  private let container: Flow?
  private let original: FlowState<ScreenRoute>?
  private var drawsLater = false

  /// Joins for `queue`, whose screens are `container`'s, or `screens` without a container.
  init(queue: RenderQueue, container: Flow?, screens: @autoclosure () -> FlowState<ScreenRoute>) {
    self.queue = queue
    self.container = container
    if let container, container.screensRecord != nil || container.inPlaceDrawing != nil {
      // NB: a push made in place started this transaction (a child flow at the pushed route);
      // it draws what both changed once this transaction ends.
      _ = container.joinedScreensRecord()
      drawsLater = true
      original = nil
    } else if let container, let kept = container.keptOrBuiltScreens {
      container.screensRecord = ScreensRecord(kept.screens)
      original = nil
    } else {
      original = screens()
    }
  }

  var id: ObjectIdentifier { ObjectIdentifier(queue) }

  func rollback() {
    if !drawsLater { container?.screensRecord = nil }
  }

  func render(origin: NavigationOrigin, animated: Bool, done: @escaping @MainActor () -> Void) {
    if drawsLater {
      container?.screensWaiting.append(done)
      return
    }
    let record = container?.screensRecord
    container?.screensRecord = nil
    guard let current = queue.currentScreens else { return done() }
    // NB: a change the user made is already on screen; rendering it again would repeat it.
    if origin == .user {
      if queue.isRendering {
        queue.userChanged(from: record?.original(now: current) ?? original ?? current)
      }
      return done()
    }
    let steps =
      record?.steps(to: current)
      ?? original.map { NavigationStep.steps(from: $0, to: current) } ?? []
    queue.submit(
      steps, from: record?.original(now: current) ?? original ?? current, animated: animated,
      done: done)
  }
}
