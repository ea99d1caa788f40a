import Foundation
import IssueReporting
import WayfinderDI

/// The navigation of every window of an app: each window has its own ``Navigator`` and flow
/// tree, and a container of its own for the services that belong to one window, over the
/// app's container whose singletons every window shares.
///
/// The platform's scene life cycle comes in as calls: a window connects (new, or again after
/// the system dropped it), becomes frontmost, disconnects, or is discarded by the user. What
/// each window shows is data the app can save and restore per window, and a deep link goes to
/// the window ``linkPolicy`` picks.
///
/// ```swift
/// let windows = AppWindows(
///   container: app,
///   windowServices: { window in
///     window.register(Container.drafts) { _ in Drafts() }   // one per window
///   },
///   root: { AppFlow() })
///
/// // when a scene connects, with what it saved before, if anything:
/// let window = windows.connect(session.id, restoring: savedState)
/// // when it goes away, in the order the platform reports:
/// windows.disconnect(session.id)   // the system dropped it; it may come back
/// windows.discard(session.id)      // the user closed it: its state and services end
/// ```
///
/// <doc:WindowsAndScenes> shows which platform event is which call; the UIKit adapter makes
/// the calls from a scene delegate's, and the SwiftUI adapter's `FlowWindow` from a
/// `WindowGroup`'s window.
@MainActor
public final class AppWindows {
  /// The app's container: every window's own container falls back to it, so its singletons
  /// are shared by all windows.
  public let container: Container
  /// Registers the services of one window in that window's container (overrides of declared
  /// dependencies, or registrations): an instance made there is that window's, and is released
  /// when the window is discarded.
  package let windowServices: (Container) -> Void
  /// Makes a window's root flow, with the window's container as `Container.current`.
  package let makeRoot: @MainActor () -> Flow

  /// The links every window's navigator opens (``Navigator/deepLinks``); `open(_:)` needs them.
  public var deepLinks: DeepLinkMap? {
    didSet { for window in windows { window.navigator.deepLinks = deepLinks } }
  }

  /// The version and migrations of every window's snapshots (``Navigator/snapshotSchema``).
  public var snapshotSchema = SnapshotSchema(version: 1) {
    didSet { for window in windows { window.navigator.snapshotSchema = snapshotSchema } }
  }

  /// Which window a link opens in; ``WindowLinkPolicy/showingOrFrontmost`` unless you set one.
  public var linkPolicy = WindowLinkPolicy.showingOrFrontmost

  /// The connected windows, frontmost first.
  public private(set) var windows: [AppWindow] = []

  /// Every window not discarded, connected or not: its container and, while it is
  /// disconnected, its saved state.
  package private(set) var sessions: [String: WindowSession] = [:]

  /// Keeps `saved` as the state of the window `id`, disconnected, with a container of its own:
  /// a relaunched app's window that the platform has not connected yet.
  package func keep(_ saved: Data?, forDisconnected id: String) {
    let session = WindowSession(container: Container(parent: container, windowServices))
    session.saved = saved
    sessions[id] = session
    keepDisconnected(session)
  }

  /// How many disconnected windows keep their state and container in memory.
  static var disconnectedKept: Int { 32 }
  /// How many windows disconnected so far: the order of their disconnections.
  private var disconnections = 0

  /// Counts `session` as disconnected last, and discards the windows disconnected longest ago
  /// beyond ``disconnectedKept``.
  ///
  /// NB: a platform may never say that the user closed a window (SwiftUI does not); without a
  /// bound, each window closed there would keep its container for the whole run.
  private func keepDisconnected(_ session: WindowSession) {
    disconnections += 1
    session.disconnection = disconnections
    let disconnected = sessions.filter { $0.value.window == nil }
    guard disconnected.count > Self.disconnectedKept else { return }
    let oldest = disconnected.sorted { $0.value.disconnection < $1.value.disconnection }
    for (id, _) in oldest.prefix(disconnected.count - Self.disconnectedKept) {
      sessions[id] = nil
    }
  }

  /// The navigation of an app's windows, whose services come from `container`.
  ///
  /// - Parameters:
  ///   - container: The app's container, shared by every window.
  ///   - windowServices: Registers what each window has of its own in that window's container.
  ///   - root: Makes a window's root flow; it runs with the window's container as
  ///     `Container.current`.
  public init(
    container: Container = Container.current,
    windowServices: @escaping (Container) -> Void = { _ in },
    root: @escaping @MainActor () -> Flow
  ) {
    self.container = container
    self.windowServices = windowServices
    self.makeRoot = root
  }

  /// The connected window `id`, if there is one.
  public func window(_ id: String) -> AppWindow? {
    sessions[id]?.window
  }

  /// Connects the window `id` (a scene session's identifier) and makes it frontmost: its
  /// navigator starts at its root flow's first screens, restores what the window showed, then
  /// opens `links` (the links the platform made the window for) in order.
  ///
  /// A window that disconnected in this run restores the state it had then, and keeps the
  /// services of its own container; otherwise it restores `data` (what the platform kept for
  /// the scene since the last run, written by ``Navigator/snapshotData()``), if any. A snapshot
  /// that does not fit leaves the window at its first screens and the error in
  /// ``AppWindow/restoration``; a link that fails is in the navigator's
  /// ``Navigator/lastDeepLinkError``.
  ///
  /// Connecting a window that is connected changes nothing and is reported (a runtime warning in
  /// an app, a failure in tests).
  @discardableResult
  public func connect(_ id: String, restoring data: Data? = nil, opening links: [String] = [])
    -> AppWindow
  {
    if let connected = window(id) {
      reportIssue("The window \"\(id)\" is already connected; disconnect it first.")
      return connected
    }
    let session =
      sessions[id] ?? WindowSession(container: Container(parent: container, windowServices))
    sessions[id] = session
    let root = Container.$current.withValue(session.container) { makeRoot() }
    let navigator = Navigator(root: root, container: session.container)
    navigator.deepLinks = deepLinks
    navigator.snapshotSchema = snapshotSchema
    navigator.start()
    let window = AppWindow(id: id, navigator: navigator, container: session.container)
    if let saved = session.saved ?? data {
      do throws(RestorationError) {
        window.restoration = .success(try navigator.restore(from: saved))
      } catch {
        window.restoration = .failure(error)
      }
    }
    // NB: a link the window held (waiting for a login) when it disconnected waits again.
    if navigator.pendingLink == nil { navigator.pendingLink = session.heldLink }
    session.saved = nil
    session.heldLink = nil
    session.window = window
    windows.insert(window, at: 0)
    for link in links {
      do throws(DeepLinkError) {
        try navigator.open(link)
      } catch {
        navigator.lastDeepLinkError = error
      }
    }
    return window
  }

  /// Makes the connected window `id` frontmost: call it when the platform says the window
  /// became active. A window that is not connected is reported.
  public func activate(_ id: String) {
    guard let index = windows.firstIndex(where: { $0.id == id }) else {
      reportIssue("No window \"\(id)\" is connected; connect it before activating it.")
      return
    }
    windows.insert(windows.remove(at: index), at: 0)
  }

  /// Disconnects the window `id`: the system dropped its scene and may connect it again later.
  /// Its state (and a link it holds until a condition is met) is kept in memory and its flows
  /// end; its container, with the services it made, stays for when it connects again. At most
  /// 32 disconnected windows are kept so: beyond, the one disconnected longest ago is discarded
  /// (it still comes back from the state the platform kept for it, with new window services).
  ///
  /// A window already discarded is ignored (the platform may report a closed window's
  /// disconnection after its discarding); one that is known and not connected is reported.
  public func disconnect(_ id: String) {
    guard let session = sessions[id] else { return }
    guard let window = session.window else {
      reportIssue("The window \"\(id)\" is not connected; there is nothing to disconnect.")
      return
    }
    do throws(RestorationError) {
      session.saved = try window.navigator.snapshotData()
    } catch {
      reportIssue(
        "The window \"\(id)\" could not save what it shows, and connects again without it: "
          + "\(error)")
    }
    session.heldLink = window.navigator.pendingLink
    close(window)
    session.window = nil
    keepDisconnected(session)
  }

  /// Discards the window `id`: the user closed it. Its flows end, what it saved is forgotten
  /// and its container goes, with the services made in it. An identifier the app does not
  /// know (a window discarded while the app was not running) is ignored.
  public func discard(_ id: String) {
    guard let session = sessions.removeValue(forKey: id) else { return }
    if let window = session.window { close(window) }
  }

  /// Ends a connected window's flows and takes it out of ``windows``.
  private func close(_ window: AppWindow) {
    window.navigator.stop()
    window.isConnected = false
    windows.removeAll { $0 === window }
  }

  /// The identifiers of the windows that are known but not connected, sorted.
  var disconnectedIDs: [String] {
    sessions.filter { $0.value.window == nil }.map(\.key).sorted()
  }
}

/// What stays of a window between its connections: its container, and its state while it is
/// disconnected.
@MainActor
package final class WindowSession {
  let container: Container
  /// The window's state while it is disconnected: what it showed, or what the platform kept.
  package var saved: Data?
  /// The link the window held when it disconnected, until it connects again.
  var heldLink: PendingLink?
  /// The window while it is connected.
  package var window: AppWindow?
  /// When the window last disconnected, in the order of disconnections.
  var disconnection = 0

  init(container: Container) {
    self.container = container
  }
}
