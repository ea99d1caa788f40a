// expect: value of type 'EmptyView' has no member 'fullScreenCover'
// Negative control for the macOS type-check in Tools/typecheck-apple.sh: macOS has no
// `fullScreenCover`, so this file fails on a Mac, and must fail against
// Tools/AppleStubs/macOS. If it ever compiles, the macOS stub has kept a declaration macOS lacks.
#if canImport(SwiftUI)
  import SwiftUI

  struct CoverOnAMac: View {
    struct Item: Identifiable {
      let id: Int
    }

    @State private var shown: Item?

    var body: some View {
      EmptyView().fullScreenCover(item: $shown) { _ in EmptyView() }
    }
  }
#endif
