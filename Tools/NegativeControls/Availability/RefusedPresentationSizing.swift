// module: WayfinderSwiftUI
// presentationSizing(_:) is iOS 18 and macOS 15: outside `if #available` the gate must refuse it.
import SwiftUI

extension View {
  func formSized() -> some View {
    presentationSizing(.form)
  }
}
