// What a flow tells its navigator's recorder (`NavigationRecorder`).

extension Flow {
  /// Records `item` when the navigator records: in the current transaction, or as a change
  /// of its own, begun, which the caller ends on the recorder returned.
  func record(_ item: @autoclosure () -> RecordedItem) -> NavigationRecorder? {
    guard let eventHub, eventHub.hasObservers, let recorder = eventHub.recorder else {
      return nil
    }
    if let transaction = Transaction.current {
      transaction.record(item(), to: eventHub)
      return nil
    }
    recorder.begin(.code)
    recorder.record(item(), origin: .code)
    return recorder
  }

  /// Records this flow's start with the state it starts with, as ``record(_:)`` does.
  func recordStart() -> NavigationRecorder? {
    record(
      .started(
        id, flowName, parent: parent?.id, position: parent?.capturedPosition(of: self),
        state: recordableState))
  }
}
