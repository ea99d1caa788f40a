import Testing
@_spi(Rendering) import Wayfinder
import WayfinderDI
import WayfinderRegistrations

// Seed 002's pattern: coordinators and screens come from factories resolved from the container,
// so a test swaps them without touching the flows.

@MainActor
protocol ChatsFlowFactory: Sendable {
  func makeChats() -> ChatsFlow
  func makeProfile() -> ProfileFlow
}

@MainActor
struct LiveFlowFactory: ChatsFlowFactory {
  func makeChats() -> ChatsFlow { ChatsFlow() }
  func makeProfile() -> ProfileFlow { ProfileFlow() }
}

@MainActor
final class CountingFlowFactory: ChatsFlowFactory {
  var made: [String] = []
  func makeChats() -> ChatsFlow {
    made.append("chats")
    return ChatsFlow()
  }
  func makeProfile() -> ProfileFlow {
    made.append("profile")
    return ProfileFlow()
  }
}

final class FactoryMainFlow: Coordinator<MainTab, Void> {
  init() { super.init(state: FlowState(tabs: .chats, .profile)) }

  override func makeChild(for route: MainTab) -> Flow? {
    guard let factory = try? container.resolve((any ChatsFlowFactory).self) else { return nil }
    return route == .chats ? factory.makeChats() : factory.makeProfile()
  }
}

@MainActor
@Suite("Factories from the container")
struct FactoryTests {
  @Test func flowsResolveTheirFactoriesAndTestsSwapThem() throws {
    let live = Container()
    live.register((any ChatsFlowFactory).self) { @MainActor _ in LiveFlowFactory() }
    let counting = CountingFlowFactory()
    let test = Container(parent: live)
    test.register((any ChatsFlowFactory).self) { @MainActor _ in counting }

    let navigator = Navigator(root: FactoryMainFlow(), container: test)
    navigator.start()
    #expect(counting.made == ["chats", "profile"])
    #expect(
      navigator.tree.text == """
        FactoryMainFlow tabs [*chats, profile]
        ├─ ChatsFlow (tab chats) [list]
        └─ ProfileFlow (tab profile) [overview]
        """)
  }
}
