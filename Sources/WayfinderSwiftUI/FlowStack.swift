#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// Renders a stack flow: its root and pushed routes in a `NavigationStack`, and its
  /// presentations as sheets, full-screen covers (sheets on macOS), alerts and confirmation
  /// dialogs.
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
  /// The view draws what its model worked out from the router's `Router.screens` after each
  /// change, so a change that leaves the stack (a badge, a sheet's detent) redraws neither it
  /// nor its pushed screens; what the user does (the back button, a swipe back, a sheet swiped down) goes back to the
  /// router through `Router.userDidNavigate(_:)`, which ends the flows whose screens
  /// went away. Presentations change one stage at a time, as SwiftUI needs. When the user
  /// swipes down a sheet whose flow asks to confirm first, the view asks with the flow's prompt
  /// and `confirmation`'s buttons. Over a screen whose flow refuses to let the user go back,
  /// the back button (with the edge swipe) is hidden; over one whose flow asks first, a back
  /// button titled with `confirmation`'s `back` asks the flow's question. The navigation bar
  /// (on macOS, the window toolbar's items) follows the state's `isBarHidden`.
  ///
  /// While the view is on screen it draws the router's changes: `onScreen()` and completions
  /// wait until SwiftUI has shown a change, and a change made with `animated: false` does not
  /// animate. Another router given to the same view is drawn afresh.
  ///
  /// A split flow (`FlowState(sidebar:layout:)`) is drawn in a `NavigationSplitView`: the root in
  /// the sidebar, the path's first route in a three-column layout's content column, and the
  /// detail's first screen with the rest pushed above it in the detail column, collapsing into
  /// one stack in narrow sizes; an empty column shows the placeholder of
  /// `flowColumnPlaceholder(_:)`.
  ///
  /// Child flows pushed onto the stack show their screens in this `NavigationStack`: a child
  /// flow that conforms to ``FlowScreensProviding`` draws its own, and `screen` draws the rest,
  /// which are `Route`s.
  @MainActor
  public struct FlowStack<Route: Hashable & Codable & Sendable, Screen: View>: View {
    private let drawing: ContainerDrawing
    private let router: Router<Route>
    /// The namespace of the zoom sources its screens mark (`flowTransitionSource(_:)`).
    @Namespace private var transitionSources

    /// The container's model, got as the body first draws.
    ///
    /// NB: not made in `init`, which runs in the parent's body: what a new model reads of the
    /// router would be observed by the parent, which every change would then draw again.
    private var model: ContainerModel<Route> { ContainerModel.of(router, on: .current) }

    /// Renders `router`'s state, drawing each route with `screen` and each alert or dialog
    /// with `alert`; a route `alert` has no content for is presented as a sheet of its screen.
    ///
    /// A screen of a pushed child flow that conforms to ``FlowScreensProviding`` is drawn by
    /// that flow; a screen of one that does not, with routes of another type, is reported (a
    /// runtime warning in an app, a failure in tests) and drawn empty.
    public init(
      _ router: Router<Route>,
      alert: @escaping (Route) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      @ViewBuilder screen: @escaping (Route) -> Screen
    ) {
      self.init(
        router,
        drawing: .typed(
          router, in: "FlowStack", screen: screen, alert: alert, confirmation: confirmation))
    }

    private init(_ router: Router<Route>, drawing: ContainerDrawing) {
      self.drawing = drawing
      self.router = router
    }

    /// The stack, with the presentations over it.
    public var body: some View {
      let drawing = drawing
      let model = model
      let stack = model.stack
      // NB: the values the model worked out, not the router's state: a badge or a sheet's
      // detent changes none of them, and redraws neither the stack nor its pushed screens.
      let bar: Visibility = stack.shownBarHidden ? .hidden : .automatic
      // NB: read as the view draws, so a write-back that was not taken draws the stack again.
      _ = stack.redraws
      model.presentations.hasAlert = { drawing.alert($0) != nil }
      let content: AnyView
      if let columns = stack.shownColumns {
        content = AnyView(SplitStack(columns: columns, drawing: drawing, model: model, bar: bar))
      } else {
        content = AnyView(stackView(root: stack.shownRoot, bar: bar))
      }
      return PresentationLayer(
        stages: model.presentations, level: 0, drawing: drawing, content: content
      )
      .flowTransitions(of: model, in: transitionSources)
      .drawn(by: model)
    }

    /// The stack of a flow that is not laid out in columns.
    private func stackView(root: ScreenRoute, bar: Visibility) -> some View {
      let drawing = drawing
      let model = model
      let stack = model.stack
      return NavigationStack(path: pathBinding) {
        drawing.screen(root)
          .id(model.rootID)
          .onDidAppear { model.screenAppeared(root) }
          .toolbar(bar, for: .flowBar)
          .pushedScreens(drawing: drawing, model: model, bar: bar)
      }
      .backQuestion(of: stack, confirmation: drawing.confirmation)
    }

    private var pathBinding: Binding<[ScreenRoute]> {
      let stack = model.stack
      return Binding(
        get: { @MainActor in stack.shownScreens },
        set: { @MainActor path in stack.userSet(path) })
    }
  }
#endif
