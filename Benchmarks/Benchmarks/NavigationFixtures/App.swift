import Foundation
@_spi(Rendering) import Wayfinder

/// The screens of the app a restoration measures.
public enum AppScreen: Hashable, Codable, Sendable {
  case list
  case item(Int)
  case compose
}

/// The tabs of that app.
public enum AppTab: String, Hashable, Codable, Sendable {
  case chats, contacts, settings
}

/// A tab's stack, which presents a compose flow with a stack of its own.
public final class AppStackFlow: Coordinator<AppScreen, Void> {
  /// Creates the flow at its list.
  public init() { super.init(root: .list) }
  override public func makeChild(for route: AppScreen) -> Flow? {
    route == .compose ? ComposeFlow() : nil
  }
}

/// The compose sheet's flow.
public final class ComposeFlow: Coordinator<AppScreen, Void> {
  /// Creates the flow at its list.
  public init() { super.init(root: .list) }
}

/// A split flow: a sidebar and the detail's stack.
public final class AppSplitFlow: Coordinator<AppScreen, Void> {
  /// Creates the flow with its sidebar.
  public init() { super.init(state: FlowState(sidebar: .list)) }
}

/// Three tabs: two stacks and a split flow.
public final class AppTabsFlow: Coordinator<AppTab, Void> {
  /// Creates the flow with its three tabs.
  public init() { super.init(state: FlowState(tabs: .chats, .contacts, .settings)) }
  override public func makeChild(for route: AppTab) -> Flow? {
    route == .settings ? AppSplitFlow() : AppStackFlow()
  }
}

/// The saved navigation of an app in use: each of the three tabs `routes` routes deep, a
/// compose sheet over the first with a stack of its own three routes deep.
@MainActor
public func appSnapshot(routes: Int) -> Data {
  let app = AppTabsFlow()
  let navigator = Navigator(root: app)
  navigator.start()
  for tab in [AppTab.chats, .contacts, .settings] {
    guard let flow = app.child(at: tab) as? Coordinator<AppScreen, Void> else { continue }
    for index in 0..<routes { flow.router.push(.item(index)) }
  }
  if let chats = app.child(at: .chats) as? AppStackFlow {
    chats.router.present(.compose)
    if let compose = chats.child(at: .compose) as? ComposeFlow {
      for index in 0..<3 { compose.router.push(.item(index)) }
    }
  }
  return (try? navigator.snapshotData()) ?? Data()
}

/// A stack flow that shows a flow of its own at every pushed route.
public final class PushingFlow: Coordinator<Screen, Void> {
  /// Creates the flow at its list.
  public init() { super.init(root: .list) }
  override public func makeChild(for route: Screen) -> Flow? {
    guard case .item = route else { return nil }
    return StackFlow()
  }
}

/// A flow that presents another of its kind at every route it presents.
public final class PresentingFlow: Coordinator<Screen, Void> {
  /// Creates the flow at its list.
  public init() { super.init(root: .list) }
  override public func makeChild(for route: Screen) -> Flow? {
    guard case .item = route else { return nil }
    return PresentingFlow()
  }
}
