import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

@MainActor
@Suite("SwiftUI tab bar entries")
struct TabBarEntryTests {
  /// What `tab` shows in the tab bar, as FlowTabs draws it once the model has worked out the
  /// tab flow's change.
  private func entry(_ model: ContainerModel<HomeTab>, _ tab: HomeTab) -> TabBarEntry {
    model.stack.refreshShown()
    return model.shownTabBarEntry(tab).entry
  }

  @Test func aTabWithoutAnItemKeepsTheAppsLabelAndShowsNoBadge() {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    #expect(entry(model, .inbox) == TabBarEntry(TabItem()))
    #expect(entry(model, .inbox).badge == nil)
    #expect(entry(model, .inbox).label == nil)
  }

  @Test func aBadgeAloneKeepsTheAppsLabel() {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    flow.router.updateTabItem(for: .outbox) { $0.badge = .count(5) }
    #expect(entry(model, .outbox).badge == "5")
    #expect(entry(model, .outbox).label == nil)
    flow.router.updateTabItem(for: .outbox) { $0.badge = .count(0) }
    #expect(entry(model, .outbox).badge == nil)
  }

  @Test func aTitleOrAnImageReplacesTheAppsLabel() {
    let flow = HomeFlow()
    flow.start()
    let model = ManualTimer().model(drawing: flow.router)
    flow.router.updateTabItem(for: .inbox) { $0.image = .system("tray") }
    #expect(entry(model, .inbox).label == .init(title: "", image: .system("tray")))
    flow.router.updateTabItem(for: .inbox) { $0 = TabItem(title: "In", badge: .text("!")) }
    #expect(entry(model, .inbox) == TabBarEntry(TabItem(title: "In", badge: .text("!"))))
    #expect(entry(model, .inbox).label == .init(title: "In", image: nil))
    #expect(entry(model, .inbox).badge == "!")
  }
}
