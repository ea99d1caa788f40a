extension Router {
  /// Gives the recorder of this router's navigator, if it records, `change` as the user's
  /// input of the change it is about to make; returns the recorder, which forgets it once
  /// the change is made.
  func noteForRecording(_ change: UserNavigation<Route>) -> NavigationRecorder? {
    guard let flow = host?.hostFlow, let hub = flow.eventHub, hub.hasObservers,
      let recorder = hub.recorder
    else { return nil }
    let recorded = RecordedUserNavigation(change)
    let name = flow.flowName
    recorder.user = RecordedInput(flow: flow.id) { () throws(RestorationError) in
      try JSONValue(encoding: recorded, flow: name)
    }
    return recorder
  }
}
