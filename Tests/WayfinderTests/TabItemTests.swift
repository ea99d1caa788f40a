import Foundation
import PropertyBased
import Testing
@_spi(Rendering) import Wayfinder

@MainActor
@Suite("Tab items")
struct TabItemTests {
  private func started() throws -> (Navigator, MainFlow, ChatsFlow) {
    let main = MainFlow()
    let navigator = Navigator(root: main)
    navigator.start()
    return (navigator, main, try #require(main.chats))
  }

  @Test func aBadgeIsStateThatAnEmptyItemRemoves() throws {
    var state = FlowState(tabs: MainTab.chats, .library)
    try state.updateTabItem(for: .library) { $0.badge = .count(3) }
    #expect(state.tabItems == [.library: TabItem(badge: .count(3))])
    try state.updateTabItem(for: .library) { $0.badge = nil }
    #expect(state.tabItems.isEmpty)
    #expect(state == FlowState(tabs: MainTab.chats, .library))
  }

  @Test func aBadgeShowsACountAboveZeroOrItsText() {
    #expect(TabItem.Badge.count(12).text == "12")
    #expect(TabItem.Badge.count(0).text == nil)
    #expect(TabItem.Badge.count(-1).text == nil)
    #expect(TabItem.Badge.text("New").text == "New")
  }

  @Test func anUnknownTabOrAStackFlowThrowsAndChangesNothing() throws {
    let tabs = FlowState(tabs: MainTab.chats, .library)
    var state = tabs
    #expect(throws: NavigationError(.unknownTab(tab: "profile", tabs: ["chats", "library"]))) {
      try state.updateTabItem(for: .profile) { $0.badge = .count(1) }
    }
    #expect(state == tabs)
    var stack = FlowState(root: MainTab.chats)
    #expect(throws: NavigationError(.notATabFlow)) {
      try stack.updateTabItem(for: .chats) { $0.title = "Chats" }
    }
    #expect(stack.tabItems.isEmpty)
  }

  @Test func replacingTheTabsForgetsTheItemsOfTabsThatWent() throws {
    var state = FlowState(tabs: MainTab.chats, .library, .profile)
    try state.updateTabItem(for: .library) { $0.badge = .count(1) }
    try state.updateTabItem(for: .profile) { $0.title = "Me" }
    try state.setTabs([.chats, .profile], selected: .chats)
    #expect(state.tabItems == [.profile: TabItem(title: "Me")])
  }

  @Test func stepsSetTheItemsThatChangedAfterTheTabs() throws {
    let old = FlowState(tabs: MainTab.chats, .library)
    var badged = old
    try badged.updateTabItem(for: .library) { $0.badge = .text("New") }
    #expect(
      NavigationStep.steps(from: old, to: badged)
        == [.setTabItem(.library, TabItem(badge: .text("New")))])
    #expect(
      NavigationStep.steps(from: badged, to: old) == [.setTabItem(.library, TabItem())])

    var replaced = badged
    try replaced.setTabs([.profile, .library], selected: .profile)
    try replaced.updateTabItem(for: .profile) { $0.image = .system("person") }
    let steps = NavigationStep.steps(from: badged, to: replaced)
    #expect(
      steps == [
        .setTabs([.profile, .library], selected: .profile),
        .setTabItem(.profile, TabItem(image: .system("person"))),
      ])
    #expect(try badged.applying(steps) == replaced)
  }

  @Test func computedStepsTurnOneTabStateIntoAnother() async {
    let edits = Gen.int(in: 0...5).array(of: 0...10)
    await checkProperty(count: 300, input: edits, edits) { first, second in
      let old = FlowState.randomTabs(from: first)
      let new = FlowState.randomTabs(from: second)
      let steps = NavigationStep.steps(from: old, to: new)
      #expect((try? old.applying(steps)) == new)
      #expect(NavigationStep.steps(from: new, to: new).isEmpty)
    }
  }

  @Test func itemsSurviveEncodingInTabOrderAndStrayItemsAreRejected() throws {
    var state = FlowState(tabs: MainTab.chats, .library, .profile)
    try state.updateTabItem(for: .profile) { $0.badge = .count(2) }
    try state.updateTabItem(for: .chats) { $0 = TabItem(title: "Inbox", image: .asset("inbox")) }
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(FlowState<MainTab>.self, from: data) == state)
    let text = String(decoding: data, as: UTF8.self)
    let chats = try #require(text.range(of: "Inbox"))
    let profile = try #require(text.range(of: "\"count\""))
    #expect(chats.lowerBound < profile.lowerBound)

    let stray = Data(
      #"{"root":"chats","tabs":["chats"],"tabItems":[{"tab":"library","item":{"title":"x"}}]}"#
        .utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FlowState<MainTab>.self, from: stray)
    }
    let stack = Data(#"{"root":"chats","tabItems":[{"tab":"chats","item":{"title":"x"}}]}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(FlowState<MainTab>.self, from: stack)
    }
  }

  @Test func aFlowInATabSetsItsOwnItemAndTheRendererGetsOneStep() throws {
    let (navigator, main, chats) = try started()
    let log = StepLog<MainTab>()
    main.router.renderer = log
    var events: [String] = []
    let observation = navigator.observe { events.append($0.description) }
    chats.updateTabItem { $0.badge = .count(4) }
    #expect(main.router.state.tabItems == [.chats: TabItem(badge: .count(4))])
    #expect(log.batches == [[.setTabItem(.chats, TabItem(badge: .count(4)))]])
    #expect(
      events.map { $0.replacing(#/ #\d+/#, with: "") } == [
        "MainFlow set tab chats to badge 4 (code)"
      ])
    #expect(
      navigator.tree.text.hasPrefix("MainFlow tabs [*chats (badge 4), library, profile]"))
    observation.cancel()
  }

  @Test func aFlowNotInATabIsReportedAndNothingChanges() throws {
    let (_, main, chats) = try started()
    chats.router.push(.composer(id: 1))
    let composer = try #require(chats.child(at: .composer(id: 1)))
    let before = main.router.state
    var change: NavigationChange?
    withKnownIssue {
      change = composer.updateTabItem { $0.badge = .count(1) }
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "ComposerFlow: this flow is not shown in a tab, so it has no tab item. A tab flow "
            + "shows a flow in a tab when its `makeChild(for:)` returns it for that tab; change "
            + "another tab's item with the tab flow's `router.updateTabItem(for:_:)`."
        ]
    }
    #expect(change?.error == NavigationError(.notShownInATab, flow: "ComposerFlow"))
    #expect(main.router.state == before)
  }

  @Test func theTabFlowSetsAnyTabsItemAndAnUnknownTabIsReported() throws {
    let (_, main, _) = try started()
    main.router.updateTabItem(for: .profile) { $0.title = "Me" }
    #expect(main.router.state.tabItems[.profile] == TabItem(title: "Me"))
    main.router.setTabs([.chats, .library], selected: .chats)
    withKnownIssue {
      main.router.updateTabItem(for: .profile) { $0.title = "Me" }
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == [
          "MainFlow: `profile` is not one of the tabs [chats, library]. Select one of those, "
            + "or add it with `setTabs(_:selected:)`."
        ]
    }
    #expect(main.router.state.tabItems.isEmpty)
  }

  @Test func aSnapshotRestoresTheItems() throws {
    let (navigator, main, chats) = try started()
    chats.updateTabItem { $0.badge = .count(7) }
    main.router.updateTabItem(for: .library) { $0.image = .system("books.vertical") }
    let data = try navigator.snapshotData()
    let (restored, restoredMain, _) = try started()
    try restored.restore(from: data)
    #expect(restoredMain.router.state.tabItems == main.router.state.tabItems)
    #expect(restored.tree.text == navigator.tree.text)
  }
}

extension FlowState where Route == MainTab {
  /// A tab state reached by applying `codes` as edits to the three tabs.
  static func randomTabs(from codes: [Int]) -> FlowState {
    var state = FlowState(tabs: .chats, .library, .profile)
    let all: [MainTab] = [.chats, .library, .profile]
    for (index, code) in codes.enumerated() {
      let tab = all[index % 3]
      switch code {
      case 0: try? state.select(tab)
      case 1: try? state.updateTabItem(for: tab) { $0.badge = .count(index % 3) }
      case 2: try? state.updateTabItem(for: tab) { $0.title = index.isMultiple(of: 2) ? "T" : nil }
      case 3: try? state.setTabs(all.filter { $0 != tab }, selected: all[(index + 1) % 3])
      case 4: try? state.setTabs(all, selected: tab)
      default: try? state.updateTabItem(for: tab) { $0 = TabItem() }
      }
    }
    return state
  }
}
