#if canImport(SwiftUI)
  import SwiftUI
  import Wayfinder

  /// A tab view with the tab bar's minimizing (iOS 26 and later) and bottom accessory (iOS 26.1
  /// and later) its tab flow's state gives: the accessory shows `content` of the accessory's
  /// route, and shows and hides without the tab view changing its identity. Elsewhere (macOS,
  /// tvOS, watchOS, visionOS, earlier systems) the tab view as it is: only iOS, iPadOS and Mac
  /// Catalyst take a minimizing other than the system's, and have an accessory.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct TabBarExtras<Route: Hashable & Sendable, Content: View, Tabs: View>: View {
    let minimizing: TabBarMinimizing
    let accessory: Route?
    let content: (Route) -> Content
    @ViewBuilder let tabs: () -> Tabs

    var body: some View {
      #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
        if #available(iOS 26.1, macOS 26.1, tvOS 26.1, watchOS 26.1, visionOS 26.1, *) {
          tabs()
            .tabBarMinimizeBehavior(behavior)
            .tabViewBottomAccessory(isEnabled: accessory != nil) {
              if let accessory { content(accessory) }
            }
        } else if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
          tabs().tabBarMinimizeBehavior(behavior)
        } else {
          tabs()
        }
      #else
        tabs()
      #endif
    }

    #if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
      /// SwiftUI's behavior for the state's minimizing.
      @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
      private var behavior: TabBarMinimizeBehavior {
        switch minimizing {
        case .never: .never
        case .onScrollDown: .onScrollDown
        case .onScrollUp: .onScrollUp
        default: .automatic
        }
      }
    #endif
  }
#endif
