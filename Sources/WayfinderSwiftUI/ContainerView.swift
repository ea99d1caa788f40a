#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  extension View {
    /// Draws a navigation container with `model`: as the model's container (another router is
    /// another container, drawn afresh), a change made not to animate drawn without animation,
    /// and the model drawing the router's changes (the presentations with them) once the view
    /// has appeared.
    func drawn<Route>(by model: ContainerModel<Route>) -> some View {
      // NB: the model's animation flag is read in the host's body, not in the container
      // view's, which every change drawn would otherwise run again.
      ContainerHost(content: self, model: model).id(model.id)
    }

    /// The screens pushed onto a flow's `NavigationStack` (the detail column's, in a split
    /// flow): each drawn by `drawing`, telling `model` when it appeared, with its back button
    /// and the flow's bar visibility.
    func pushedScreens<Route>(
      drawing: ContainerDrawing, model: ContainerModel<Route>, bar: Visibility
    ) -> some View {
      let stack = model.stack
      return navigationDestination(for: ScreenRoute.self) { screen in
        drawing.screen(screen)
          .arriving(asPushed: screen)
          .onDidAppear { model.screenAppeared(screen) }
          .backButton(of: screen, in: stack, title: drawing.confirmation.back)
          .toolbar(bar, for: .flowBar)
      }
    }

    /// The back button of `screen` in `stack`, as ``BackButtonHost`` draws it; for the first
    /// screen of a split flow's column when `inColumn`.
    func backButton<Route>(
      of screen: ScreenRoute, in stack: StackModel<Route>, title: String, inColumn: Bool = false
    ) -> some View {
      BackButtonHost(
        content: self, screen: screen, stack: stack, title: title, inColumn: inColumn)
    }

    /// The question `stack` asks before the user goes back, with `confirmation`'s buttons.
    func backQuestion<Route>(
      of stack: StackModel<Route>, confirmation: LeaveConfirmation
    ) -> some View {
      let question = stack.question
      return alert(
        question?.prompt ?? "",
        isPresented: Binding(
          get: { @MainActor in question != nil && stack.question == question },
          set: { @MainActor isShown in
            if !isShown, let question { stack.answer(question, leave: false) }
          }),
        presenting: question,
        actions: { question in
          Button(confirmation.leave, role: .destructive) { stack.answer(question, leave: true) }
          Button(confirmation.stay, role: .cancel) { stack.answer(question, leave: false) }
        }, message: { _ in EmptyView() })
    }
  }

  /// A view drawing a container: a change made not to animate drawn without animation, and
  /// the model told when the view appears and disappears, with an identity of its own for its
  /// life, so that one router drawn in two places at once (two windows) is reported, and
  /// whether a cover of a container around it hides it.
  @MainActor
  struct ContainerHost<Content: View, Route: Hashable & Codable & Sendable>: View {
    let content: Content
    let model: ContainerModel<Route>
    @State private var view = ContainerModels.nextIdentity()
    /// The watch of the level the container is drawn at, in a container around it.
    @Environment(\.coverWatch) private var enclosing

    var body: some View {
      let model = model
      let view = view
      let enclosing = enclosing
      let animates = model.animates
      return
        content
        .transaction(value: model.changes) { transaction in
          if !animates { transaction.disablesAnimations = true }
        }
        .onDidAppear { model.viewAppeared(view, under: enclosing) }
        .onDisappear { model.viewDisappeared(view) }
    }
  }

  /// A screen with its back button: when it is the top screen and a flow there refuses to let
  /// the user go back, none; when a flow asks first (or one further down would be gone past),
  /// one titled `title` that asks the stack. The screen keeps its identity whatever its flows
  /// answer; the flows' answers are worked out by the model after each change and whenever
  /// what they read changes, so a change to them redraws the top screen's, and a change that
  /// leaves them redraws none.
  struct BackButtonHost<Content: View, Route: Hashable & Codable & Sendable>: View {
    let content: Content
    let screen: ScreenRoute
    let stack: StackModel<Route>
    let title: String
    let inColumn: Bool

    var body: some View {
      // NB: the buttons as last worked out, so a change that leaves them redraws no screen.
      let button =
        inColumn ? stack.shownColumnBackButton(of: screen) : stack.shownBackButton(of: screen)
      let stack = stack
      let title = title
      return
        content
        .navigationBarBackButtonHidden(button != .system)
        .toolbar {
          if button == .own {
            ToolbarItem(placement: .flowBackButton) { Button(title) { stack.userTappedBack() } }
          }
        }
    }
  }
#endif
