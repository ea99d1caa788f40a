#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI
  import Wayfinder

  /// One window of a SwiftUI `WindowGroup` as one of the app's `AppWindows`: its own
  /// navigator and services, its state saved in the scene's storage and restored with it, and
  /// the links it receives sent to the window the app's policy picks.
  ///
  /// ```swift
  /// @main
  /// struct MessengerApp: App {
  ///   var body: some Scene {
  ///     WindowGroup(for: WindowValue.self) { $window in
  ///       FlowWindow(appWindows, value: $window) { appWindow in
  ///         if let app = appWindow.navigator.root as? AppFlow { AppFlowView(flow: app) }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The window connects when it first shows, restoring what its scene storage holds, and
  /// opens the link it was opened for; it becomes the frontmost window when it becomes
  /// active, saves its state when it leaves the active phase, and disconnects when its views go
  /// away (SwiftUI tells no more: a window the user closed stays known, with its container,
  /// until the app's `AppWindows` discards it, or discards it as one of the windows
  /// disconnected longest ago, beyond 32). A link SwiftUI gives the window goes to the
  /// window the policy picks: SwiftUI brings it forward, or opens a new window for it.
  public struct FlowWindow<Content: View>: View {
    @Binding private var value: WindowValue?
    @SceneStorage("wayfinder.window") private var saved: Data?
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @State private var model: WindowSceneModel
    private let content: (AppWindow) -> Content

    /// The window of `windows` that the scene presenting `value` shows, drawn by `content`.
    public init(
      _ windows: AppWindows, value: Binding<WindowValue?>,
      @ViewBuilder content: @escaping (AppWindow) -> Content
    ) {
      _value = value
      // NB: a view's initializer runs more often than its body; only the first model is kept.
      _model = State(initialValue: WindowSceneModel(windows: windows))
      self.content = content
    }

    /// The window's content, once its window connected.
    public var body: some View {
      VStack {
        if let window = model.window { content(window) }
      }
      // NB: `initial: true` runs at the first appearance, which a stack with nothing in it yet
      // may not report through `onAppear`; `onAppear` connects a window that shows again after
      // its views went away. Apple documents no order between the two: the model takes both.
      .onChange(of: phase, initial: true) { _, phase in
        if model.window == nil { value = model.appeared(presenting: value, saved: saved) }
        if let state = model.phaseChanged(to: WindowPhase(phase)) { saved = state }
      }
      .onAppear {
        if model.window == nil { value = model.appeared(presenting: value, saved: saved) }
      }
      .onDisappear {
        if let state = model.disappeared() { saved = state }
      }
      .onOpenURL { url in
        if case .open(let other)? = model.open(
          url, supportsMultipleWindows: supportsMultipleWindows)
        {
          openWindow(value: other)
        }
      }
      // NB: without it, SwiftUI may open a new window for each link; with it, it gives the link
      // to an open window and the app's policy decides.
      .handlesExternalEvents(preferring: [], allowing: ["*"])
    }
  }

  extension WindowPhase {
    /// SwiftUI's phase.
    init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .inactive: self = .inactive
      case .background: self = .background
      @unknown default: self = .inactive
      }
    }
  }
#endif
