import Foundation
@_spi(Rendering) import Wayfinder
import WayfinderDI

/// What one window holds of its own: the text being written in it.
final class Drafts: Sendable {}

extension Container {
  static let drafts = Dependency<Drafts>(scope: .singleton) { Drafts() }
}

/// A root flow that notes the container that was current while it was made.
final class WindowRootFlow: Coordinator<AppRoute, Never> {
  let madeUnder: Container

  init() {
    madeUnder = Container.current
    super.init(root: .main)
  }

  override func makeChild(for route: AppRoute) -> Flow? {
    switch route {
    case .login: LoginFlow()
    case .main: MainFlow()
    }
  }

  var main: MainFlow? { child(at: .main) as? MainFlow }
}

/// The windows of a test app: a container of their own over `app`, each with its drafts.
@MainActor
func makeWindows(
  app: Container = Container(), verification: Verification = Verification()
) -> AppWindows {
  let windows = AppWindows(
    container: app,
    windowServices: { window in window.register(Container.drafts) { _ in Drafts() } },
    root: { WindowRootFlow() })
  windows.deepLinks = windowLinks(verification)
  return windows
}

/// Chats by id, and a profile edit that waits for `verification`.
func windowLinks(_ verification: Verification) -> DeepLinkMap {
  var links = DeepLinkMap(scheme: "messenger")
  links.add("/chats/:id") { parameters throws(DeepLinkError) in
    [.select(MainTab.chats), .path([ChatsRoute.thread(id: try parameters.value("id"))])]
  }
  links.add("/profile/edit", requires: DeepLinkCondition { verification.isVerified }) {
    _ throws(DeepLinkError) in [.select(MainTab.profile), .present(ProfileRoute.edit)]
  }
  // A sheet of the profile flow, without selecting its tab: refused while it is not shown.
  links.add("/profile/sheet") { _ throws(DeepLinkError) in [.present(ProfileRoute.edit)] }
  return links
}

extension AppWindow {
  /// The window's chats flow, when it shows the main flow.
  var chats: ChatsFlow? {
    (navigator.root as? WindowRootFlow)?.main?.chats
  }
}
