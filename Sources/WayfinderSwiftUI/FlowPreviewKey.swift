#if canImport(SwiftUI)
  import SwiftUI

  private struct FlowPreviewKey: EnvironmentKey {
    static let defaultValue: PreviewAppearance.Canvas? = nil
  }

  extension EnvironmentValues {
    /// The canvas of the ``FlowPreview`` the view is drawn in, which may not send the hosting
    /// controllers' appearances the containers wait for; `nil` outside a preview.
    var flowPreviewCanvas: PreviewAppearance.Canvas? {
      get { self[FlowPreviewKey.self] }
      set { self[FlowPreviewKey.self] = newValue }
    }
  }
#endif
