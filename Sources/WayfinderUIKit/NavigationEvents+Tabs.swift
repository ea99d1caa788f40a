#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import UIKit

  // The tab bar controller's callbacks of tabs set as `UITab`s (iOS 18 and later), forwarded to
  // the closures the tab bar renderer sets.
  extension NavigationEvents {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab)
      -> Bool
    {
      shouldSelectTab(tab)
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func tabBarController(
      _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab,
      previousTab: UITab?
    ) {
      didSelectTab(selectedTab)
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    func tabBarController(
      _ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]
    ) {
      visibilityDidChange(tabs)
    }
  }
#endif
