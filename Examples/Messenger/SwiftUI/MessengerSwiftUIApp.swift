#if canImport(SwiftUI)
  import MessengerCore
  import SwiftUI
  import Wayfinder
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
        FlowView(flow: messenger.app.topChild)
      }
    }
  }

  /// Draws whichever flow of the sample `flow` is.
  struct FlowView: View {
    let flow: Flow?

    var body: some View {
      if let flow = flow as? AuthFlow {
        AuthFlowView(flow: flow)
      } else if let flow = flow as? MainFlow {
        MainFlowView(flow: flow)
      } else if let flow = flow as? ChatsFlow {
        ChatsFlowView(flow: flow)
      } else if let flow = flow as? NewChatFlow {
        NewChatFlowView(flow: flow)
      } else if let flow = flow as? LibraryFlow {
        LibraryFlowView(flow: flow)
      } else if let flow = flow as? ProfileFlow {
        ProfileFlowView(flow: flow)
      } else if let flow = flow as? EditProfileFlow {
        EditProfileFlowView(flow: flow)
      } else {
        EmptyView()
      }
    }
  }
#endif
