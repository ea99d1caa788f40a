// module: WayfinderSwiftUI
// platform: macOS
// `#available(iOS 18, *)` alone lets macOS 14 call presentationSizing(_:), a macOS 15 API: the
// gate's macOS pass must refuse it.
import SwiftUI

extension View {
  @ViewBuilder
  func formSized() -> some View {
    if #available(iOS 18, *) {
      presentationSizing(.form)
    } else {
      self
    }
  }
}
