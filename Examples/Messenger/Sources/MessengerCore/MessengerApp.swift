import Foundation
import Wayfinder
import WayfinderDI

/// The sample put together: the store, the services in a container, the flows, deep links and
/// restoration. Front ends draw it.
@MainActor
public final class MessengerApp {
  /// The navigator owning the flows.
  public let navigator: Navigator
  /// The app flow at the root.
  public let app: AppFlow
  /// Messages for the user from starting up: data imported, a damaged file moved aside, a
  /// rejected snapshot.
  public private(set) var notices: [String] = []
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
  /// With `restoresNavigation`, the screens saved by ``save()`` come back. A front end with a
  /// window per scene passes `false` and restores each scene from its own saved state with
  /// ``restoreNavigation(from:)``.
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
    app = AppFlow(services: services)
    navigator = Navigator(root: app, container: container)
    navigator.deepLinks = Self.links
    navigator.start()
    if restoresNavigation { restore() }
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

  /// Opens a deep link, returning a message for the user.
  public func open(_ link: String) -> String {
    if let id = Self.chatID(in: link), backend.chat(id: id) == nil {
      return "There is no chat \(id), so \(link) was not opened."
    }
    do throws(DeepLinkError) {
      switch try navigator.open(link) {
      case .opened: return "Opened \(link)."
      case .held: return "Log in to open \(link)."
      @unknown default: return "\(link) was taken."
      }
    } catch {
      return error.description
    }
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

  /// Saves the navigation state, so the next start returns to the same screens.
  ///
  /// - Throws: ``StoreError/notSaved(detail:)`` when the database cannot be written.
  public func save() throws(StoreError) {
    try backend.saveNavigation(navigationData())
  }

  /// The screens on display as data, for a scene to keep in its own storage; `nil` when
  /// nobody is logged in (the login screens are not restored).
  public func navigationData() -> Data? {
    guard app.router.state.root == .main else { return nil }
    return try? navigator.snapshotData()
  }

  /// Shows again the screens that `data`, from ``navigationData()``, describes; when it cannot
  /// (damaged data, a chat that no longer exists), the screens stay as they are and the reason
  /// joins ``notices``.
  public func restoreNavigation(from data: Data) {
    guard app.router.state.root == .main else { return }
    do throws(RestorationError) {
      try navigator.restore(from: data)
    } catch {
      notices.append("The saved screens could not be restored (\(error)); starting on the chats.")
    }
  }

  private func restore() {
    if let data = backend.savedNavigation() { restoreNavigation(from: data) }
  }
}
