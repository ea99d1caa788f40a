#if canImport(SwiftUI)
  extension SwiftUIPlatform {
    /// The platform the views run on, as they draw on it: with UIKit (iOS, iPadOS, Mac
    /// Catalyst, tvOS, visionOS) a hosting controller reports appearances after the transition
    /// (`onDidAppear`) and covers exist; on watchOS appearances come from `onAppear`; on macOS,
    /// where `canImport(UIKit)` is false, from `onAppear` too, and covers are drawn as sheets.
    static var current: SwiftUIPlatform {
      #if !canImport(UIKit)
        .macOS
      #elseif os(watchOS)
        .watchOS
      #else
        .uiKit
      #endif
    }
  }
#endif
