// expect: type 'ToolbarItemPlacement' has no member 'topBarLeading'
// Negative control for the macOS type-check in Tools/typecheck-apple.sh: the top bar's
// placements are not on macOS (its toolbar takes `.navigation` items), so this file fails on a
// Mac, and must fail against Tools/AppleStubs/macOS.
#if canImport(SwiftUI)
  import SwiftUI

  struct LeadingButtonOnAMac: View {
    var body: some View {
      EmptyView().toolbar {
        ToolbarItem(placement: .topBarLeading) { Button("Back") {} }
      }
    }
  }
#endif
