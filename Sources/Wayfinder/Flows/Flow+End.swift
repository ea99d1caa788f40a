extension Flow {
  /// How a flow ends.
  enum Ending {
    /// With the result its coordinator stored.
    case finished
    /// Without one.
    case cancelled(CancellationReason)
  }

  /// Ends this flow and its whole subtree, children first, without recursion.
  ///
  /// Descendants end with ``CancellationReason/stopped``. `silently` ends flows that a rolled
  /// back transaction created, which nobody has heard of, without events.
  func end(_ ending: Ending, silently: Bool = false) {
    guard !status.hasEnded else { return }
    // NB: the end and what its result makes the app do are one change of the recording.
    let recorder =
      silently || Transaction.current != nil || !isObserved ? nil : eventHub?.recorder
    recorder?.begin(Transaction.committing ?? .code)
    defer { recorder?.end() }
    var preorder: [Flow] = []
    var pending: [Flow] = [self]
    while let flow = pending.popLast() {
      preorder.append(flow)
      pending.append(contentsOf: flow.children)
    }
    for flow in preorder.reversed() where !flow.status.hasEnded {
      let own = flow === self ? ending : .cancelled(.stopped)
      if !silently {
        switch own {
        case .finished: flow.publish(.flowFinished(result: flow.resultDescription))
        case .cancelled(let reason): flow.publish(.flowCancelled(reason))
        }
      }
      switch own {
      case .finished: flow.status = .finished
      case .cancelled(let reason): flow.status = .cancelled(reason)
      }
      flow.tearDown()
      if flow !== self { flow.parent = nil }
      flow.withContainerCurrent { flow.didEnd() }
      flow.deliver(own)
    }
    parent?.forget(self)
    parent = nil
  }
}
