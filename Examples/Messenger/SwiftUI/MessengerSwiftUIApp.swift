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
  /// 17, or macOS 14: the files are type-checked for both), with the `messenger` URL scheme. Each
  /// window (scene) runs its own app: two iPad windows navigate apart, each saves its screens in
  /// its own scene storage and gets them back.
  @main
  struct MessengerSwiftUIApp: App {
    var body: some Scene {
      WindowGroup {
        MessengerScene()
      }
    }
  }

  /// One window: its own flows, saved when the scene leaves the foreground and restored when
  /// the system brings the scene back; links open in the window that receives them.
  struct MessengerScene: View {
    @State private var messenger: MessengerApp?
    @SceneStorage("navigation") private var savedNavigation: Data?
    @Environment(\.scenePhase) private var scenePhase
    @State private var notice: String?
    @State private var failure: String?

    var body: some View {
      VStack {
        if let messenger {
          AppFlowView(flow: messenger.app)
        } else if let failure {
          // The data cannot be read or written: say so rather than pretend to save.
          Text(failure)
        }
      }
      .onChange(of: scenePhase, initial: true) { _, phase in
        if messenger == nil { start() }
        // NB: a scene going to the background may never come back; its state is saved first.
        if phase != .active { savedNavigation = messenger?.navigationData() }
      }
      .onOpenURL { url in
        guard let messenger else { return }
        let message = messenger.open(url.absoluteString)
        if !message.hasPrefix("Opened") { notice = message }
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

    /// Starts this scene's app, made once per scene (the view's initializer runs more often).
    private func start() {
      let database: MessengerDatabase
      do throws(StoreError) {
        database = try MessengerDatabase(directory: MessengerDatabase.defaultDirectory)
      } catch {
        failure = error.description
        return
      }
      let app: MessengerApp
      do throws(ResolutionError) {
        app = try MessengerApp(database: database, restoresNavigation: false)
      } catch {
        failure = error.description
        return
      }
      if let savedNavigation { app.restoreNavigation(from: savedNavigation) }
      notice = app.notices.first
      messenger = app
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
