// How a flow tells its navigator's observers, and its signposts, of what happens in it.

extension Flow {
  /// Sends an event about this flow to its navigator, through the current transaction; the
  /// event is made only when someone observes it. Its origin is `origin`, or the current
  /// transaction's, or that of the transaction being committed (whose endings are told).
  func publish(
    _ kind: @autoclosure () -> NavigationEvent.Kind,
    origin: @autoclosure () -> NavigationOrigin? = nil
  ) {
    guard let eventHub, eventHub.hasObservers else { return }
    emit(
      NavigationEvent(
        flow: id, flowName: flowName, kind: kind(),
        origin: origin() ?? Transaction.current?.origin ?? Transaction.committing ?? .code),
      to: eventHub)
  }

  /// Tells of a push or pop made in place, as ``publish(_:origin:)`` does, and records it as
  /// `item` when the navigator records; outside a transaction (whose commit marks and records
  /// its own), it begins the change's interval, which the call that made the change ends once
  /// it is on screen (`Signposting`), and its change in the recording.
  func publishInPlace(
    _ kind: @autoclosure () -> NavigationEvent.Kind,
    origin: @autoclosure () -> NavigationOrigin,
    recording item: @autoclosure () -> RecordedItem
  ) {
    guard let eventHub, eventHub.hasObservers else { return }
    let event = NavigationEvent(flow: id, flowName: flowName, kind: kind(), origin: origin())
    // NB: both begun before the observers hear of it, so that what they do falls inside
    // them; the interval left for the call to end once the change they made inside it took
    // their own ends.
    let recorder = eventHub.recorder != nil ? record(item()) : nil
    let end =
      Transaction.current == nil ? eventHub.signposts?.begin(NavigationInterval(event)) : nil
    emit(event, to: eventHub)
    if let end { Signposting.pend(end) }
    recorder?.end()
  }

  private func emit(_ event: NavigationEvent, to eventHub: EventHub) {
    if let transaction = Transaction.current {
      transaction.emit(event, to: eventHub)
    } else {
      eventHub.publish(event)
    }
  }
}
