import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Tab flows")
struct TabTests {
  @Test func eachTabHasItsFlowAndSelectionSwitchesBetweenThem() throws {
    let main = MainFlow()
    main.start()
    #expect(main.children.count == 3)
    main.router.select(.profile)
    #expect(main.router.state.selectedTab == .profile)
    #expect(main.router.userDidNavigate(.selectedTab(.library)).isApplied)
    #expect(main.router.state.selectedTab == .library)
    #expect(main.children.count == 3)
  }

  @Test func reTappingTheSelectedTabPopsItsFlowToTheRoot() throws {
    let main = MainFlow()
    main.start()
    let chats = try #require(main.chats)
    chats.router.push(.thread(id: 1))
    chats.router.push(.info(id: 1))
    #expect(main.router.userDidNavigate(.reselectedTab(.chats)).isApplied)
    #expect(chats.router.state.path.isEmpty)
  }

  @Test func resetReturnsEveryTabToItsRoot() throws {
    let main = MainFlow()
    main.start()
    let chats = try #require(main.chats)
    let profile = try #require(main.profile)
    chats.router.push(.thread(id: 1))
    chats.router.present(.deleteAlert(id: 1), style: .alert)
    profile.router.push(.settings)
    main.router.select(.profile)

    main.resetToRoot()
    #expect(chats.router.state == FlowState(root: .list))
    #expect(profile.router.state == FlowState(root: .overview))
    #expect(main.router.state.selectedTab == .profile)
  }

  @Test func removingATabEndsItsFlow() throws {
    let main = MainFlow()
    main.start()
    weak let library = main.child(at: .library)
    main.router.setTabs([.chats, .profile], selected: .chats)
    #expect(library == nil)
    #expect(main.children.count == 2)
  }
}

@MainActor
@Suite("Tab flows from a list of flows")
struct TabListTests {
  /// Seed 004 builds its tab bar from a list of coordinators.
  final class ListedTabs: Coordinator<MainTab, Void> {
    init(chats: ChatsFlow, profile: ProfileFlow) {
      super.init(tabs: (.chats, chats), (.profile, profile), (.chats, ChatsFlow()))
    }
  }

  @Test func eachTabShowsItsFlowWithoutMakeChild() throws {
    let chats = ChatsFlow()
    let profile = ProfileFlow()
    let main = ListedTabs(chats: chats, profile: profile)
    let navigator = Navigator(root: main)
    navigator.start()
    #expect(main.router.state.tabs == [.chats, .profile])
    #expect(main.router.state.selectedTab == .chats)
    #expect(main.child(at: .chats) === chats)
    #expect(main.child(at: .profile) === profile)
    #expect(chats.status == .active && profile.status == .active)
    #expect(
      navigator.tree.text == """
        ListedTabs tabs [*chats, profile]
        ├─ ChatsFlow (tab chats) [list]
        └─ ProfileFlow (tab profile) [overview]
        """)
    main.router.select(.profile)
    #expect(main.child(at: .profile) === profile)
    navigator.stop()
    #expect(chats.status == .cancelled(.stopped))
  }
}
