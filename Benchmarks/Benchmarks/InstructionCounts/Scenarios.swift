import NavigationFixtures
import Observation
import Wayfinder

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
  /// The typed loop the deep link is compared with: selecting the tab and pushing the 1,000
  /// typed routes one by one onto a `FlowState` held by an `@Observable` model.
  case typedLoop = "typed-loop-1000"

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
    case .typedLoop:
      let model = ObservableTabs()
      return { iteration in model.open(count: 1_000, offset: (iteration % 2) * 1_000) }
    }
  }

  @MainActor
  private func pushPop(on flow: StackFlow) -> @MainActor (Int) -> Void {
    { _ in
      flow.router.push(.item(-1), animated: false)
      flow.router.pop(animated: false)
    }
  }
}

/// A stack held by hand in an `@Observable` class.
@Observable
@MainActor
final class ObservableStack {
  var path: [Screen]
  init(depth: Int) { path = (0..<depth).map(Screen.item) }
}

/// Two tabs with a stack each, held by hand in an `@Observable` class.
@Observable
@MainActor
final class ObservableTabs {
  var selected = Tab.second
  var first = FlowState(root: Screen.list)

  func open(count: Int, offset: Int) {
    selected = .first
    first = FlowState(root: .list)
    for index in 0..<count { try? first.push(.item(index + offset)) }
  }
}
