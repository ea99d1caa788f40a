import Observation
import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI

/// Pushes and pops made outside a transaction skip it; they must do exactly what the general
/// path does, and tell observers the same events.
@MainActor
@Suite("Changes made in place")
struct InPlaceChangeTests {
  /// Applies `code` to a chats flow: pushes of plain routes and of composer child flows, pops,
  /// and finishing the top composer.
  private func perform(_ code: Int, on flow: ChatsFlow) {
    switch code {
    case 0, 1: flow.router.push(.thread(id: code))
    case 2: flow.router.push(.composer(id: flow.router.state.path.count))
    case 3, 4: if flow.router.state.canPop { flow.router.pop() }
    case 5:
      if let composer = flow.router.state.path.last.flatMap({ flow.child(at: $0) }) as? ComposerFlow
      {
        if composer.router.state.canPop {
          composer.router.pop()
        } else {
          composer.finish(with: code)
        }
      }
    default:
      (flow.router.state.path.last.flatMap { flow.child(at: $0) } as? ComposerFlow)?.router.push(
        .thread(id: code))
    }
  }

  /// Runs `codes` on two navigators, one outside any transaction and one inside one per
  /// change, and checks after each that their trees agree, and, when `observed`, that their
  /// observers heard the same events.
  private func compare(_ codes: [Int], observed: Bool) {
    let plain = Navigator(root: ChatsFlow())
    let transacted = Navigator(root: ChatsFlow())
    let heard = Lock(([String](), [String]()))
    // NB: flow ids differ between the two trees; the flow's name, the kind and the origin
    // must not.
    let observations =
      observed
      ? [
        plain.observe { event in
          heard.withLock { $0.0.append("\(event.flowName) \(event.kind) \(event.origin)") }
        },
        transacted.observe { event in
          heard.withLock { $0.1.append("\(event.flowName) \(event.kind) \(event.origin)") }
        },
      ] : []
    plain.start()
    transacted.start()
    guard let plainFlow = plain.root as? ChatsFlow,
      let transactedFlow = transacted.root as? ChatsFlow
    else {
      Issue.record("the roots are chats flows")
      return
    }
    for code in codes {
      perform(code, on: plainFlow)
      // NB: an open transaction sends every change down the general path.
      transacted.transaction { perform(code, on: transactedFlow) }
      #expect(plain.tree.text == transacted.tree.text, "after \(code) of \(codes)")
      #expect(plainFlow.checkKeptScreens(), "after \(code) of \(codes)")
      #expect(transactedFlow.checkKeptScreens(), "after \(code) of \(codes)")
      let (plainEvents, transactedEvents) = heard.withLock { $0 }
      #expect(plainEvents == transactedEvents, "after \(code) of \(codes)")
    }
    #expect(heard.withLock { $0.0 }.isEmpty != observed)
    for observation in observations { observation.cancel() }
  }

  @Test func inPlaceAndTransactedChangesAgree() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...6).array(of: 1...30)) { codes in
      compare(codes, observed: false)
    }
  }

  @Test func observersHearTheSameEventsOnBothPaths() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...6).array(of: 1...30)) { codes in
      compare(codes, observed: true)
    }
  }

  @Test func aPushAndPopInPlaceStillNotifyObservation() {
    let flow = ChatsFlow()
    flow.start()
    let changes = Lock(0)
    withObservationTracking {
      _ = flow.router.state
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    flow.router.push(.thread(id: 1))
    #expect(changes.withLock { $0 } == 1)
    withObservationTracking {
      _ = flow.router.state
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    flow.router.pop()
    #expect(changes.withLock { $0 } == 2)
  }
}
