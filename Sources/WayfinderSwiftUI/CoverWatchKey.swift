#if canImport(SwiftUI)
  import SwiftUI

  private struct CoverWatchKey: EnvironmentKey {
    // NB: at the top of a window, no container's cover hides what is drawn.
    static let defaultValue: CoverWatch? = nil
  }

  extension EnvironmentValues {
    /// Whether a full-screen cover of a container around the view hides it: the watch of the
    /// level the view is drawn at, handed down by that container's presentation layer.
    var coverWatch: CoverWatch? {
      get { self[CoverWatchKey.self] }
      set { self[CoverWatchKey.self] = newValue }
    }
  }
#endif
