#if canImport(SwiftUI)
  import MessengerCore
  import SwiftUI
  import WayfinderSwiftUI

  /// The SwiftUI front end: the same flows and view models as the terminal one.
  ///
  /// Add these files and the package's MessengerCore and WayfinderSwiftUI to an app target.
  @main
  struct MessengerSwiftUIApp: App {
    private let messenger = MessengerApp(
      store: try? DataStore(directory: DataStore.defaultDirectory))

    var body: some Scene {
      WindowGroup {
        ChildFlowView(messenger.app.topChild)
      }
    }
  }
#endif
