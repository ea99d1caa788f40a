import Wayfinder
import WayfinderCombine

/// The launch gateway: the authorization flow when nobody is logged in, else the main flow;
/// it switches on login and logout and releases the flow it leaves.
public final class AppFlow: Coordinator<AppRoute, Never>, ScreenFlow {
  let services: Services
  /// Told after this flow logged in or out: the session is the whole app's.
  private let sessionChanged: @MainActor () -> Void

  /// The app for `services`, starting where the stored session says; `sessionChanged` is
  /// told after a login or a logout here, so that the app's other windows follow.
  public init(services: Services, sessionChanged: @escaping @MainActor () -> Void = {}) {
    self.services = services
    self.sessionChanged = sessionChanged
    super.init(root: services.auth.currentUser() == nil ? .auth : .main)
  }

  override public func makeChild(for route: AppRoute) -> Flow? {
    switch route {
    case .auth:
      let auth = AuthFlow(services: services)
      auth.onEnd { [weak self] outcome in
        guard case .finished = outcome, let self else { return }
        router.setRoot(.main)
        sessionChanged()
      }
      return auth
    case .main:
      // NB: the profile tab logs out through the action handed down, not by reaching up.
      return MainFlow(services: services, logOut: { [weak self] in self?.logOut() })
    }
  }

  /// Shows the login or the main flow as the stored session says, when another window logged
  /// in or out (the session is the app's, not a window's). Changes a flow of this window
  /// holds (a profile being edited) give way: they belonged to the session that ended.
  public func followSession() {
    let root: AppRoute = services.auth.currentUser() == nil ? .auth : .main
    guard router.state.root != root else { return }
    confirmLeave(below: self)
    router.setRoot(root)
  }

  /// Lets every flow below `flow` go without asking.
  private func confirmLeave(below flow: Flow) {
    for child in flow.children {
      child.confirmLeave()
      confirmLeave(below: child)
    }
  }

  /// Why the last logout did not happen, if it did not; a front end shows it once.
  public var problem: String?

  /// Ends the session and shows the login screen; the main flow is released. When the
  /// session cannot be forgotten on disk, nothing changes and ``problem`` says why.
  public func logOut() {
    do throws(StoreError) {
      try services.auth.logOut()
      router.setRoot(.auth)
      sessionChanged()
    } catch {
      problem = error.description
    }
  }

  /// The child flow drawn over this flow, if any.
  public var visibleChild: Flow? { topChild }
  /// The screen on top of this flow, from its view models.
  public var currentScreen: Screen { Screen(title: "Messenger") }
  /// The titles of this flow's stack, root first.
  public var crumbs: [String] { [] }
}
