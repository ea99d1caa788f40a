// module: WayfinderSwiftUI
// Tools/Availability/names-every-platform.py must refuse this: `#available(iOS 18, macOS 15, *)`
// lets tvOS 17, watchOS 10 and visionOS 1 call presentationSizing(_:), which they lack.
import SwiftUI

extension View {
  @ViewBuilder
  func formSized() -> some View {
    if #available(iOS 18.0, macOS 15.0, *) {
      presentationSizing(.form)
    } else {
      self
    }
  }
}
