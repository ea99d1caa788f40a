#if canImport(SwiftUI)
  import Foundation
  import MessengerCore
  import SwiftUI
  import Wayfinder
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

  /// The session the sample saved for a bug report (`Recordings/session.json`, written by the
  /// terminal's `recording save`) after its third change, the user back from the thread they
  /// opened: made again change by change in the preview's own navigator, as a test replays it.
  /// The same recording became the test `ReportedSessionTests.swift`.
  struct RecordedSession_Previews: PreviewProvider {
    static var previews: some View {
      if let session {
        FlowPreview(.recording(session, step: 3, links: MessengerApp.links)) {
          AppFlow(services: try Services(resolvingFrom: Container.current))
        } content: { app in
          AppFlowView(flow: app)
        }
      } else {
        Text("Save a session with the terminal's `recording save` to Recordings/session.json.")
      }
    }

    /// The saved session, read from the sample's folder on the Mac that draws the preview.
    private static var session: NavigationRecording? {
      let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Recordings/session.json")
      guard let data = try? Data(contentsOf: file) else { return nil }
      return try? JSONDecoder().decode(NavigationRecording.self, from: data)
    }
  }
#endif
