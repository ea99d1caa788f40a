// module: WayfinderSwiftUI
// platform: macOS
// presentationSizing(_:) under an `#available` that names every platform: the gate must pass it,
// on iOS and in its macOS pass.
import SwiftUI

extension View {
  @ViewBuilder
  func formSized() -> some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      presentationSizing(.form)
    } else {
      self
    }
  }
}
