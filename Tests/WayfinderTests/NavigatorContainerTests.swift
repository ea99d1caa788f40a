import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI

protocol Greeter: Sendable {
  var text: String { get }
}

struct LiveGreeter: Greeter {
  var text: String { "live" }
}

struct StubGreeter: Greeter {
  var text: String { "stub" }
}

extension Container {
  static let greeter = Dependency<any Greeter>("greeter") { LiveGreeter() }
}

/// A view model as the documents write one: its service comes from `@Injected`.
@MainActor final class GreetingModel {
  @Injected(Container.greeter) var greeter: any Greeter
}

/// Makes a view model wherever the library calls into a flow, and notes what it got.
final class GreetingFlow: Coordinator<ChatsRoute, Void> {
  var seen: [String: String] = [:]
  let ticks = Dynamic(0)

  init() { super.init(root: .list) }

  override func didStart() {
    seen["didStart"] = GreetingModel().greeter.text
    bind(ticks) { [weak self] _ in self?.seen["bind"] = GreetingModel().greeter.text }
    bind(ticks) { [weak self] (_: Int) async in
      await Task.yield()
      self?.seen["task"] = GreetingModel().greeter.text
    }
  }

  override func makeChild(for route: ChatsRoute) -> Flow? {
    guard case .composer(let id) = route else { return nil }
    seen["makeChild"] = GreetingModel().greeter.text
    let child = ComposerFlow(id: id)
    child.onEnd { [weak self] _ in self?.seen["onEnd"] = GreetingModel().greeter.text }
    return child
  }
}

/// A child flow that overrides the greeter in its own container and, on a tick, runs what its
/// parent gave it.
final class ScopedGreetingFlow: Coordinator<ChatsRoute, Int> {
  let ticks = Dynamic(0)
  var onTick: (() -> Void)?
  init() { super.init(root: .list) }
  override func didStart() {
    container.register(Container.greeter) { _ in StubGreeter() }
    bind(ticks) { [weak self] _ in self?.onTick?() }
  }
}

/// Shows a `ScopedGreetingFlow` first; when it ticks, pushes a second child onto its own
/// stack, noting what a view model made for that child gets.
final class ScopedParentFlow: Coordinator<ChatsRoute, Void> {
  var seenForSecond: String?
  init() { super.init(root: .list) }
  override func makeChild(for route: ChatsRoute) -> Flow? {
    guard case .composer(let id) = route else { return nil }
    if id == 2 {
      seenForSecond = GreetingModel().greeter.text
      return nil
    }
    let child = ScopedGreetingFlow()
    child.onTick = { [weak self] in self?.router.push(.composer(id: 2)) }
    return child
  }
}

@MainActor
@Suite("The navigator's container")
struct NavigatorContainerTests {
  // Defect: an override registered in the container given to `Navigator(root:container:)`
  // never reached `@Injected` in the view models its flows made: they read
  // `Container.current`, which stayed `Container.shared`, and silently got the live service.
  @Test func viewModelsMadeByFlowsResolveFromTheNavigatorsContainer() async throws {
    let container = Container()
    container.register(Container.greeter) { _ in StubGreeter() }
    let flow = GreetingFlow()
    let navigator = Navigator(root: flow, container: container)
    navigator.start()
    flow.router.push(.composer(id: 1))
    flow.ticks.value = 1
    for _ in 0..<100 where flow.seen["task"] == nil { await Task.yield() }
    (flow.child(at: .composer(id: 1)) as? ComposerFlow)?.finish(with: 7)
    #expect(
      flow.seen == [
        "didStart": "stub", "makeChild": "stub", "bind": "stub", "task": "stub",
        "onEnd": "stub",
      ])
    #expect(GreetingModel().greeter.text == "live")  // outside the flows, as before
  }

  @Test func aNavigatorOnTheCurrentContainerChangesNothing() {
    let flow = GreetingFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    #expect(flow.seen["didStart"] == "live")
  }

  // Review: a flow's own container stayed current for another flow's code run inside its
  // scope: the parent's `makeChild(for:)`, run from the child's handler, got the child's
  // flow-scoped override.
  @Test func anotherFlowsCodeDoesNotSeeAFlowsOwnContainer() throws {
    let parent = ScopedParentFlow()
    let navigator = Navigator(root: parent)
    navigator.start()
    parent.router.push(.composer(id: 1))
    let child = try #require(parent.child(at: .composer(id: 1)) as? ScopedGreetingFlow)
    child.ticks.value = 1
    #expect(parent.seenForSecond == "live")
  }

  @Test func startingAgainKeepsTheRootsOwnContainer() {
    let container = Container()
    let flow = GreetingFlow()
    let navigator = Navigator(root: flow, container: container)
    navigator.start()
    flow.container.register(Container.greeter) { _ in StubGreeter() }
    navigator.start()
    flow.ticks.value = 1
    #expect(flow.seen["bind"] == "stub")
  }
}
