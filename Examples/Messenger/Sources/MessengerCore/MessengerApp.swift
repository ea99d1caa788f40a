import Foundation
import Wayfinder
import WayfinderDI

/// The sample put together: the store, the services in a container, the windows with their
/// flows, deep links and restoration. Front ends draw it.
///
/// Every window has its own navigator and flows over the same services: two windows navigate
/// apart, and a link goes to the window already showing its chat, else to the frontmost one.
@MainActor
public final class MessengerApp {
  /// The app's windows, frontmost first.
  public let windows: AppWindows
  /// Messages for the user from starting up: data imported, a damaged file moved aside, a
  /// window's saved screens rejected (when this app restores its windows).
  public private(set) var notices: [String] = []

  /// The first notice not shown yet, which the caller shows: for a front end that shows one
  /// at a time.
  public func takeNotice() -> String? {
    notices.isEmpty ? nil : notices.removeFirst()
  }
  /// The services over the database.
  public let backend: DatabaseBackend
  private let services: Services

  /// The deep links: `messenger://chats/<id>`, and the same path as a universal link of
  /// `messenger.example`.
  public static var links: DeepLinkMap {
    var links = DeepLinkMap(scheme: "messenger", hosts: ["messenger.example"])
    links.add("/chats/:id") { parameters throws(DeepLinkError) in
      [.select(MainTab.chats), .path([ChatsRoute.thread(try parameters.value("id"))])]
    }
    return links
  }

  /// Starts the app on `database`, resolving its services from `container` (tests override
  /// them there), where it registers the backend over `database` as ``Container/backend``:
  /// a test overrides the services (``Container/auth``, ``Container/chats``, …), never the
  /// backend, which this replaces.
  ///
  /// With `restoresNavigation`, the windows saved by ``save()`` come back, frontmost first, each
  /// with its screens (one window, "1", when none was saved). A front end whose platform keeps
  /// each window's state (SwiftUI's scene storage) passes `false`, and its windows connect
  /// themselves.
  ///
  /// - Throws: ``ResolutionError`` when a service's factory fails (an override a test
  ///   registered, say); the declarations themselves cannot be missing.
  public init(
    database: MessengerDatabase, container: Container = Container(),
    restoresNavigation: Bool = true
  ) throws(ResolutionError) {
    let backend = DatabaseBackend(database: database)
    self.backend = backend
    notices = database.notices
    container.register(Container.backend) { _ in backend }
    let services = try Services(resolvingFrom: container)
    self.services = services
    // NB: a login or a logout in one window reaches every window, through the app made below.
    let relay = SessionRelay()
    windows = AppWindows(container: container) {
      AppFlow(services: services) { relay.app?.followSession() }
    }
    windows.deepLinks = Self.links
    relay.app = self
    if restoresNavigation { restoreWindows() }
  }

  /// The app the windows' flows tell of a login or a logout.
  private final class SessionRelay {
    weak var app: MessengerApp?
  }

  /// The frontmost window, the one the user works in; `nil` before a window connects.
  public var window: AppWindow? { windows.windows.first }

  /// The frontmost window's navigator.
  public var navigator: Navigator? { window?.navigator }

  /// The frontmost window's app flow.
  public var app: AppFlow? { window.map(flow(of:)) }

  /// The navigation tree as text: the frontmost window's, or every window's when there are
  /// several.
  public var tree: String {
    guard windows.windows.count > 1 else { return navigator?.tree.text ?? "" }
    return windows.text
  }

  /// The frontmost window's navigation tree as text, with what each flow's container holds
  /// (the app's services on the first line's flow).
  public var treeWithServices: String { navigator?.treeWithDependencies.text ?? "" }

  /// The app flow at the root of `window`.
  public func flow(of window: AppWindow) -> AppFlow {
    // NB: every window's root is the AppFlow that the closure given to `windows` makes.
    unsafeDowncast(window.navigator.root, to: AppFlow.self)
  }

  /// Stops following the database and closes it, with the whole history in the database
  /// file: the last thing an app does.
  ///
  /// - Throws: ``StoreError/notClosed(detail:)`` when the history stays in the journal.
  public func close() throws(StoreError) {
    services.observations.stopAll()
    try backend.database.close()
  }

  /// Returns once every view model shows the changes this app has saved: what a front end
  /// that draws right after a change (the terminal) waits for.
  public func settle() async {
    await services.observations.settle(through: services.chats.lastChangeRevision)
  }

  /// Opens a deep link in the window already showing its chat, else in the frontmost one (a
  /// new window when there is none), returning a message for the user.
  public func open(_ link: String) -> String {
    if let id = Self.chatID(in: link), backend.chat(id: id) == nil {
      return "There is no chat \(id), so \(link) was not opened."
    }
    followSession()
    let front = window?.id
    do throws(DeepLinkError) {
      switch try windows.open(link) {
      case .opened(let id, let outcome):
        let place = id == front ? "" : " in window \(id)"
        switch outcome {
        case .opened: return "Opened \(link)\(place)."
        case .held: return "Log in to open \(link)\(place)."
        @unknown default: return "\(link) was taken\(place)."
        }
      case .needsNewWindow:
        return openWindow(opening: [link])
      @unknown default:
        return "\(link) was not opened."
      }
    } catch {
      return error.description
    }
  }

  /// Opens a new window, frontmost, on chat `chat` when one is given; returns a message for
  /// the user.
  public func openWindow(showing chat: Int? = nil) -> String {
    if let chat, backend.chat(id: chat) == nil {
      return "There is no chat \(chat), so no window was opened."
    }
    return openWindow(opening: chat.map { ["messenger://chats/\($0)"] } ?? [])
  }

  private func openWindow(opening links: [String]) -> String {
    var number = 1
    while windows.window(String(number)) != nil { number += 1 }
    let window = recording(windows.connect(String(number), opening: links))
    if let error = window.navigator.lastDeepLinkError {
      return "Opened window \(number); \(error)"
    }
    if let held = window.navigator.pendingDeepLink {
      return "Opened window \(number). Log in to open \(held)."
    }
    return "Opened window \(number)."
  }

  /// Brings window `id` to the front; returns a message for the user.
  public func switchToWindow(_ id: String) -> String {
    guard windows.window(id) != nil else {
      return "There is no window \(id); the windows are \(windowList)."
    }
    windows.activate(id)
    followSession()
    return "This is window \(id)."
  }

  /// Closes window `id` (the frontmost when `nil`) for good, its screens and its services
  /// with it; the next window comes to the front, and a link the closed window held until the
  /// login goes there. The last window stays: quitting is how it goes.
  public func closeWindow(_ id: String? = nil) -> String {
    let closing: AppWindow? = if let id { windows.window(id) } else { window }
    guard let closing else {
      return "There is no window \(id ?? ""); the windows are \(windowList)."
    }
    guard windows.windows.count > 1 else { return "This is the only window: quit instead (q)." }
    let held = closing.navigator.pendingDeepLink
    windows.discard(closing.id)
    followSession()
    let reply = "Closed window \(closing.id); this is window \(window?.id ?? "")."
    return held.map { reply + " " + open($0) } ?? reply
  }

  /// The connected windows, by number.
  public var windowsByNumber: [AppWindow] {
    windows.windows.sorted { ($0.id.count, $0.id) < ($1.id.count, $1.id) }
  }

  /// The connected windows' identifiers, in order ("1, 2 and 3").
  private var windowList: String {
    let ids = windowsByNumber.map(\.id)
    guard let last = ids.last, ids.count > 1 else { return ids.first ?? "none" }
    return ids.dropLast().joined(separator: ", ") + " and " + last
  }

  /// Has every window show the login or the main flow as the stored session says: a login or
  /// a logout in one window is the whole app's. A front end whose windows show side by side
  /// calls it when a window comes to the front; the terminal's window commands do it.
  public func followSession() {
    for window in windows.windows { flow(of: window).followSession() }
  }

  /// The chat a link names, if it is a chat's: the links map reads it, as it reads the link.
  static func chatID(in link: String) -> Int? {
    for step in (try? links.steps(for: link)) ?? [] {
      for route in step.routes {
        if case .thread(let id)? = route.as(ChatsRoute.self) { return id }
      }
    }
    return nil
  }

  /// Saves every window's screens, so the next start returns to the same windows and screens.
  ///
  /// - Throws: ``StoreError/notSaved(detail:)`` when the database cannot be written.
  public func save() throws(StoreError) {
    try backend.saveWindows(
      windows.windows.map { SavedWindow(id: $0.id, snapshot: snapshot(of: $0)) })
  }

  /// What `window` shows, as data; `nil` when it shows the login screens (they are not
  /// restored).
  private func snapshot(of window: AppWindow) -> Data? {
    guard flow(of: window).router.state.root == .main else { return nil }
    return try? window.navigator.snapshotData()
  }

  /// Connects the saved windows, the frontmost last so that it ends in front, each restoring
  /// its screens; one window when none was saved. A window whose screens cannot be restored
  /// (damaged data, from a version that saved screens this one does not know) starts on its
  /// first screens, and the reason joins ``notices``. (A chat deleted since shows as gone.)
  private func restoreWindows() {
    let saved = backend.savedWindows()
    // NB: nobody is logged in: the login screens show, whatever a window saved before.
    let loggedIn = services.auth.currentUser() != nil
    for entry in saved.reversed() {
      let window = recording(
        windows.connect(entry.id, restoring: loggedIn ? entry.snapshot : nil))
      if case .failure(let error) = window.restoration {
        notices.append(
          "The saved screens of window \(entry.id) could not be restored (\(error)); starting "
            + "on the chats.")
      }
    }
    if saved.isEmpty { recording(windows.connect("1")) }
    followSession()
  }
}
