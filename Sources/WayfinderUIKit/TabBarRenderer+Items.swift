#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  // Each tab's item in the tab flow's state (`TabItem`) drawn on its screen's tab bar item: the
  // badge, and the item's title and image over the screen's own, which come back when the item
  // no longer sets them.
  extension TabBarRenderer {
    /// What a tab's screen gave its tab bar item.
    struct OwnLabel {
      let title: String?
      let image: UIImage?
      let selectedImage: UIImage?
    }

    /// Shows `item` on `tab`'s tab bar item: its badge, and its title and image over the
    /// screen's own, which come back when the item no longer sets them. An image UIKit does not
    /// find is reported and the screen's own stays.
    func show(_ item: TabItem, for tab: Tab) {
      guard let index = tabs.firstIndex(of: tab), let barItem = screens[index].tabBarItem else {
        return
      }
      barItem.badgeValue = item.badge?.text
      let before = shownItems[tab] ?? TabItem()
      shownItems[tab] = item == TabItem() ? nil : item
      guard before.title != item.title || before.image != item.image else { return }
      if before.title == nil, before.image == nil {
        ownLabels[tab] = OwnLabel(
          title: barItem.title, image: barItem.image, selectedImage: barItem.selectedImage)
      }
      if before.image != item.image {
        shownImages[tab] = item.image.flatMap { image(for: $0, tab: tab) }
      }
      drawLabel(of: tab, on: barItem, screen: screens[index])
      if item.title == nil, item.image == nil { ownLabels[tab] = nil }
    }

    /// Draws the title and image of `tab`'s item over its screen's own, or the screen's own
    /// (its title as it is now, when it gave none) when the item sets none.
    private func drawLabel(of tab: Tab, on barItem: UITabBarItem, screen: UIViewController) {
      guard let own = ownLabels[tab] else { return }
      let item = shownItems[tab] ?? TabItem()
      barItem.title = item.title ?? own.title ?? screen.title
      if let image = shownImages[tab] {
        barItem.image = image
        barItem.selectedImage = image
      } else {
        barItem.image = own.image
        barItem.selectedImage = own.selectedImage
      }
    }

    /// `tab` is selected: its screen may have set its title as its view loaded, over the
    /// item's; the item's comes back.
    func tabSelected(_ tab: Tab) {
      guard let index = tabs.firstIndex(of: tab), ownLabels[tab] != nil,
        let barItem = screens[index].tabBarItem
      else { return }
      drawLabel(of: tab, on: barItem, screen: screens[index])
    }

    private func image(for image: TabItem.Image, tab: Tab) -> UIImage? {
      let found: UIImage?
      let described: String
      switch image {
      case .system(let name):
        found = UIImage(systemName: name)
        described = "no system symbol named `\(name)`"
      case .asset(let name):
        found = UIImage(named: name)
        described = "no image named `\(name)` in the app's assets"
      @unknown default:
        found = nil
        described = "an image this version of WayfinderUIKit cannot draw"
      }
      if found == nil {
        reportIssue(
          "TabBarRenderer<\(Tab.self)>: UIKit found \(described) for the tab `\(tab)`; "
            + "the tab keeps its screen's own image. Check the name in the tab's item.")
      }
      return found
    }
  }
#endif
