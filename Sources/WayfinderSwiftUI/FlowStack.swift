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
  /// The view reads the router's `Router.screens`, so every change re-renders it;
  /// what the user does (the back button, a swipe back, a sheet swiped down) goes back to the
  /// router through `Router.userDidNavigate(_:)`, which ends the flows whose screens
  /// went away. Presentations change one stage at a time, as SwiftUI needs. When the user
  /// swipes down a sheet whose flow asks to confirm first, the view asks with the flow's prompt
  /// and `confirmation`'s buttons. The navigation bar follows the state's `isBarHidden`.
  ///
  /// Child flows pushed onto the stack show their screens in this `NavigationStack`. When their
  /// routes are of another type, make the view with ``init(screensOf:alert:confirmation:screens:)``.
  @MainActor
  public struct FlowStack<Route: Hashable & Codable & Sendable, Screen: View>: View {
    private let router: Router<Route>
    private let drawing: ContainerDrawing
    @State private var stages: PresentationStages<Route>
    @State private var stack: StackPath<Route>

    /// Renders `router`'s state, drawing each route with `screen` and each alert or dialog
    /// with `alert`; a route `alert` has no content for is presented as a sheet of its screen.
    ///
    /// Every screen must be a `Route`: a screen of a pushed child flow with routes of another
    /// type is reported (a runtime warning in an app, a failure in tests) and drawn empty.
    public init(
      _ router: Router<Route>,
      alert: @escaping (Route) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.init(
        router,
        drawing: .typed(
          Route.self, in: "FlowStack", screen: screen, alert: alert, confirmation: confirmation))
    }

    /// Renders `router` and the child flows pushed onto its stack: each screen with `screens`,
    /// which receives the route with the flow that holds it, and each alert or dialog with
    /// `alert`.
    ///
    /// ```swift
    /// FlowStack(screensOf: shop.router) { screen in
    ///   if let route = screen.as(ShopRoute.self) { ShopScreen(route: route) }
    ///   else if let route = screen.as(CheckoutRoute.self) { CheckoutScreen(route: route) }
    /// }
    /// ```
    public init(
      screensOf router: Router<Route>,
      alert: @escaping (ScreenRoute) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      @ViewBuilder screens: @escaping (ScreenRoute) -> Screen
    ) {
      self.init(
        router,
        drawing: ContainerDrawing(
          screen: { AnyView(screens($0)) }, alert: alert, confirmation: confirmation))
    }

    private init(_ router: Router<Route>, drawing: ContainerDrawing) {
      self.router = router
      self.drawing = drawing
      _stages = State(initialValue: drawing.stages(of: router))
      _stack = State(initialValue: StackPath(router: router))
    }

    /// The stack, with the presentations over it.
    public var body: some View {
      let drawing = drawing
      let screens = router.screens
      let bar: Visibility = screens.isBarHidden ? .hidden : .automatic
      return PresentationLayer(
        stages: stages, level: 0, drawing: drawing,
        content: AnyView(
          NavigationStack(path: pathBinding) {
            drawing.screen(screens.root)
              .toolbar(bar, for: .navigationBar)
              .navigationDestination(for: ScreenRoute.self) { screen in
                drawing.screen(screen).toolbar(bar, for: .navigationBar)
              }
          })
      )
      .onChange(of: screens.presented, initial: true) { stages.update() }
    }

    private var pathBinding: Binding<[ScreenRoute]> {
      let stack = stack
      return Binding(
        get: { @MainActor in stack.screens },
        set: { @MainActor path in stack.userSet(path) })
    }
  }
#endif
