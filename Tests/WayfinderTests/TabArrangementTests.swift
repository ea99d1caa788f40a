import Foundation
import PropertyBased
import Testing
@_spi(Rendering) import WayfinderTesting

@_spi(Rendering) @testable import Wayfinder

enum MusicTab: String, Hashable, Codable, Sendable {
  case listenNow, albums, artists, playlists, search
}

@MainActor
@Suite("Tab sections, styles and the user's customization")
struct TabArrangementTests {
  private typealias Section = FlowState<MusicTab>.TabSection

  private let library = Section(id: "library", title: "Library", tabs: [.albums, .artists])

  private func music() throws -> FlowState<MusicTab> {
    var state = FlowState(tabs: MusicTab.listenNow, .albums, .artists, .playlists, .search)
    try state.setTabSections([library])
    return state
  }

  @Test func sectionsGroupTabsThatFollowEachOther() throws {
    let state = try music()
    let layout = try #require(state.shape.tabLayout)
    #expect(layout.sections == [library])
    #expect(layout.section(of: .artists) == library)
    #expect(layout.section(of: .search) == nil)
    #expect(layout.style == .tabBar)
    #expect(layout.arrangedTabs == [.listenNow, .albums, .artists, .playlists, .search])
  }

  @Test func sectionsThatDoNotFitTheTabsThrowAndChangeNothing() throws {
    let before = try music()
    let cases: [([Section], String)] = [
      (
        [library, Section(id: "library", title: "Other", tabs: [.playlists])],
        "the tab section `library` is given twice."
      ),
      ([Section(id: "empty", title: "Empty", tabs: [])], "the tab section `empty` has no tabs."),
      (
        [library, Section(id: "more", title: "More", tabs: [.artists, .playlists])],
        "the tab section `more` repeats `artists`, already in `library`."
      ),
      (
        [Section(id: "apart", title: "Apart", tabs: [.albums, .playlists])],
        "the tab section `apart` lists [albums, playlists], which do not follow each other in "
          + "that order in the tabs [listenNow, albums, artists, playlists, search]."
      ),
      (
        [Section(id: "twice", title: "Twice", tabs: [.albums, .albums])],
        "the tab section `twice` lists `albums` twice."
      ),
      (
        [Section(id: "lists", title: "Lists", tabs: [.playlists]), library],
        "the tab section `library` comes after `lists`, whose tabs follow its own; list the "
          + "sections in the order of their tabs."
      ),
      (
        [Section(id: "reversed", title: "Reversed", tabs: [.artists, .albums])],
        "the tab section `reversed` lists [artists, albums], which do not follow each other in "
          + "that order in the tabs [listenNow, albums, artists, playlists, search]."
      ),
    ]
    let fix =
      " Give each section its own id and one or more tabs that follow each other in the flow's "
      + "tabs, each tab in one section."
    for (sections, text) in cases {
      var state = before
      #expect {
        try state.setTabSections(sections)
      } throws: { error in
        (error as? NavigationError)?.description == text + fix
      }
      #expect(state == before)
    }
    var unknown = FlowState(tabs: MusicTab.listenNow, .albums)
    #expect(throws: NavigationError(.unknownTab(tab: "artists", tabs: ["listenNow", "albums"]))) {
      try unknown.setTabSections([library])
    }
    var stack = FlowState(root: MusicTab.listenNow)
    #expect(throws: NavigationError(.notATabFlow)) { try stack.setTabSections([]) }
    #expect(throws: NavigationError(.notATabFlow)) { try stack.setTabStyle(.sidebarAdaptable) }
    #expect(throws: NavigationError(.notATabFlow)) { try stack.customizeTabs { $0 = .init() } }
  }

  @Test func theUsersOrderMovesTabsAmongTheirOwnSectionsPlaces() throws {
    var state = try music()
    // The user put artists first in the library, and search before listen-now at the top level.
    try state.customizeTabs { $0.order = [.search, .artists, .listenNow, .albums, .search] }
    let layout = try #require(state.shape.tabLayout)
    #expect(layout.customization.order == [.search, .artists, .listenNow, .albums])
    #expect(layout.arrangedTabs == [.search, .artists, .albums, .playlists, .listenNow])
    // A tab the user never moved keeps the place the app gave it.
    try state.customizeTabs { $0.order = [.artists] }
    let moved = try #require(state.shape.tabLayout)
    #expect(moved.arrangedTabs == [.listenNow, .albums, .artists, .playlists, .search])
  }

  @Test func aCustomizationNamingAnotherTabThrowsAndChangesNothing() throws {
    var tabs = FlowState(tabs: MainTab.chats, .library)
    let before = tabs
    #expect(throws: NavigationError(.unknownTab(tab: "profile", tabs: ["chats", "library"]))) {
      try tabs.customizeTabs { $0.hidden = [.profile] }
    }
    #expect(throws: NavigationError(.unknownTab(tab: "profile", tabs: ["chats", "library"]))) {
      try tabs.customizeTabs { $0.order = [.library, .profile] }
    }
    #expect(tabs == before)
    // A renderer's step that names another tab does not fit either.
    var two = FlowState(tabs: MusicTab.listenNow, .albums)
    let wider = FlowState(tabs: MusicTab.listenNow, .albums, .search)
    #expect(throws: NavigationError(.unknownTab(tab: "search", tabs: ["listenNow", "albums"]))) {
      try two.apply(.arrangeTabs(wider.shape.layoutForTest(hiding: [.search])))
    }
    #expect(two == FlowState(tabs: MusicTab.listenNow, .albums))
  }

  @Test func replacingTheTabsCarriesTheArrangementOfTheTabsThatStay() throws {
    var state = try music()
    try state.setTabStyle(.sidebarAdaptable)
    try state.customizeTabs {
      $0.order = [.artists, .albums]
      $0.hidden = [.albums, .playlists]
    }
    try state.setTabs([.listenNow, .artists, .search], selected: .search)
    let layout = try #require(state.shape.tabLayout)
    #expect(layout.sections == [Section(id: "library", title: "Library", tabs: [.artists])])
    #expect(layout.style == .sidebarAdaptable)
    #expect(layout.customization == .init(order: [.artists], hidden: []))
    try state.setTabs([.listenNow, .search], selected: .search)
    let emptied = try #require(state.shape.tabLayout)
    #expect(emptied.sections.isEmpty)

    // Tabs that would split a section are refused, and nothing changes.
    var grouped = try music()
    let before = grouped
    #expect {
      try grouped.setTabs([.albums, .listenNow, .artists], selected: .albums)
    } throws: { error in
      (error as? NavigationError)?.description.hasPrefix(
        "the tab section `library` lists [albums, artists], which do not follow each other")
        == true
    }
    #expect(grouped == before)
  }

  @Test func stepsArrangeTheTabsAfterTheTabsAndBeforeTheSelection() throws {
    let old = try music()
    var new = old
    try new.setTabStyle(.sidebarAdaptable)
    try new.customizeTabs { $0.hidden = [.playlists] }
    try new.select(.search)
    let steps = NavigationStep.steps(from: old, to: new)
    let layout = try #require(new.shape.tabLayout)
    #expect(steps == [.arrangeTabs(layout), .selectTab(.search)])
    #expect(try old.applying(steps) == new)

    var replaced = new
    try replaced.setTabs([.listenNow, .albums, .artists, .search], selected: .listenNow)
    let replacing = NavigationStep.steps(from: new, to: replaced)
    let kept = try #require(replaced.shape.tabLayout)
    #expect(
      replacing == [
        .setTabs([.listenNow, .albums, .artists, .search], selected: .listenNow),
        .arrangeTabs(kept),
      ])
    #expect(try new.applying(replacing) == replaced)
    #expect(NavigationStep.steps(from: replaced, to: replaced).isEmpty)
  }

  @Test func theArrangementSurvivesEncodingAndStraysAreRejected() throws {
    var state = try music()
    try state.setTabStyle(.sidebarAdaptable)
    try state.updateTabItem(for: .search) { $0.role = .search }
    try state.customizeTabs {
      $0.order = [.artists]
      $0.hidden = [.playlists, .albums]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(state)
    #expect(try JSONDecoder().decode(FlowState<MusicTab>.self, from: data) == state)
    let text = String(decoding: data, as: UTF8.self)
    // Hidden tabs in the order of the tabs, so that equal states encode to equal data.
    #expect(
      text.contains(#""tabCustomization":{"hidden":["albums","playlists"],"order":["artists"]}"#))
    #expect(text.contains(#""tabStyle":"sidebarAdaptable""#))
    #expect(text.contains(#""role":"search""#))
    #expect(
      text.contains(
        #""tabSections":[{"id":"library","tabs":["albums","artists"],"title":"Library"}]"#))

    // Tabs arranged by default write none of it.
    let plain = String(
      decoding: try encoder.encode(FlowState(tabs: MusicTab.listenNow, .albums)), as: UTF8.self)
    #expect(plain == #"{"root":"listenNow","tabs":["listenNow","albums"]}"#)

    for stray in [
      #"{"root":"albums","tabs":["albums"],"tabCustomization":{"hidden":["search"]}}"#,
      #"{"root":"albums","tabs":["albums"],"tabSections":[{"id":"a","title":"A","tabs":["search"]}]}"#,
      #"{"root":"albums","tabStyle":"sidebarAdaptable"}"#,
      #"{"root":"albums","tabCustomization":{"order":["albums"]}}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(FlowState<MusicTab>.self, from: Data(stray.utf8))
      }
    }
  }

  @Test func theUsersCustomizationIsAUserChangeWithAnEvent() throws {
    let main = MainFlow()
    let navigator = Navigator(root: main)
    navigator.start()
    let log = StepLog<MainTab>()
    main.router.renderer = log
    var events: [String] = []
    let observation = navigator.observe { events.append($0.description) }
    let change = main.router.userDidNavigate(
      .customizedTabs(.init(order: [.profile, .chats], hidden: [.library])))
    #expect(change.error == nil)
    let layout = try #require(main.router.state.shape.tabLayout)
    #expect(layout.arrangedTabs == [.profile, .library, .chats])
    // The UI shows what the user did already: the renderer is given nothing.
    #expect(log.batches.isEmpty)
    #expect(
      events.map { $0.replacing(#/ #\d+/#, with: "") } == [
        "MainFlow arranged tabs profile, library, chats (hidden library) as tab bar (user)"
      ])
    #expect(
      navigator.tree.text.hasPrefix("MainFlow tabs [profile, library (hidden), *chats]"))
    // A report naming a tab code removed meanwhile places the tabs that are left.
    main.router.setTabs([.chats, .library], selected: .chats)
    let stray = main.router.userDidNavigate(
      .customizedTabs(.init(order: [.library, .profile], hidden: [.profile])))
    #expect(stray.isApplied)
    let left = try #require(main.router.state.shape.tabLayout)
    #expect(left.customization == .init(order: [.library], hidden: []))
    observation.cancel()
  }

  // Review finding: the user's reordering never reached a renderer's record of its screens.
  @Test func aRendererRecordsTheUsersCustomizationAsShown() throws {
    let main = MainFlow()
    let navigator = Navigator(root: main)
    navigator.start()
    let screens = RecordingRenderer.attach(to: main.router)
    screens.userDidNavigate(
      .customizedTabs(.init(order: [.profile], hidden: [.library])), on: main.router)
    #expect(screens.shown == main.router.screens)
    #expect(screens.steps.isEmpty)
  }

  @Test func theTreeShowsSectionsRolesHiddenTabsAndTheStyle() throws {
    let main = MusicFlow()
    let navigator = Navigator(root: main)
    navigator.start()
    main.router.setTabSections([library])
    main.router.setTabStyle(.sidebarAdaptable)
    main.router.updateTabItem(for: .search) { $0.role = .search }
    main.router.customizeTabs { $0.hidden = [.artists] }
    #expect(
      navigator.tree.text
        == #"MusicFlow tabs [*listenNow, "Library" [albums, artists (hidden)], playlists, "#
        + #"search (role search)] sidebar-adaptable"#)
    #expect(navigator.tree.mermaid.contains(#"#quot;Library#quot; [albums"#))
  }

  @Test func routerCallsOnAFlowWithoutTabsReportAndChangeNothing() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    let before = chats.router.state
    withKnownIssue {
      chats.router.setTabStyle(.sidebarAdaptable)
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix("ChatsFlow: this flow has no tabs.") == true
    }
    #expect(chats.router.state == before)
  }

  // A renamed tab keeps its section, its place in the user's order and whether it is hidden; a
  // removed one leaves them, and a section left with no tabs goes.
  @Test func migrationsCarryTheArrangementOverRenamedAndRemovedTabs() throws {
    let saved = MusicFlow()
    let saving = Navigator(root: saved)
    saving.start()
    saved.router.setTabSections([
      Section(id: "library", title: "Library", tabs: [.albums, .artists]),
      Section(id: "lists", title: "Lists", tabs: [.playlists]),
    ])
    saved.router.customizeTabs {
      $0.order = [.artists, .albums]
      $0.hidden = [.albums, .playlists]
    }
    let data = try saving.snapshotData()

    let restored = MusicFlow()
    let navigator = Navigator(root: restored)
    navigator.snapshotSchema = SnapshotSchema(
      version: 2,
      migrations: [
        SnapshotMigration(
          to: 2,
          .routes(in: "MusicFlow") { tab in
            // Search, albums and playlists are removed; artists is renamed search.
            guard !["search", "albums", "playlists"].contains(tab.name) else { return false }
            if tab.name == "artists" { tab.name = "search" }
            return true
          })
      ])
    navigator.start()
    let report = try navigator.restore(from: data)
    let layout = try #require(restored.router.state.shape.tabLayout)
    #expect(layout.tabs == [.listenNow, .search])
    #expect(layout.sections == [Section(id: "library", title: "Library", tabs: [.search])])
    #expect(layout.customization == .init(order: [.search], hidden: []))
    #expect(
      report.leftOut.contains(#"MusicFlow: the tab section "lists" lost its tabs (schema 2)"#))
  }

  // A snapshot leaves out the defaults: one saved before the app grouped its tabs, made them
  // sidebar-adaptable or gave a tab the search role restored without them.
  @Test func anEarlierSnapshotRestoresWithTheArrangementThisReleaseDeclares() throws {
    let saved = MainFlow()
    let saving = Navigator(root: saved)
    saving.start()
    saved.router.select(.profile)
    saved.router.updateTabItem(for: .chats) { $0.badge = .count(2) }
    saved.router.customizeTabs { $0.hidden = [.library] }
    let data = try saving.snapshotData()

    let restored = ArrangedMainFlow()
    let navigator = Navigator(root: restored)
    navigator.snapshotSchema = SnapshotSchema(
      version: 2,
      migrations: [SnapshotMigration(to: 2, .renameFlow("MainFlow", to: "ArrangedMainFlow"))])
    navigator.start()
    try navigator.restore(from: data)
    let layout = try #require(restored.router.state.shape.tabLayout)
    #expect(restored.router.state.selectedTab == .profile)
    #expect(layout.style == .sidebarAdaptable)
    #expect(layout.sections.map(\.id) == ["more"])
    #expect(layout.items[.chats] == TabItem(badge: .count(2)))
    #expect(layout.items[.profile]?.role == .search)
    #expect(layout.customization.hidden == [.library])

    // What a snapshot saved, it restores: a style set at run time wins over the declaration.
    saved.router.setTabStyle(.sidebarAdaptable)
    let styled = MainFlow()
    let again = Navigator(root: styled)
    again.start()
    try again.restore(from: try saving.snapshotData())
    let kept = try #require(styled.router.state.shape.tabLayout)
    #expect(kept.style == .sidebarAdaptable)
  }

  @Test func theTabBarsMinimizingAndBottomAccessoryAreState() throws {
    var state = try music()
    try state.setTabBarMinimizing(.onScrollDown)
    try state.setBottomAccessory(.playlists)
    let layout = try #require(state.shape.tabLayout)
    #expect(layout.tabBarMinimizing == .onScrollDown)
    #expect(layout.bottomAccessory == .playlists)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(state), as: UTF8.self)
    #expect(text.contains(#""bottomAccessory":"playlists""#))
    #expect(text.contains(#""tabBarMinimizing":"onScrollDown""#))
    #expect(try JSONDecoder().decode(FlowState<MusicTab>.self, from: Data(text.utf8)) == state)
    let before = try music()
    let steps = NavigationStep.steps(from: before, to: state)
    #expect(steps == [.arrangeTabs(layout)])
    #expect(try before.applying(steps) == state)
    // NB: new tabs keep the tab bar's minimizing and accessory, which belong to no tab.
    var retabbed = state
    try retabbed.setTabs([.listenNow, .search], selected: .search)
    let kept = try #require(retabbed.shape.tabLayout)
    #expect(kept.tabBarMinimizing == .onScrollDown)
    #expect(kept.bottomAccessory == .playlists)
    #expect(try state.applying(NavigationStep.steps(from: state, to: retabbed)) == retabbed)

    var stack = FlowState(root: MusicTab.listenNow)
    #expect(throws: NavigationError(.notATabFlow)) { try stack.setTabBarMinimizing(.never) }
    #expect(throws: NavigationError(.notATabFlow)) { try stack.setBottomAccessory(.search) }
    for stray in [
      #"{"root":"albums","tabBarMinimizing":"never"}"#,
      #"{"root":"albums","bottomAccessory":"search"}"#,
    ] {
      #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(FlowState<MusicTab>.self, from: Data(stray.utf8))
      }
    }

    let flow = MusicFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    flow.router.setTabBarMinimizing(.onScrollUp)
    flow.router.setBottomAccessory(.playlists)
    #expect(
      navigator.tree.text.hasSuffix(
        "(tab bar minimizes on scroll up) + accessory playlists"))
  }

  // A removed route leaves the accessory; a snapshot that saved no minimizing restores with the
  // flow's own.
  @Test func migrationsAndRestoresCarryTheAccessoryAndTheMinimizing() throws {
    let saved = MusicFlow()
    let saving = Navigator(root: saved)
    saving.start()
    saved.router.setBottomAccessory(.playlists)
    let data = try saving.snapshotData()

    let restored = MinimizingMusicFlow()
    let navigator = Navigator(root: restored)
    navigator.snapshotSchema = SnapshotSchema(
      version: 2,
      migrations: [
        SnapshotMigration(
          to: 2, .renameFlow("MusicFlow", to: "MinimizingMusicFlow"),
          .routes(in: "MinimizingMusicFlow") { $0.name != "playlists" })
      ])
    navigator.start()
    let report = try navigator.restore(from: data)
    let layout = try #require(restored.router.state.shape.tabLayout)
    #expect(layout.bottomAccessory == nil)
    #expect(layout.tabBarMinimizing == .onScrollDown)
    #expect(
      report.leftOut.contains(
        #"MinimizingMusicFlow: the bottom accessory "playlists" was removed (schema 2)"#))
  }

  @Test func stepsTurnOneArrangedTabStateIntoAnotherAndEncodingKeepsIt() async {
    let edits = Gen.int(in: 0...13).array(of: 0...12)
    await checkProperty(count: 300, input: edits, edits) { first, second in
      let old = FlowState<MusicTab>.randomArrangement(from: first)
      let new = FlowState<MusicTab>.randomArrangement(from: second)
      let steps = NavigationStep.steps(from: old, to: new)
      #expect((try? old.applying(steps)) == new)
      #expect(NavigationStep.steps(from: new, to: new).isEmpty)
      let data = try? JSONEncoder().encode(new)
      #expect(data.flatMap { try? JSONDecoder().decode(FlowState<MusicTab>.self, from: $0) } == new)
    }
  }
}

/// The main tabs as a later release declares them: profile's tab of the search role, library
/// and profile in a section, sidebar-adaptable.
final class ArrangedMainFlow: Coordinator<MainTab, Void> {
  init() {
    var state = FlowState(tabs: MainTab.chats, .library, .profile)
    try? state.setTabSections([.init(id: "more", title: "More", tabs: [.library, .profile])])
    try? state.setTabStyle(.sidebarAdaptable)
    try? state.updateTabItem(for: .profile) { $0.role = .search }
    super.init(state: state)
  }

  override func makeChild(for route: MainTab) -> Flow? {
    switch route {
    case .chats: ChatsFlow()
    case .library: LibraryFlow()
    case .profile: ProfileFlow()
    }
  }
}

/// The music tabs as a later release declares them: the tab bar minimizes on scroll down.
final class MinimizingMusicFlow: Coordinator<MusicTab, Void> {
  init() {
    var state = FlowState(tabs: MusicTab.listenNow, .albums, .artists, .playlists, .search)
    try? state.setTabBarMinimizing(.onScrollDown)
    super.init(state: state)
  }
}

/// A tab flow of five music tabs.
final class MusicFlow: Coordinator<MusicTab, Void> {
  init() { super.init(state: FlowState(tabs: .listenNow, .albums, .artists, .playlists, .search)) }
}

extension FlowState<MusicTab>.Shape {
  /// This shape's tab layout with `hidden` hidden, or a new one-tab layout.
  fileprivate func layoutForTest(hiding hidden: Set<MusicTab>) -> FlowState<MusicTab>.TabLayout {
    var layout =
      if case .tabs(let layout) = self { layout } else { FlowState<MusicTab>.TabLayout([]) }
    layout.customization.hidden = hidden
    return layout
  }
}

extension FlowState<MusicTab> {
  /// A tab state made by the edits `codes` name: selections, tab lists, sections, styles,
  /// roles and the user's order and hidden tabs.
  static func randomArrangement(from codes: [Int]) -> Self {
    let all: [MusicTab] = [.listenNow, .albums, .artists, .playlists, .search]
    var state = FlowState(tabs: .listenNow, .albums, .artists, .playlists, .search)
    for (index, code) in codes.enumerated() {
      let tab = all[index % all.count]
      let tabs = state.tabs
      switch code {
      case 0: try? state.select(tab)
      case 1: try? state.setTabs(all.filter { $0 != tab }, selected: all[(index + 1) % 5])
      case 2: try? state.setTabs(all, selected: tab)
      case 3: try? state.setTabs(all.reversed(), selected: tab)
      case 4:
        let start = index % max(tabs.count, 1)
        let run = Array(tabs[start..<min(start + 2, tabs.count)])
        try? state.setTabSections([.init(id: "s\(index % 2)", title: "S", tabs: run)])
      case 5: try? state.setTabSections([])
      case 6: try? state.setTabStyle(index.isMultiple(of: 2) ? .sidebarAdaptable : .tabBar)
      case 7: try? state.customizeTabs { $0.hidden.formSymmetricDifference([tab]) }
      case 8: try? state.customizeTabs { $0.order.insert(tab, at: 0) }
      case 9: try? state.customizeTabs { $0 = .init() }
      case 10: try? state.updateTabItem(for: tab) { $0.role = $0.role == nil ? .search : nil }
      case 11:
        let behaviours: [TabBarMinimizing] = [.automatic, .never, .onScrollDown, .onScrollUp]
        try? state.setTabBarMinimizing(behaviours[index % 4])
      case 12: try? state.setBottomAccessory(index.isMultiple(of: 3) ? nil : tab)
      default: try? state.updateTabItem(for: tab) { $0.badge = .count(index) }
      }
    }
    return state
  }
}

extension FlowState.Shape {
  /// The layout of a tab flow's shape, `nil` for another.
  var tabLayout: FlowState.TabLayout? {
    guard case .tabs(let layout) = self else { return nil }
    return layout
  }
}
