// expect: type 'ToolbarPlacement' has no member 'tabBar'
// Negative control for the macOS type-check in Tools/typecheck-apple.sh: macOS has no
// tabBar placement (its toolbar is the window's), so this file fails on a Mac, and must fail
// against Tools/AppleStubs/macOS.
#if canImport(SwiftUI)
  import SwiftUI

  struct HiddenBarOnAMac: View {
    var body: some View {
      EmptyView().toolbar(.hidden, for: .tabBar)
    }
  }
#endif
