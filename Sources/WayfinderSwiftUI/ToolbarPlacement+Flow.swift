#if canImport(SwiftUI)
  import SwiftUI

  extension ToolbarItemPlacement {
    /// Where a flow view's own back button goes: the leading edge of the navigation bar; on
    /// macOS, which has no `topBarLeading`, the toolbar's navigation items, at its leading edge
    /// ahead of the title.
    static var flowBackButton: ToolbarItemPlacement {
      #if canImport(UIKit)
        .topBarLeading
      #else
        .navigation
      #endif
    }
  }

  extension ToolbarPlacement {
    /// The bar a flow's `isBarHidden` hides: the navigation bar; on macOS, which has none, the
    /// window toolbar's items (`automatic`; `windowToolbar` would take the window's title and
    /// its close, minimize and zoom buttons away too).
    static var flowBar: ToolbarPlacement {
      #if canImport(UIKit)
        .navigationBar
      #else
        .automatic
      #endif
    }
  }
#endif
