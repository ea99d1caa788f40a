import Foundation
import Testing
@_spi(Rendering) import Wayfinder

@Suite("Flow state")
struct FlowStateTests {
  @Test func pushPopAndPopToKeepTheRootAndChangeOnlyThePath() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 1))
    try state.push(.info(id: 1))
    try state.push(.thread(id: 2))
    #expect(state.stack == [.list, .thread(id: 1), .info(id: 1), .thread(id: 2)])
    try state.pop()
    #expect(state.top == .info(id: 1))
    try state.pop(to: .thread(id: 1))
    #expect(state.path == [.thread(id: 1)])
    try state.pop(to: .list)
    #expect(state.path.isEmpty)
    try state.popToRoot()
    #expect(state.path.isEmpty)
  }

  @Test func presentationsStackAndTheTopIsTheLastOne() throws {
    var state = FlowState(root: ChatsRoute.list)
    try state.push(.thread(id: 1))
    state.present(.newChat)
    state.present(.deleteAlert(id: 1), style: .alert)
    #expect(state.top == .deleteAlert(id: 1))
    try state.dismiss()
    #expect(state.top == .newChat)
    state.dismissAll()
    #expect(state.top == .thread(id: 1))
  }

  @Test func errorsSayWhatWentWrongAndChangeNothing() {
    var state = FlowState(root: ChatsRoute.list)
    let before = state
    #expect(throws: NavigationError.self) { try state.pop() }
    do {
      try state.pop()
    } catch {
      #expect(
        error.description
          == "cannot pop, the stack is at its root `list`. Check `state.canPop` first, "
          + "or call `popToRoot()`, which does nothing at the root.")
    }
    do {
      try state.pop(to: .thread(id: 9))
    } catch {
      #expect(
        error.description
          == "cannot pop to `thread(id: 9)`, it is not in the stack [list]. "
          + "Pop to one of those routes, or push `thread(id: 9)` instead.")
    }
    do {
      try state.dismiss()
    } catch {
      #expect(
        error.description
          == "cannot dismiss, nothing is presented. Check `state.isPresenting` first, "
          + "or call `dismissAll()`, which does nothing when nothing is presented.")
    }
    do {
      try state.pop(count: 0)
    } catch {
      #expect(error.reason == .countNotPositive(0))
    }
    #expect(state == before)
  }

  @Test func tabsSelectOnlyTheirOwnTabsAndHaveNoStack() throws {
    var state = FlowState(tabs: MainTab.chats, .library, .chats)
    #expect(state.tabs == [.chats, .library])
    #expect(state.selectedTab == .chats)
    try state.select(.library)
    #expect(state.root == .library)
    #expect(throws: NavigationError(.unknownTab(tab: "profile", tabs: ["chats", "library"]))) {
      try state.select(.profile)
    }
    do {
      try state.push(.profile)
    } catch {
      #expect(
        error.description
          == "`push` needs a stack, and a tab flow has none: each tab's flow has its own. "
          + "Call it on the selected tab's flow.")
    }
    var emptied = FlowState(tabs: MainTab.chats, .profile)
    #expect(throws: NavigationError(.invalidTabs([]))) {
      try emptied.setTabs([], selected: .chats)
    }
    #expect(emptied == FlowState(tabs: MainTab.chats, .profile))
    var stack = FlowState(root: MainTab.chats)
    #expect(throws: NavigationError(.notATabFlow)) { try stack.select(.chats) }
  }

  @Test func codableRoundTripAndRejectsBrokenTabState() throws {
    var state = FlowState(root: ChatsRoute.list, isBarHidden: true)
    try state.push(.thread(id: 4))
    state.present(.newChat, style: .fullScreenCover)
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(FlowState<ChatsRoute>.self, from: data) == state)

    let broken = Data(#"{"root":"profile","tabs":["chats","library"]}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FlowState<MainTab>.self, from: broken)
    }
  }

  // The shape says what holds the screens; each kind of flow has its own, and the changes of
  // one kind keep it (tab items only for tabs still there, a visibility inside the layout).
  @Test func eachKindOfFlowHasItsShapeAndItsChangesKeepIt() throws {
    #expect(FlowState(root: ChatsRoute.list).shape == .stack)
    #expect(
      FlowState(sidebar: ChatsRoute.list, layout: SplitLayout(hasContentColumn: true)).shape
        == .split(SplitLayout(hasContentColumn: true)))
    var tabs = FlowState(tabs: MainTab.chats, .library, .profile)
    #expect(tabs.shape == .tabs(.init([.chats, .library, .profile])))
    try tabs.updateTabItem(for: .chats) { $0.badge = .count(3) }
    try tabs.updateTabItem(for: .profile) { $0.title = "Me" }
    try tabs.setTabs([.library, .chats], selected: .library)
    #expect(
      tabs.shape == .tabs(.init([.library, .chats], items: [.chats: TabItem(badge: .count(3))])))
    #expect(tabs.selectedTab == .library)
    var split = FlowState(sidebar: ChatsRoute.list)
    try split.setColumnVisibility(.detailOnly)
    #expect(split.shape == .split(SplitLayout(columnVisibility: .detailOnly)))
    #expect(split.selectedTab == nil)
  }

  // The shape is not written as such: snapshots saved before it existed restore, and each
  // shape writes what they held.
  @Test func eachShapeEncodesTheFieldsSnapshotsAlwaysHeld() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func json(_ state: FlowState<MainTab>) throws -> String {
      String(decoding: try encoder.encode(state), as: UTF8.self)
    }
    var tabs = FlowState(tabs: MainTab.chats, .library)
    try tabs.updateTabItem(for: .library) { $0.title = "Books" }
    let tabsJSON =
      #"{"root":"chats","tabItems":[{"item":{"title":"Books"},"tab":"library"}],"#
      + #""tabs":["chats","library"]}"#
    #expect(try json(tabs) == tabsJSON)
    #expect(try json(FlowState(root: .chats)) == #"{"root":"chats"}"#)
    let splitJSON = #"{"root":"chats","split":{"columnVisibility":"all","hasContentColumn":true}}"#
    let split = FlowState(
      sidebar: MainTab.chats, layout: SplitLayout(hasContentColumn: true, columnVisibility: .all))
    #expect(try json(split) == splitJSON)
    for (state, text) in [(tabs, tabsJSON), (split, splitJSON)] {
      #expect(try JSONDecoder().decode(FlowState<MainTab>.self, from: Data(text.utf8)) == state)
    }
  }
}
