// module: WayfinderSwiftUI
// platform: macOS
// presentationSizing(_:) inside a declaration marked for the versions that have it: the gate must
// pass it.
import SwiftUI

extension View {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func formSized() -> some View {
    presentationSizing(.form)
  }
}
