#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// Renders a flow that shows one thing at its root, with no stack of its own, and what it
  /// presents over it: the app flow that picks the login or the main flow.
  ///
  /// ```swift
  /// struct AppView: View {
  ///   let app: AppFlow
  ///
  ///   var body: some View {
  ///     FlowRoot(app.router) { route in
  ///       ChildFlowView(app.child(at: route))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Use ``FlowStack`` for a flow with pushed screens; a flow drawn here that pushes has its
  /// pushed screens ignored. A new root route is drawn afresh, and while the view is on screen
  /// `onScreen()` and completions wait until SwiftUI has shown a change.
  @MainActor
  public struct FlowRoot<Route: Hashable & Codable & Sendable, Content: View>: View {
    private let drawing: ContainerDrawing
    private let router: Router<Route>
    /// The namespace of the zoom sources its screens mark (`flowTransitionSource(_:)`).
    @Namespace private var transitionSources

    /// The container's model, got as the body first draws.
    ///
    /// NB: not made in `init`, which runs in the parent's body: what a new model reads of the
    /// router would be observed by the parent, which every change would then draw again.
    private var model: ContainerModel<Route> { ContainerModel.of(router, on: .current) }

    /// Renders `router`'s root with `content`; what the flow presents is drawn with `content`
    /// and `alert`, and the question before a guarded sheet goes has `confirmation`'s buttons.
    public init(
      _ router: Router<Route>, alert: @escaping (Route) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      @ViewBuilder content: @escaping (Route) -> Content
    ) {
      drawing = .typed(
        router, in: "FlowRoot", screen: content, alert: alert, confirmation: confirmation)
      self.router = router
    }

    /// The root, with the presentations over it.
    public var body: some View {
      let drawing = drawing
      let model = model
      let root = model.stack.shownRoot
      model.presentations.hasAlert = { drawing.alert($0) != nil }
      return PresentationLayer(
        stages: model.presentations, level: 0, drawing: drawing,
        content: AnyView(
          drawing.screen(root)
            .id(model.rootID)
            .onDidAppear { model.screenAppeared(root) })
      )
      .flowTransitions(of: model, in: transitionSources)
      .drawn(by: model)
    }
  }
#endif
