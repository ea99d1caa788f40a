import Foundation

/// What ``Navigator/open(_:)-(String)`` did with a link.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum DeepLinkOutcome: Equatable, Sendable {
  /// The link's screens are shown.
  case opened
  /// No active flow can take the link yet (a cold launch, a logged-out user), or the
  /// condition its pattern requires does not hold; it is held and opens when it can.
  case held
}

/// A link held until a flow can take it and its condition holds.
struct PendingLink {
  let link: String
  let intents: [DeepLinkStep]
  let condition: DeepLinkCondition?
}

extension Navigator {
  /// Opens a deep link: parses it with ``deepLinks`` and shows its screens as one transaction.
  ///
  /// A link that no active flow can take yet, or whose pattern requires a
  /// ``DeepLinkCondition`` that does not hold, is held, replacing any link held before, and
  /// opens when it can: when a flow starts, or at ``resumePendingDeepLink()``.
  ///
  /// - Throws: ``DeepLinkError`` for a malformed URL, another scheme or host, an unknown path,
  ///   a bad parameter or a step a router refused; nothing changes then.
  @discardableResult
  public func open(_ link: String) throws(DeepLinkError) -> DeepLinkOutcome {
    guard let deepLinks else { throw .noLinks }
    let (intents, condition) = try deepLinks.match(link)
    let pending = PendingLink(link: link, intents: intents, condition: condition)
    if let condition, !condition.isMet() {
      pendingLink = pending
      return .held
    }
    return try open(pending)
  }

  /// Opens a deep link given as a `URL`.
  @discardableResult
  public func open(_ url: URL) throws(DeepLinkError) -> DeepLinkOutcome {
    try open(url.absoluteString)
  }

  /// Shows the screens of `steps` as one transaction, or holds them until a flow can.
  @discardableResult
  public func open(_ steps: [DeepLinkStep], link: String = "")
    throws(DeepLinkError) -> DeepLinkOutcome
  {
    try open(PendingLink(link: link, intents: steps, condition: nil))
  }

  private func open(_ link: PendingLink) throws(DeepLinkError) -> DeepLinkOutcome {
    if try apply(link.intents, link: link.link) {
      pendingLink = nil
      return .opened
    }
    pendingLink = link
    return .held
  }

  /// Keeps `error` as ``lastDeepLinkError``: for an adapter that opened a link the platform gave
  /// it, with no caller to tell that it failed.
  @_spi(Rendering) public func recordDeepLinkFailure(_ error: DeepLinkError) {
    lastDeepLinkError = error
  }

  /// The link held until a flow can take it.
  public var pendingDeepLink: String? { pendingLink?.link }

  /// Forgets the held link.
  public func discardPendingDeepLink() { pendingLink = nil }

  /// Opens the held link if it can open now: its condition holds and a flow takes it. Call it
  /// when what a ``DeepLinkCondition`` reads changed without a flow starting (flows starting
  /// ask by themselves). A link that still cannot open stays held; one that fails is dropped,
  /// and ``lastDeepLinkError`` says why.
  public func resumePendingDeepLink() {
    guard let pending = pendingLink else { return }
    if let condition = pending.condition, !condition.isMet() { return }
    do throws(DeepLinkError) {
      if try apply(pending.intents, link: pending.link) {
        pendingLink = nil
        lastDeepLinkError = nil
      }
    } catch {
      pendingLink = nil
      lastDeepLinkError = error
    }
  }

  /// Applies `intents`, the steps of `link`; `false` when no active flow takes the first one.
  private func apply(_ intents: [DeepLinkStep], link: String) throws(DeepLinkError) -> Bool {
    guard let first = intents.first else { return true }
    guard var current = root.activeFlow(accepting: first) else {
      // NB: a flow that takes the link but is not shown (its tab is not selected) starts no
      // flow when it is shown, so a held link would wait for something unrelated.
      if let hidden = root.activeFlow(accepting: first, hiddenToo: true) {
        throw .flowNotShown(
          route: first.routes.first?.description ?? "", routeType: first.routeTypeName,
          flow: hidden.flowName)
      }
      return false
    }
    // NB: the change the link makes carries it in the recording.
    let recorder = hub.recorder
    recorder?.link = link.isEmpty ? nil : link
    defer { recorder?.link = nil }
    try Transaction.run(origin: .deepLink) { _ throws(DeepLinkError) in
      for (index, intent) in intents.enumerated() {
        if index > 0 {
          guard let next = current.activeFlow(accepting: intent) else {
            throw .noFlow(
              route: intent.routes.first?.description ?? "", routeType: intent.routeTypeName)
          }
          current = next
        }
        do throws(NavigationError) {
          try current.bringToFront()
          try current.apply(intent)
        } catch {
          throw .navigation(error)
        }
      }
    }
    return true
  }
}

extension Flow {
  /// The nearest active flow at or below this one that takes `intent`: among the shown ones,
  /// or with `hiddenToo` among every one (a tab's flow while another tab is selected).
  func activeFlow(accepting intent: DeepLinkStep, hiddenToo: Bool = false) -> Flow? {
    var queue: [Flow] = [self]
    var next = 0
    while next < queue.count {
      let flow = queue[next]
      next += 1
      if flow.status == .active, flow.accepts(intent) { return flow }
      queue.append(contentsOf: hiddenToo ? flow.children : flow.shownChildren)
    }
    return nil
  }
}
