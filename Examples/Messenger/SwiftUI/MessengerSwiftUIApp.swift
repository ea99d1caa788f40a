#if canImport(SwiftUI)
  import Foundation
  import MessengerCore
  import SwiftUI
  import Wayfinder
  import WayfinderDI
  import WayfinderSwiftUI

  /// The SwiftUI front end: the same flows and view models as the terminal one.
  ///
  /// Add these files and the package's MessengerCore and WayfinderSwiftUI to an app target (iOS
  /// 17, or macOS 14: the files are type-checked for both), with the `messenger` URL scheme. One
  /// app runs every window (scene) over the same services: two iPad windows navigate apart,
  /// each saves its screens in its own scene storage and gets them back, and a link goes to the
  /// window already showing its chat.
  @main
  struct MessengerSwiftUIApp: App {
    // NB: SwiftUI makes the app once per process: one app for every window.
    private let started = Started.now()

    var body: some Scene {
      WindowGroup(for: WindowValue.self) { $window in
        switch started {
        case .running(let messenger):
          FlowWindow(messenger.windows, value: $window) { appWindow in
            MessengerWindow(messenger: messenger, window: appWindow)
          }
        case .failed(let failure):
          // The data cannot be read or written: say so rather than pretend to save.
          Text(failure)
        }
      }
    }
  }

  /// The app, started once for every window, or why it could not start.
  enum Started {
    case running(MessengerApp)
    case failed(String)

    /// Opens the data and starts the app; its windows connect as SwiftUI shows them.
    @MainActor static func now() -> Started {
      do throws(StoreError) {
        let database = try MessengerDatabase(directory: MessengerDatabase.defaultDirectory)
        do throws(ResolutionError) {
          return .running(try MessengerApp(database: database, restoresNavigation: false))
        } catch {
          return .failed(error.description)
        }
      } catch {
        return .failed(error.description)
      }
    }
  }

  /// One window's content: its app flow, the notices of the start, and why the window's saved
  /// screens could not come back. The app's flows follow a login or a logout in any window;
  /// a window also follows the session when it comes to the front, for a change made by
  /// another process on the same data.
  struct MessengerWindow: View {
    let messenger: MessengerApp
    let window: AppWindow
    @Environment(\.scenePhase) private var scenePhase
    @State private var notice: String?

    var body: some View {
      AppFlowView(flow: messenger.flow(of: window))
        .onChange(of: scenePhase, initial: true) { _, phase in
          guard phase == .active else { return }
          messenger.followSession()
          if notice == nil { notice = messenger.takeNotice() }
        }
        .onAppear {
          if case .failure(let error) = window.restoration {
            notice = "The saved screens could not be restored (\(error)); starting on the chats."
          }
        }
        .alert(
          notice ?? "", isPresented: noticeShown, presenting: notice, actions: { _ in },
          message: { _ in EmptyView() })
    }

    private var noticeShown: Binding<Bool> {
      Binding(
        get: { @MainActor in notice != nil },
        set: { @MainActor shown in if !shown { notice = nil } })
    }
  }

  /// The app flow: the login or the main flow at its root, and what it presents.
  struct AppFlowView: View {
    let flow: AppFlow

    var body: some View {
      FlowRoot(flow.router) { route in
        ChildFlowView(flow.child(at: route))
      }
    }
  }

  // Each flow of the sample draws itself, so ChildFlowView draws whichever flow is at a place,
  // with the flow's identity.
  // NB: the flows live in MessengerCore, which runs on Linux and imports no UI framework, so
  // their views are given here; the conformances are the app's own, to types of its own.
  // swift-format-ignore: AvoidRetroactiveConformances
  extension AuthFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { AuthFlowView(flow: self) }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension MainFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { MainFlowView(flow: self) }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension ChatsFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { ChatsFlowView(flow: self) }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension NewChatFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { NewChatFlowView(flow: self) }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension LibraryFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { LibraryFlowView(flow: self) }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension ProfileFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { ProfileFlowView(flow: self) }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  extension EditProfileFlow: @retroactive FlowViewProviding {
    /// The flow's screens.
    public func makeView() -> some View { EditProfileFlowView(flow: self) }
  }

  // A thread is pushed onto the chats' stack, where it draws its own screen.
  // swift-format-ignore: AvoidRetroactiveConformances
  extension ThreadFlow: @retroactive FlowScreensProviding {
    /// The thread's messages.
    public func screen(for route: ThreadRoute) -> some View {
      ThreadView(model: model).navigationTitle(model.chat?.title ?? "Chat")
    }
  }
#endif
