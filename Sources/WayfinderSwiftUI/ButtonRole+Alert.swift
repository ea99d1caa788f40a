#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  extension ButtonRole {
    /// SwiftUI's role for a button of a ``FlowAlert``; `nil`, a plain button, for a role this
    /// version does not know.
    init?(_ role: AlertModel<Int>.Role) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      @unknown default: return nil
      }
    }
  }
#endif
