import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

enum ShelfTab: String, Hashable, Codable, Sendable {
  case home, albums, artists, playlists, search
}

/// A tab flow of five tabs: albums and artists in a library section, search of the search role,
/// as a sidebar where there is room.
final class ShelfFlow: Coordinator<ShelfTab, Void> {
  init() {
    var state = FlowState(tabs: ShelfTab.home, .albums, .artists, .playlists, .search)
    try? state.setTabSections([.init(id: "library", title: "Library", tabs: [.albums, .artists])])
    try? state.setTabStyle(.sidebarAdaptable)
    try? state.updateTabItem(for: .search) { $0.role = .search }
    super.init(state: state)
  }
}

@MainActor
@Suite("SwiftUI tabs: sections, roles, the sidebar and the user's customization")
struct ShownTabsTests {
  private func drawn() -> (ShelfFlow, ContainerModel<ShelfTab>, Navigator) {
    let flow = ShelfFlow()
    let navigator = Navigator(root: flow)
    navigator.start()
    let model = ManualTimer().model(drawing: flow.router)
    model.viewAppeared()
    return (flow, model, navigator)
  }

  @Test func theViewsDrawSectionsInTheOrderTheTabsShow() {
    let (flow, model, _) = drawn()
    let shown = model.shownArrangement
    #expect(
      shown.entries == [
        .tab(.home), .section(id: "library", title: "Library", tabs: [.albums, .artists]),
        .tab(.playlists), .tab(.search),
      ])
    #expect(shown.style == .sidebarAdaptable)
    #expect(shown.searchTabs == [.search])
    #expect(model.shownTabs == [.home, .albums, .artists, .playlists, .search])

    flow.router.customizeTabs {
      $0.order = [.artists, .albums]
      $0.hidden = [.playlists, .home]
    }
    #expect(
      model.shownArrangement.entries == [
        .tab(.home), .section(id: "library", title: "Library", tabs: [.artists, .albums]),
        .tab(.playlists), .tab(.search),
      ])
    #expect(model.shownArrangement.hidden == [.playlists, .home])
    // A tab view the user cannot edit leaves hidden tabs out, but the selected one.
    #expect(model.shownTabs == [.home, .artists, .albums, .search])
    // Review finding: a section the user reordered was a new entry, drawn afresh.
    #expect(
      model.shownArrangement.entries.map(\.id) == [
        .tab(.home), .section("library"), .tab(.playlists), .tab(.search),
      ])
  }

  @Test func aTabViewTheUserCannotEditLeavesHiddenTabsOutButTheSelection() throws {
    var state = ShelfFlow().router.state
    try state.customizeTabs { $0.hidden = [.albums, .artists, .playlists] }
    let shown = ShownTabs(state.shape)
    #expect(shown.entries.count == 4)
    #expect(shown.entries(showing: .home) == [.tab(.home), .tab(.search)])
    #expect(
      shown.entries(showing: .artists) == [
        .tab(.home), .section(id: "library", title: "Library", tabs: [.artists]), .tab(.search),
      ])
  }

  @Test func theStatesVisibilityWinsOverWhatSwiftUIKeeps() throws {
    var state = ShelfFlow().router.state
    try state.customizeTabs { $0.hidden = [.albums] }
    let ids = TabIdentifiers<ShelfTab>()
    let shown = ShownTabs(state.shape)
    let keptHidden: Set<String> = [ids.id(of: .playlists)]
    let changes = shown.visibilityChanges(isHidden: { keptHidden.contains($0) }, ids: ids)
    #expect(changes.map(\.id) == [ids.id(of: .albums), ids.id(of: .playlists)])
    #expect(changes.map(\.hidden) == [true, false])
  }

  // Review finding: every tab of a reordered section was recorded as moved, so tabs the user
  // never moved stopped following the app's order.
  @Test func onlyTabsAwayFromTheAppsPlaceAreRecordedAsMoved() throws {
    var state = FlowState(tabs: ShelfTab.home, .albums, .artists, .playlists)
    try state.setTabSections([
      .init(id: "library", title: "Library", tabs: [.albums, .artists, .playlists])
    ])
    let ids = TabIdentifiers<ShelfTab>()
    let shown = ShownTabs(state.shape)
    let order = [ids.id(of: .artists), ids.id(of: .albums), ids.id(of: .playlists)]
    #expect(
      shown.customization(hiddenIDs: [], orders: ["library": order], current: .init(), ids: ids)
        == .init(order: [.artists, .albums], hidden: []))
  }

  @Test func customizationIdentifiersAreTheRoutesJSON() {
    let ids = TabIdentifiers<ShelfTab>()
    #expect(ids.id(of: .albums) == #""albums""#)
    #expect(ids.tab(for: #""albums""#) == .albums)
    #expect(ids.tab(for: #""unknown""#) == nil)
  }

  @Test func theSidebarsWriteBackBecomesTheUsersCustomization() {
    let (flow, model, navigator) = drawn()
    var events: [String] = []
    let observation = navigator.observe { events.append($0.description) }
    let ids = model.customizationIDs
    model.userCustomizedTabs(
      hiddenIDs: [ids.id(of: .playlists)],
      orders: ["library": [ids.id(of: .artists), ids.id(of: .albums)]])
    guard case .tabs(let layout) = flow.router.state.shape else { return }
    #expect(layout.customization == .init(order: [.artists, .albums], hidden: [.playlists]))
    #expect(events.map { $0.replacing(#/ #\d+/#, with: "") }.last?.hasSuffix("(user)") == true)

    // The same edit again changes nothing; the app's order again forgets the section's moves.
    let count = events.count
    model.userCustomizedTabs(
      hiddenIDs: [ids.id(of: .playlists)],
      orders: ["library": [ids.id(of: .artists), ids.id(of: .albums)]])
    #expect(events.count == count)
    model.userCustomizedTabs(
      hiddenIDs: [], orders: ["library": [ids.id(of: .albums), ids.id(of: .artists)]])
    guard case .tabs(let reset) = flow.router.state.shape else { return }
    #expect(reset.customization == .init())
    observation.cancel()
  }

  @Test func aSectionSwiftUIReportsNoOrderForKeepsTheOneItHad() {
    let shown = ShownTabs(ShelfFlow().router.state.shape)
    let ids = TabIdentifiers<ShelfTab>()
    let current = FlowState<ShelfTab>.TabCustomization(order: [.artists, .albums], hidden: [])
    #expect(shown.customization(hiddenIDs: [], orders: [:], current: current, ids: ids) == nil)
    #expect(
      shown.customization(
        hiddenIDs: [ids.id(of: .search)], orders: [:], current: current, ids: ids)
        == .init(order: [.artists, .albums], hidden: [.search]))
    // Identifiers of tabs the flow does not have are passed over.
    #expect(
      shown.customization(
        hiddenIDs: [#""gone""#], orders: ["library": [#""gone""#]], current: .init(), ids: ids)
        == nil)
  }

  @Test func sectionsWhoseOrderSwiftUIKeepsOtherwiseAreReset() throws {
    let flow = ShelfFlow()
    let ids = TabIdentifiers<ShelfTab>()
    let shown = ShownTabs(flow.router.state.shape)
    let appOrder = [ids.id(of: .albums), ids.id(of: .artists)]
    #expect(shown.sectionsToReset(orders: ["library": appOrder], ids: ids).isEmpty)
    #expect(
      shown.sectionsToReset(orders: ["library": appOrder.reversed()], ids: ids) == ["library"])
    #expect(shown.sectionsToReset(orders: [:], ids: ids).isEmpty)
  }

  @Test func theTabBarsMinimizingAndAccessoryAreTheStates() {
    let (flow, model, _) = drawn()
    #expect(model.shownArrangement.minimizing == .automatic)
    #expect(model.shownArrangement.accessory == nil)
    flow.router.setTabBarMinimizing(.onScrollUp)
    flow.router.setBottomAccessory(.playlists)
    #expect(model.shownArrangement.minimizing == .onScrollUp)
    #expect(model.shownArrangement.accessory == .playlists)
    flow.router.setBottomAccessory(nil)
    #expect(model.shownArrangement.accessory == nil)
    #expect(model.shownArrangement.minimizing == .onScrollUp)
  }

  @Test func aStackFlowHasNoTabsToShow() {
    let shown = ShownTabs(FlowState(root: ShelfTab.home).shape)
    #expect(shown.entries.isEmpty && shown.tabs.isEmpty)
  }
}
