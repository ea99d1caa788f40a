#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI
  import Wayfinder

  extension View {
    /// Draws a navigation container with `model`: as its router's container (another router
    /// is another container, drawn afresh), animating only the changes made to animate, the
    /// model drawing the router's changes while the view is on screen, and the presentations
    /// following the router's `presented`.
    func drawn<Route>(
      by model: ContainerModel<Route>, presenting presented: [Presentation<ScreenRoute>]
    ) -> some View {
      let animates = model.animates
      return
        self
        .transaction { transaction in
          if !animates { transaction.disablesAnimations = true }
        }
        .onAppear { model.viewAppeared() }
        .onDisappear { model.viewDisappeared() }
        .onChange(of: presented, initial: true) { model.presentations.update() }
        .id(model.id)
    }

    /// The back button of `screen` in `stack`: when it is the top screen and a flow there
    /// refuses to let the user go back, none; when one asks first, one titled `title` that
    /// asks. The screen keeps its identity whatever its flows answer.
    func backButton<Route>(
      of screen: ScreenRoute, in stack: StackModel<Route>, title: String
    ) -> some View {
      let button = stack.backButton(of: screen)
      return
        self
        .navigationBarBackButtonHidden(button != .system)
        .toolbar {
          ToolbarItem(placement: .topBarLeading) {
            if button == .asks { Button(title) { stack.userTappedBack() } }
          }
        }
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
#endif
