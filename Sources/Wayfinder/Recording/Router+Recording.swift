extension Router {
  /// Gives the recorder of this router's navigator, if it records, `change` as the user's
  /// input of the change it is about to make, confirmed when the user answered a flow that
  /// asked; returns the recorder and the input it had, which it takes back once the change is
  /// made (a change the user reports inside another keeps the outer one's input).
  func noteForRecording(_ change: UserNavigation<Route>, confirmed: Bool)
    -> (recorder: NavigationRecorder, previous: RecordedInput?)?
  {
    guard let flow = host?.hostFlow, let hub = flow.eventHub, hub.hasObservers,
      let recorder = hub.recorder
    else { return nil }
    let recorded = RecordedUserNavigation(change)
    let name = flow.flowName
    let previous = recorder.user
    recorder.user = RecordedInput(flow: flow.id, confirmed: confirmed) {
      () throws(RestorationError) in
      try JSONValue(encoding: recorded, flow: name)
    }
    return (recorder, previous)
  }
}
