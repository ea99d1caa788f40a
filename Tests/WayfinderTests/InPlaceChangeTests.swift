import Observation
import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI

/// A push or pop is made in place, outside a transaction or inside one; it must do exactly
/// what the general path (`router.update`) does, and tell observers the same events.
@MainActor
@Suite("Changes made in place")
struct InPlaceChangeTests {
  /// How a test makes a push or a pop.
  private enum Way: CaseIterable {
    /// The router's call, outside any transaction.
    case plain
    /// The router's call, inside a navigator's transaction.
    case transacted
    /// `router.update`, whose changes take the general path.
    case general
  }

  /// Applies `code` to a chats flow, `way`: pushes of plain routes and of composer child
  /// flows, pops, and finishing the top composer.
  private func perform(_ code: Int, on flow: ChatsFlow, _ way: Way) {
    switch code {
    case 0, 1: push(.thread(id: code), on: flow.router, way)
    case 2: push(.composer(id: flow.router.state.path.count), on: flow.router, way)
    case 3, 4: if flow.router.state.canPop { pop(flow.router, way) }
    case 5:
      if let composer = flow.router.state.path.last.flatMap({ flow.child(at: $0) }) as? ComposerFlow
      {
        if composer.router.state.canPop {
          pop(composer.router, way)
        } else {
          composer.finish(with: code)
        }
      }
    default:
      if let composer = flow.router.state.path.last.flatMap({ flow.child(at: $0) })
        as? ComposerFlow
      {
        push(.thread(id: code), on: composer.router, way)
      }
    }
  }

  private func push<Route>(_ route: Route, on router: Router<Route>, _ way: Way) {
    if way == .general {
      _ = try? router.update { (state) throws(NavigationError) in try state.push(route) }
    } else {
      router.push(route)
    }
  }

  private func pop<Route>(_ router: Router<Route>, _ way: Way) {
    if way == .general {
      _ = try? router.update { (state) throws(NavigationError) in try state.pop() }
    } else {
      router.pop()
    }
  }

  /// Runs `codes` on one navigator for each way, and checks after each that their trees agree,
  /// and, when `observed`, that their observers heard the same events.
  private func compare(_ codes: [Int], observed: Bool) {
    let navigators = Way.allCases.map { _ in Navigator(root: ChatsFlow()) }
    let heard = Lock(Way.allCases.map { _ in [String]() })
    // NB: flow ids differ between the trees; the flow's name, the kind and the origin must not.
    let observations =
      observed
      ? navigators.indices.map { index in
        navigators[index].observe { event in
          heard.withLock { $0[index].append("\(event.flowName) \(event.kind) \(event.origin)") }
        }
      } : []
    for navigator in navigators { navigator.start() }
    let flows = navigators.compactMap { $0.root as? ChatsFlow }
    guard flows.count == navigators.count else {
      Issue.record("the roots are chats flows")
      return
    }
    for code in codes {
      for (way, (navigator, flow)) in zip(Way.allCases, zip(navigators, flows)) {
        if way == .transacted {
          navigator.transaction { perform(code, on: flow, way) }
        } else {
          perform(code, on: flow, way)
        }
        #expect(flow.checkKeptScreens(), "\(way) after \(code) of \(codes)")
      }
      let trees = navigators.map(\.tree.text)
      #expect(Set(trees).count == 1, "after \(code) of \(codes): \(trees)")
      let events = heard.withLock { $0 }
      #expect(events.dropFirst().allSatisfy { $0 == events[0] }, "after \(code) of \(codes)")
    }
    for observation in observations { observation.cancel() }
  }

  @Test func everyWayOfPushingAndPoppingAgrees() async {
    await checkProperty(count: 300, input: Gen.int(in: 0...6).array(of: 1...30)) { codes in
      compare(codes, observed: false)
    }
  }

  @Test func observersHearTheSameEventsEveryWay() async {
    await checkProperty(count: 200, input: Gen.int(in: 0...6).array(of: 1...30)) { codes in
      compare(codes, observed: true)
    }
  }

  @Test func aParentPushesOntoAChildThatHasNotStartedYet() {
    let main = OpensAThreadAtLaunch()
    let navigator = Navigator(root: main)
    var events: [String] = []
    let observation = navigator.observe { events.append("\($0.flowName) \($0.kind)") }
    navigator.start()
    #expect(main.chats?.router.state.path == [.thread(id: 7)])
    #expect(main.chats?.checkKeptScreens() == true)
    #expect(events.contains("ChatsFlow pushed([thread(id: 7)])"))
    #expect(
      events.firstIndex(of: "ChatsFlow pushed([thread(id: 7)])")
        ?? 0 < events.firstIndex(of: "ChatsFlow flowStarted") ?? 0)
    observation.cancel()
    navigator.stop()
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

/// Tabs whose chats tab opens a thread as the tabs start, before the chats flow has started.
private final class OpensAThreadAtLaunch: Coordinator<MainTab, Void> {
  init() { super.init(state: FlowState(tabs: .chats, .library, .profile)) }

  override func makeChild(for route: MainTab) -> Flow? {
    route == .chats ? ChatsFlow() : nil
  }

  override func didStart() {
    chats?.router.push(.thread(id: 7))
  }

  var chats: ChatsFlow? { child(at: .chats) as? ChatsFlow }
}
