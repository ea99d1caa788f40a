#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  // The tab bar's minimizing and bottom accessory (iOS 26 and later) as the tab flow's state
  // gives them: `tabBarMinimizeBehavior`, and a `UITabAccessory` showing the view the app makes
  // for the accessory's route. Earlier systems have neither, and draw nothing of them.
  extension TabBarRenderer {
    /// Draws the state's tab bar minimizing and bottom accessory.
    func drawBar(animated: Bool) {
      guard #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else {
        return
      }
      let minimizing = Self.behavior(for: arrangement?.tabBarMinimizing ?? .automatic)
      if tabBarController.tabBarMinimizeBehavior != minimizing {
        tabBarController.tabBarMinimizeBehavior = minimizing
      }
      #if !os(visionOS)
        drawAccessory(arrangement?.bottomAccessory, animated: animated)
      #endif
    }

    /// UIKit's minimize behavior for `minimizing`; visionOS minimizes no tab bar.
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private static func behavior(for minimizing: TabBarMinimizing)
      -> UITabBarController.MinimizeBehavior
    {
      #if os(visionOS)
        return .automatic
      #else
        switch minimizing {
        case .never: return .never
        case .onScrollDown: return .onScrollDown
        case .onScrollUp: return .onScrollUp
        default: return .automatic
        }
      #endif
    }

    #if !os(visionOS)
      /// Shows `route`'s view (made by ``accessoryView``) as the bottom accessory, or none; a
      /// route without a view to show is reported.
      @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
      private func drawAccessory(_ route: Tab?, animated: Bool) {
        guard route != shownAccessory || (route != nil && tabBarController.bottomAccessory == nil)
        else { return }
        guard let route, let make = accessoryView else {
          // NB: a turn later: the app sets the view once it has made the renderer.
          if let route, shownAccessory != route {
            nextTurn { [weak self] in self?.reportNoAccessoryView(for: route) }
          }
          shownAccessory = route
          if tabBarController.bottomAccessory != nil {
            tabBarController.setBottomAccessory(nil, animated: animated)
          }
          return
        }
        shownAccessory = route
        tabBarController.setBottomAccessory(
          UITabAccessory(contentView: make(route)), animated: animated)
      }

      /// Reports that the state still shows `route` in the accessory without a view for it.
      private func reportNoAccessoryView(for route: Tab) {
        guard accessoryView == nil, shownAccessory == route else { return }
        reportIssue(
          "TabBarRenderer<\(Tab.self)>: the state shows `\(route)` in the tab bar's bottom "
            + "accessory, and the renderer has no view for it. Set the renderer's "
            + "`accessoryView` to make the accessory's view.")
      }
    #endif
  }
#endif
