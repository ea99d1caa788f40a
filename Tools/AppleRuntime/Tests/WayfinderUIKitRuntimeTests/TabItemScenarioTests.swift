import Testing
import UIKit
@_spi(Rendering) import Wayfinder
import WayfinderUIKitUnderTest

/// A screen that sets its title as its view loads, as many do.
final class TitlingScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Loaded"
  }
}

/// The tab items of a tab flow's state, drawn on the tab bar's items.
@MainActor
@Suite("UIKit adapter on the stand-in: tab items")
struct TabItemScenarioTests {
  private func shown() -> (HomeFlow, TabBarRenderer<HomeTab>) {
    StandIn.reset()
    let home = HomeFlow()
    home.start()
    let renderer = TabBarRenderer(router: home.router) { tab in titled("\(tab)") }
    return (home, renderer)
  }

  private func item(_ index: Int, of renderer: TabBarRenderer<HomeTab>) -> UITabBarItem? {
    renderer.tabBarController.viewControllers?[index].tabBarItem
  }

  @Test func aBadgeFromTheStateIsDrawnAndCleared() {
    let (home, renderer) = shown()
    home.router.updateTabItem(for: .inbox) { $0.badge = .count(3) }
    StandIn.settle()
    #expect(item(1, of: renderer)?.badgeValue == "3")
    #expect(item(0, of: renderer)?.badgeValue == nil)
    home.router.updateTabItem(for: .inbox) { $0.badge = .count(0) }
    StandIn.settle()
    #expect(item(1, of: renderer)?.badgeValue == nil)
  }

  @Test func aTitleAndImageReplaceTheScreensOwnUntilTheItemDropsThem() {
    let (home, renderer) = shown()
    UIImage.knownNames = ["tray"]
    home.router.updateTabItem(for: .feed) { $0 = TabItem(title: "Home", image: .system("tray")) }
    StandIn.settle()
    #expect(item(0, of: renderer)?.title == "Home")
    #expect(item(0, of: renderer)?.image?.name == "tray")
    home.router.updateTabItem(for: .feed) { $0 = TabItem(badge: .text("New")) }
    StandIn.settle()
    #expect(item(0, of: renderer)?.title == "feed")
    #expect(item(0, of: renderer)?.image == nil)
    #expect(item(0, of: renderer)?.badgeValue == "New")
  }

  @Test func itemsInTheStateWhenTheRendererIsMadeAreDrawnAtOnce() {
    StandIn.reset()
    let home = HomeFlow()
    home.start()
    home.router.updateTabItem(for: .feed) { $0.badge = .count(1) }
    let renderer = TabBarRenderer(router: home.router) { tab in titled("\(tab)") }
    #expect(item(0, of: renderer)?.badgeValue == "1")
  }

  @Test func aNewTabGetsItsItemAndAnImageUIKitDoesNotFindIsReported() {
    let (home, renderer) = shown()
    withKnownIssue {
      home.router.update { state in
        try? state.setTabs([.feed, .signIn], selected: .feed)
        try? state.updateTabItem(for: .signIn) { $0 = TabItem(title: "In", image: .asset("key")) }
      }
      StandIn.settle()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "TabBarRenderer<HomeTab>: UIKit found no image named `key` in the app's assets for the "
          + "tab `signIn`; the tab keeps its screen's own image. Check the name in the tab's item."
      ]
    }
    #expect(item(1, of: renderer)?.title == "In")
    #expect(item(1, of: renderer)?.image == nil)
    home.router.updateTabItem(for: .signIn) { $0.badge = .count(2) }
    StandIn.settle()
    #expect(item(1, of: renderer)?.badgeValue == "2")
  }

  @Test func anItemsTitleOutlivesTheTitleTheScreenSetsAsItLoads() {
    StandIn.reset()
    let home = HomeFlow()
    home.start()
    let renderer = TabBarRenderer(router: home.router) { tab in
      tab == .inbox ? TitlingScreen() : titled("\(tab)")
    }
    let window = UIWindow()
    window.rootViewController = renderer.tabBarController
    window.makeKeyAndVisible()
    StandIn.settle()
    home.router.updateTabItem(for: .inbox) { $0.title = "Mail" }
    StandIn.settle()
    home.router.select(.inbox)
    StandIn.settle()
    #expect(item(1, of: renderer)?.title == "Mail")
    StandIn.userTapsTab(0, in: renderer.tabBarController)
    home.router.updateTabItem(for: .inbox) { $0.title = nil }
    StandIn.settle()
    #expect(item(1, of: renderer)?.title == "Loaded")
  }

  @Test func anItemsImageIsTheSelectedImageTooAndTheScreensOwnComesBack() {
    let (home, renderer) = shown()
    UIImage.knownNames = ["tray", "tray.fill", "inbox"]
    let own = UIImage(systemName: "tray.fill")
    renderer.tabBarController.viewControllers?[1].tabBarItem.selectedImage = own
    home.router.updateTabItem(for: .inbox) { $0.image = .asset("inbox") }
    StandIn.settle()
    #expect(item(1, of: renderer)?.selectedImage?.name == "inbox")
    home.router.updateTabItem(for: .inbox) { $0.image = nil }
    StandIn.settle()
    #expect(item(1, of: renderer)?.selectedImage === own)
    #expect(item(1, of: renderer)?.image == nil)
  }
}
