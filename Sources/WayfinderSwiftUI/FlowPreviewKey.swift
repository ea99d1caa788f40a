#if canImport(SwiftUI)
  import SwiftUI

  private struct FlowPreviewKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether the view is drawn in a ``FlowPreview``, whose canvas may not send the hosting
    /// controller's appearances the containers wait for.
    var drawsFlowPreview: Bool {
      get { self[FlowPreviewKey.self] }
      set { self[FlowPreviewKey.self] = newValue }
    }
  }
#endif
