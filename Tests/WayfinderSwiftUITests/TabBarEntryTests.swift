import Testing
@_spi(Rendering) import Wayfinder

@testable import WayfinderSwiftUI

@MainActor
@Suite("SwiftUI tab bar entries")
struct TabBarEntryTests {
  @Test func aTabWithoutAnItemKeepsTheAppsLabelAndShowsNoBadge() {
    let flow = HomeFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    #expect(model.tabBarEntry(.inbox) == TabBarEntry(TabItem()))
    #expect(model.tabBarEntry(.inbox).badge == nil)
    #expect(model.tabBarEntry(.inbox).label == nil)
  }

  @Test func aBadgeAloneKeepsTheAppsLabel() {
    let flow = HomeFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    flow.router.updateTabItem(for: .outbox) { $0.badge = .count(5) }
    #expect(model.tabBarEntry(.outbox).badge == "5")
    #expect(model.tabBarEntry(.outbox).label == nil)
    flow.router.updateTabItem(for: .outbox) { $0.badge = .count(0) }
    #expect(model.tabBarEntry(.outbox).badge == nil)
  }

  @Test func aTitleOrAnImageReplacesTheAppsLabel() {
    let flow = HomeFlow()
    flow.start()
    let model = ContainerModel(router: flow.router, timer: ManualTimer().timer)
    flow.router.updateTabItem(for: .inbox) { $0.image = .system("tray") }
    #expect(model.tabBarEntry(.inbox).label == .init(title: "", image: .system("tray")))
    flow.router.updateTabItem(for: .inbox) { $0 = TabItem(title: "In", badge: .text("!")) }
    #expect(model.tabBarEntry(.inbox) == TabBarEntry(TabItem(title: "In", badge: .text("!"))))
    #expect(model.tabBarEntry(.inbox).label == .init(title: "In", image: nil))
    #expect(model.tabBarEntry(.inbox).badge == "!")
  }
}
