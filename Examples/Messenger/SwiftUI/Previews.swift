#if canImport(SwiftUI)
  import MessengerCore
  import SwiftUI
  import WayfinderDI
  import WayfinderSwiftUI

  /// The chats flow with a thread open, over the demo data: each preview gets a container of
  /// its own, whose backend is a fresh in-memory database (the backend's declared default).
  struct ChatsFlowView_Previews: PreviewProvider {
    static var previews: some View {
      FlowPreview(.changes { chats in chats.router.show(.thread(2), in: .detail) }) {
        ChatsFlow(services: try Services(resolvingFrom: Container.current))
      } content: { chats in
        ChatsFlowView(flow: chats)
      }
    }
  }
#endif
