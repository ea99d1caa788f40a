import Foundation
@_spi(Rendering) import NavigationFixtures
import Observation
@_spi(Rendering) import Wayfinder

/// What is measured: the navigation core beside the plain code it is compared with.
enum Scenario: String, CaseIterable {
  /// A push and a pop on a coordinator's router, its stack 10 routes deep.
  case pushPop10 = "push-pop-10"
  /// The same on a stack 1,000 routes deep.
  case pushPop1000 = "push-pop-1000"
  /// Appending to and removing from an array in an `@Observable` class: the floor.
  case observableArray = "observable-array"
  /// Opening a 1,000-route deep link into a tab's flow, alternating two links.
  case deepLink = "deep-link-1000"
  /// A push and a pop on a flow whose container has a renderer that shows each change at
  /// once (a flow on screen in UIKit), its stack 10 routes deep.
  case renderedPushPop10 = "rendered-push-pop-10"
  /// The same on a stack 1,000 routes deep.
  case renderedPushPop1000 = "rendered-push-pop-1000"
  /// A push and a pop on a flow a view observes (SwiftUI): after each change, a view body reads
  /// the container's screens inside `withObservationTracking`; the stack is 10 routes deep.
  case observedPushPop10 = "observed-push-pop-10"
  /// The same on a stack 1,000 routes deep.
  case observedPushPop1000 = "observed-push-pop-1000"
  /// The floor of the observed cases: the same body over an `@Observable` array.
  case observedArray = "observed-array"
  /// A push and a pop on a flow that a renderer draws, in a navigator that an observer
  /// listens to (an app that logs its navigation for analytics), its stack 10 routes deep.
  case analyticsPushPop10 = "analytics-push-pop-10"
  /// The same on a stack 1,000 routes deep.
  case analyticsPushPop1000 = "analytics-push-pop-1000"
  /// A push and a pop on a flow that a renderer draws, in a navigator that marks each change
  /// as an interval (`NavigationSignposts`, a debug build's default on Apple platforms; here
  /// a sink that counts), its stack 10 routes deep.
  case signpostedPushPop10 = "signposted-push-pop-10"
  /// The same on a stack 1,000 routes deep.
  case signpostedPushPop1000 = "signposted-push-pop-1000"
  /// A push and a pop on a flow that a renderer draws, in a navigator that records its
  /// navigation (`NavigationRecorder`, a debug build's default), its stack 10 routes deep.
  case recordedPushPop10 = "recorded-push-pop-10"
  /// The same on a stack 1,000 routes deep.
  case recordedPushPop1000 = "recorded-push-pop-1000"
  /// The deep link, into a tab whose flow has a renderer attached.
  case renderedDeepLink = "rendered-deep-link-1000"
  /// The typed loop the deep link is compared with: the same link's steps, typed back by hand
  /// and applied to an `@Observable` model (the tab selected, the 1,000 routes its path).
  case typedLoop = "typed-loop-1000"
  /// An app launched: its navigator made and started, nothing restored.
  case launch = "launch"
  /// The same app launched and its saved navigation restored: three tabs of ten routes (the
  /// third a split flow) and a compose sheet with a stack of its own.
  case launchRestoring = "launch-restoring"
  /// The same with a hundred routes in each tab, to show restoring is O(routes).
  case launchRestoring100 = "launch-restoring-100"
  /// The JSON of the ten-route snapshot parsed (`JSONSerialization`): the floor of restoring.
  case parseSnapshot = "parse-snapshot"
  /// The JSON of the hundred-route snapshot parsed.
  case parseSnapshot100 = "parse-snapshot-100"
  /// A screen pushed and kept, onto a stack a renderer draws: the memory each pushed screen
  /// holds (memcheck's bytes in use, `n` and `2n` screens).
  case holdPushed = "hold-pushed"
  /// A screen pushed and kept whose route shows a flow of its own (a pushed child flow).
  case holdPushedFlow = "hold-pushed-flow"
  /// A child flow presented over the one presented last, and kept: a presented flow's memory.
  case holdPresentedFlow = "hold-presented-flow"
  /// A tab flow of two stack flows made, started and kept.
  case holdTabFlow = "hold-tab-flow"
  /// A window's navigation made and kept: the app's navigator, its tab flow (two stacks and a
  /// split flow) started and its renderer attached.
  case holdWindow = "hold-window"
  /// A push and a pop on a stack a renderer draws: nothing is kept (memcheck's bytes in use
  /// after `n` and after `2n` cycles are the same).
  case cyclePushPop = "cycle-push-pop"
  /// A child flow presented and dismissed over a flow a renderer draws: nothing is kept.
  case cyclePresentDismiss = "cycle-present-dismiss"

  /// Builds the fixture and returns one iteration of the scenario.
  @MainActor
  func prepare() -> @MainActor (Int) -> Void {
    switch self {
    case .pushPop10: return pushPop(on: stack(depth: 10))
    case .pushPop1000: return pushPop(on: stack(depth: 1_000))
    case .observableArray:
      let model = ObservableStack(depth: 10)
      return { _ in
        model.path.append(.item(-1))
        model.path.removeLast()
      }
    case .deepLink:
      let navigator = Navigator(root: TabsFlow())
      navigator.start()
      let links = [link(count: 1_000, offset: 0), link(count: 1_000, offset: 1_000)]
      return { iteration in _ = try? navigator.open(links[iteration % 2]) }
    case .renderedPushPop10: return pushPop(on: rendered(stack(depth: 10)))
    case .renderedPushPop1000: return pushPop(on: rendered(stack(depth: 1_000)))
    case .analyticsPushPop10: return analyticsPushPop(depth: 10)
    case .analyticsPushPop1000: return analyticsPushPop(depth: 1_000)
    case .signpostedPushPop10: return signpostedPushPop(depth: 10)
    case .signpostedPushPop1000: return signpostedPushPop(depth: 1_000)
    case .recordedPushPop10: return recordedPushPop(depth: 10)
    case .recordedPushPop1000: return recordedPushPop(depth: 1_000)
    case .observedPushPop10: return observedPushPop(on: stack(depth: 10))
    case .observedPushPop1000: return observedPushPop(on: stack(depth: 1_000))
    case .observedArray:
      let model = ObservableStack(depth: 10)
      let view = ObservingBody { model.path.last }
      view.run()
      return { _ in
        model.path.append(.item(-1))
        view.runIfChanged()
        model.path.removeLast()
        view.runIfChanged()
      }
    case .renderedDeepLink:
      let tabs = TabsFlow()
      let navigator = Navigator(root: tabs)
      navigator.start()
      for tab in [Tab.first, .second] {
        if let flow = tabs.child(at: tab) as? StackFlow { _ = rendered(flow) }
      }
      let links = [link(count: 1_000, offset: 0), link(count: 1_000, offset: 1_000)]
      return { iteration in _ = try? navigator.open(links[iteration % 2]) }
    case .typedLoop:
      let model = ObservableTabs()
      let links = [link(count: 1_000, offset: 0), link(count: 1_000, offset: 1_000)]
      return { iteration in model.open(links[iteration % 2]) }
    case .launch: return launch(restoring: nil)
    case .launchRestoring: return launch(restoring: appSnapshot(routes: 10))
    case .launchRestoring100: return launch(restoring: appSnapshot(routes: 100))
    case .parseSnapshot: return parse(appSnapshot(routes: 10))
    case .parseSnapshot100: return parse(appSnapshot(routes: 100))
    case .holdPushed:
      let flow = rendered(stack(depth: 0))
      return { iteration in flow.router.push(.item(iteration), animated: false) }
    case .holdPushedFlow:
      let flow = PushingFlow()
      flow.start()
      _ = rendered(flow)
      return { iteration in flow.router.push(.item(iteration), animated: false) }
    case .holdPresentedFlow:
      let root = PresentingFlow()
      root.start()
      _ = rendered(root)
      var top = root
      // NB: the root is captured, so that it keeps the chain of flows it presents.
      return { [root] iteration in
        _ = root
        top.router.present(.item(iteration), animated: false)
        if let next = top.child(at: .item(iteration)) as? PresentingFlow { top = next }
      }
    case .holdTabFlow:
      var kept: [TabsFlow] = []
      return { _ in
        let tabs = TabsFlow()
        tabs.start()
        kept.append(tabs)
      }
    case .holdWindow:
      var kept: [Navigator] = []
      return { _ in
        let app = AppTabsFlow()
        let navigator = Navigator(root: app)
        navigator.start()
        _ = rendered(app)
        kept.append(navigator)
      }
    case .cyclePushPop: return pushPop(on: rendered(stack(depth: 10)))
    case .cyclePresentDismiss:
      let root = PresentingFlow()
      root.start()
      _ = rendered(root)
      return { _ in
        root.router.present(.item(0), animated: false)
        root.router.dismiss(animated: false)
      }
    }
  }

  /// The app's launch: a navigator made for its root flow and started, `data` restored, and
  /// the first renderer attached (the tab flow's, which reads the screens it starts with).
  @MainActor
  private func launch(restoring data: Data?) -> @MainActor (Int) -> Void {
    { _ in
      let app = AppTabsFlow()
      let navigator = Navigator(root: app)
      navigator.start()
      if let data { _ = try? navigator.restore(from: data) }
      _ = rendered(app)
    }
  }

  /// `data` parsed as JSON.
  private func parse(_ data: Data) -> @MainActor (Int) -> Void {
    { _ in _ = try? JSONSerialization.jsonObject(with: data) }
  }

  @MainActor
  private func pushPop(on flow: StackFlow) -> @MainActor (Int) -> Void {
    { _ in
      flow.router.push(.item(-1), animated: false)
      flow.router.pop(animated: false)
    }
  }

  /// A push and a pop with a renderer attached and a navigator observer counting the events.
  @MainActor
  private func analyticsPushPop(depth: Int) -> @MainActor (Int) -> Void {
    let flow = StackFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    for index in 0..<depth { flow.router.push(.item(index)) }
    _ = rendered(flow)
    let events = EventCount()
    let observation = navigator.observe { _ in events.count += 1 }
    let step = pushPop(on: flow)
    // NB: the navigator and the observation live as long as the measured loop, captured by
    // it. Not through `withExtendedLifetime`, whose closure made Swift check the executor at
    // every iteration (about 220 instructions that no other scenario's loop pays).
    return { [navigator, observation] iteration in
      _ = (navigator, observation)
      step(iteration)
    }
  }

  @MainActor
  private func signpostedPushPop(depth: Int) -> @MainActor (Int) -> Void {
    let flow = StackFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    for index in 0..<depth { flow.router.push(.item(index)) }
    _ = rendered(flow)
    let intervals = EventCount()
    navigator.signposts = NavigationSignposts { _ in
      intervals.count += 1
      return { intervals.count -= 1 }
    }
    let step = pushPop(on: flow)
    // NB: captured by the loop, as in `analyticsPushPop`.
    return { [navigator] iteration in
      _ = navigator
      step(iteration)
    }
  }

  @MainActor
  private func recordedPushPop(depth: Int) -> @MainActor (Int) -> Void {
    let flow = StackFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    for index in 0..<depth { flow.router.push(.item(index)) }
    _ = rendered(flow)
    // NB: a limit of 50, a tenth of the default, so that the 1,000-route run (102 iterations)
    // folds old changes into the start too: each fold copies the states once.
    navigator.recorder = NavigationRecorder(limit: 50)
    let step = pushPop(on: flow)
    // NB: captured by the loop, as in `analyticsPushPop`.
    return { [navigator] iteration in
      _ = navigator
      step(iteration)
    }
  }

  @MainActor
  private func observedPushPop(on flow: StackFlow) -> @MainActor (Int) -> Void {
    let view = ObservingBody { flow.router.screens.path.last }
    view.run()
    return { _ in
      flow.router.push(.item(-1), animated: false)
      view.runIfChanged()
      flow.router.pop(animated: false)
      view.runIfChanged()
    }
  }

  /// `flow` with a renderer that shows each change at once.
  @MainActor
  private func rendered<Route, Flow: Coordinator<Route, Void>>(_ flow: Flow) -> Flow {
    flow.router.renderer = ImmediateRenderer<Route>()
    // A renderer reads the screens it starts with.
    _ = flow.router.screens
    return flow
  }
}

/// A view body: reads what `read` reads inside `withObservationTracking`, and runs again, as
/// SwiftUI does, once a change has invalidated it.
@MainActor
final class ObservingBody<Value> {
  private let read: @MainActor () -> Value
  private var invalidated = false
  /// The value the last run read (kept, so that the read is not optimised away).
  private(set) var value: Value?

  init(_ read: @escaping @MainActor () -> Value) { self.read = read }

  func run() {
    invalidated = false
    value = withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated { self?.invalidated = true }
    }
  }

  func runIfChanged() {
    if invalidated { run() }
  }
}

/// What an analytics observer does with each event, at the least: counts it.
@MainActor
final class EventCount {
  var count = 0
}

/// A stack held by hand in an `@Observable` class.
@Observable
@MainActor
final class ObservableStack {
  var path: [Screen]
  init(depth: Int) { path = (0..<depth).map(Screen.item) }
}

/// Two tabs with a path each, held by hand in an `@Observable` class.
@Observable
@MainActor
final class ObservableTabs {
  var selected = Tab.second
  var firstPath: [Screen] = []

  /// Applies a link's steps, each route typed back by hand: a tab selects it, screens are the
  /// path.
  func open(_ link: [DeepLinkStep]) {
    for step in link {
      if let tab = step.routes.first?.as(Tab.self) {
        selected = tab
        continue
      }
      var path: [Screen] = []
      path.reserveCapacity(step.routes.count)
      for route in step.routes {
        if let screen = route.as(Screen.self) { path.append(screen) }
      }
      firstPath = path
    }
  }
}
