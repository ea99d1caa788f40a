#if canImport(SwiftUI)
  extension SwiftUIPlatform {
    /// The platform the views run on, as they draw on it: with UIKit (iOS, iPadOS, Mac
    /// Catalyst, tvOS, visionOS) a hosting controller reports appearances after the transition
    /// (`onDidAppear`) and covers exist; on watchOS appearances come from `onAppear`; on macOS,
    /// where `canImport(UIKit)` is false, from `onAppear` too, and covers are drawn as sheets.
    static var current: SwiftUIPlatform {
      #if !canImport(UIKit)
        return .macOS
      #else
        #if os(watchOS)
          var platform = SwiftUIPlatform.watchOS
        #else
          var platform = SwiftUIPlatform.uiKit
        #endif
        // NB: every platform named, as the availability gate asks; tvOS compiles the zoom and
        // draws the automatic transition instead, as its documentation says.
        #if !os(tvOS)
          if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            platform.drawsZoom = true
          }
        #endif
        return platform
      #endif
    }
  }
#endif
