import Foundation
import IssueReporting
import WayfinderDI

/// One connected window of ``AppWindows``: its navigator, and the container of the services it
/// has of its own.
///
/// A window that disconnects is closed: its navigator is stopped, and ``AppWindows`` makes a
/// new `AppWindow` when it connects again, restored to what this one showed and with the same
/// ``container``.
@MainActor
public final class AppWindow: Identifiable {
  /// The window's identifier: its scene session's.
  public nonisolated let id: String
  /// The window's navigator.
  public let navigator: Navigator
  /// The window's container: what ``AppWindows`` registered for each window, over the app's
  /// container.
  public let container: Container
  /// Whether the window is connected; `false` once it disconnected or was discarded.
  public internal(set) var isConnected = true
  /// What restoring the window's saved state gave when it connected: its report, or why the
  /// snapshot did not fit (the window then shows its first screens); `nil` when there was
  /// nothing to restore.
  public internal(set) var restoration: Result<RestorationReport, RestorationError>?

  init(id: String, navigator: Navigator, container: Container) {
    self.id = id
    self.navigator = navigator
    self.container = container
  }

  /// What the window shows, to save where the platform keeps its scene's state: its navigator's
  /// snapshot; `nil`, reported, when the snapshot cannot be made.
  @_spi(Rendering) public func savedState() -> Data? {
    do throws(RestorationError) {
      return try navigator.snapshotData()
    } catch {
      reportIssue("The window \"\(id)\" could not save what it shows: \(error)")
      return nil
    }
  }

  /// Whether `route` is in a stack or a presentation of a flow of the window, in a tab not
  /// selected or under other screens too (a link to it brings it forward): what
  /// ``WindowLinkPolicy/showingOrFrontmost`` looks for.
  public func shows(_ route: AnyRoute) -> Bool {
    var pending = [navigator.tree]
    while let node = pending.popLast() {
      if let state = node.state, !node.status.hasEnded {
        if state.stack.contains(route) || state.presented.contains(where: { $0.route == route }) {
          return true
        }
      }
      pending.append(contentsOf: node.children)
    }
    return false
  }
}
