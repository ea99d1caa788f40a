#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI
  import Wayfinder

  /// Renders a stack flow: its root and pushed routes in a `NavigationStack`, and its
  /// presentations as sheets, full-screen covers, alerts and confirmation dialogs.
  ///
  /// ```swift
  /// struct ChatsView: View {
  ///   let flow: ChatsFlow
  ///
  ///   var body: some View {
  ///     FlowStack(flow.router) { route in
  ///       switch route {
  ///       case .list: ChatListView(model: flow.list)
  ///       case .thread(let id): ThreadView(id: id)
  ///       case .newChat: ChildFlowView(flow.child(at: .newChat))
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The view reads the router's state, so every change re-renders it; what the user does (the
  /// back button, a swipe back, a sheet swiped down) goes back to the router through
  /// ``Wayfinder/Router/userDidNavigate(_:)``, which ends the flows whose screens went away.
  /// Several changes made in one transaction reach SwiftUI together, so it animates them as one.
  @MainActor
  public struct FlowStack<Route: Hashable & Codable & Sendable, Screen: View>: View {
    private let router: Router<Route>
    private let screen: (Route) -> Screen
    private let alert: (Route) -> FlowAlert
    @State private var stages: PresentationStages<Route>

    /// Renders `router`'s state, drawing each route with `screen` and each alert or dialog
    /// with `alert`.
    public init(
      _ router: Router<Route>,
      alert: @escaping (Route) -> FlowAlert = { FlowAlert(String(describing: $0)) },
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.router = router
      self.screen = screen
      self.alert = alert
      _stages = State(
        initialValue: PresentationStages(router: router, transitionTime: .milliseconds(550)))
    }

    /// The stack, with the presentations over it.
    public var body: some View {
      PresentationLayer(
        router: router, stages: stages, level: 0, screen: screen, alert: alert,
        content: AnyView(
          NavigationStack(path: pathBinding) {
            screen(router.root)
              .navigationDestination(for: Route.self) { route in screen(route) }
          })
      )
      .onChange(of: router.presented, initial: true) { stages.update() }
    }

    private var pathBinding: Binding<[Route]> {
      let router = router
      return Binding(
        get: { @MainActor in router.path },
        set: { @MainActor path in router.userDidNavigate(.path(path)) })
    }
  }
#endif
