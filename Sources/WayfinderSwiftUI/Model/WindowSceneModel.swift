import Foundation
import Observation
@_spi(Rendering) import Wayfinder

/// A SwiftUI window's phase, as the platform-free model reads SwiftUI's `ScenePhase`.
enum WindowPhase: Sendable {
  case active, inactive, background
}

/// What the window a link sends the app to must do, as SwiftUI's `openWindow` does it.
enum WindowRequest: Hashable, Sendable {
  /// Bring forward the window presenting this value, or make one (`openWindow(value:)`).
  case open(WindowValue)
}

/// What a ``FlowWindow`` decides, platform-free: which of the app's windows the SwiftUI window
/// is, when it connects, saves and disconnects, and where a link it receives goes.
///
/// SwiftUI's events come in as calls: the window appears (with the value it presents and its
/// scene storage), its phase changes, it disappears, it receives a URL. The view writes back
/// what the calls return (the value to present, the state to store, a window to open).
@MainActor
@Observable
final class WindowSceneModel {
  @ObservationIgnored let windows: AppWindows
  /// The app's window this SwiftUI window shows, once it connected.
  private(set) var window: AppWindow?

  init(windows: AppWindows) {
    self.windows = windows
  }

  /// The window appeared, presenting `presented` (`nil` for a window SwiftUI made without a
  /// value: the app's first, or one the user asked for), with `saved` in its scene storage.
  /// Connects it, restoring `saved` and opening the link it was opened for, and returns the
  /// value it presents from now on: its identifier, without the link, so that a restored
  /// window does not open it again.
  ///
  /// A value whose window is already connected elsewhere (SwiftUI restored two windows with
  /// one value) gets an identifier of its own and a fresh start.
  func appeared(presenting presented: WindowValue?, saved: Data?) -> WindowValue {
    if let window, window.isConnected { return WindowValue(id: window.id) }
    var id = presented?.id ?? UUID().uuidString
    var restoring = saved
    if windows.window(id) != nil {
      id = UUID().uuidString
      restoring = nil
    }
    window = windows.connect(
      id, restoring: restoring, opening: presented?.link.map { [$0] } ?? [])
    return WindowValue(id: id)
  }

  /// The window's phase changed: active makes it the frontmost window; leaving active returns
  /// its state, to store before the system may end the scene.
  func phaseChanged(to phase: WindowPhase) -> Data? {
    guard let window, window.isConnected else { return nil }
    switch phase {
    case .active:
      windows.activate(window.id)
      return nil
    case .inactive, .background:
      return window.savedState()
    }
  }

  /// The window's views went away: its scene disconnected or was closed. Returns its state to
  /// store, then disconnects it: if SwiftUI brings the window back in this run it is as it was.
  func disappeared() -> Data? {
    guard let window, window.isConnected else { return nil }
    let saved = window.savedState()
    windows.disconnect(window.id)
    self.window = nil
    return saved
  }

  /// SwiftUI gave this window `url`: it counts as frontmost, and the link goes where the app's
  /// policy sends it. Returns the window to bring forward or open, if any; where the app shows
  /// one window at a time (`supportsMultipleWindows` `false`), a link for a new window opens
  /// here. A link that fails is in this window's navigator's `lastDeepLinkError`.
  func open(_ url: URL, supportsMultipleWindows: Bool) -> WindowRequest? {
    guard let window, window.isConnected else { return nil }
    let link = url.absoluteString
    windows.activate(window.id)
    do throws(DeepLinkError) {
      switch try windows.open(link) {
      case .opened(let chosen, _):
        return chosen == window.id ? nil : .open(WindowValue(id: chosen))
      case .needsNewWindow:
        guard supportsMultipleWindows else {
          try window.navigator.open(link)
          return nil
        }
        return .open(WindowValue(opening: link))
      @unknown default:
        return nil
      }
    } catch {
      window.navigator.recordDeepLinkFailure(error)
      return nil
    }
  }
}
