#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// What a flow view draws for each screen and alert of its navigation container.
  @MainActor
  struct ContainerDrawing {
    /// The screen of a route (of the flow or of a pushed child flow).
    let screen: (ScreenRoute) -> AnyView
    /// The alert or dialog of a route, `nil` to draw it as a sheet of its screen.
    let alert: (ScreenRoute) -> FlowAlert?
    /// The buttons of the question asked before a guarded sheet goes.
    let confirmation: LeaveConfirmation

    /// Draws the screens of `router`'s `Route`s with `screen` and their alerts with `alert`,
    /// and those of a child flow pushed onto the stack with the flow's own
    /// (``FlowScreensProviding``); a screen nobody draws is drawn empty (`Router.drawn`
    /// decides, and reports a pushed flow that draws none).
    static func typed<Route: Hashable & Codable & Sendable, Screen: View>(
      _ router: Router<Route>, in view: String, screen: @escaping (Route) -> Screen,
      alert: @escaping (Route) -> FlowAlert?, confirmation: LeaveConfirmation
    ) -> ContainerDrawing {
      // NB: weak, as the router keeps what draws it (its model's presentations ask this
      // drawing for alerts): a strong reference would keep the router alive for ever.
      weak let router = router
      return ContainerDrawing(
        screen: { shown in
          let drawn = router?.drawn(
            shown, own: { AnyView(screen($0)) },
            byPushedFlow: { ($0 as? any FlowScreensProviding)?.drawnScreen(shown) },
            unprovided: { flow in
              "\(view) has no screen for \(shown), a route of \(flow.flowName): conform "
                + "\(flow.flowName) to FlowScreensProviding for its routes, so that it draws its own "
                + "screens where it is pushed"
            })
          return drawn ?? AnyView(EmptyView())
        },
        alert: { shown in
          router?.drawn(
            shown, own: alert,
            byPushedFlow: { ($0 as? any FlowScreensProviding)?.drawnAlert(shown) })
        }, confirmation: confirmation)
    }
  }

  /// One level of a flow's presentations over `content`; the presented screen carries the
  /// next level. What shows and how SwiftUI's write-backs are read is decided by
  /// ``PresentationStages``; this view only binds to it.
  @MainActor
  struct PresentationLayer<Route: Hashable & Codable & Sendable>: View {
    let stages: PresentationStages<Route>
    let level: Int
    let drawing: ContainerDrawing
    let content: AnyView
    /// The watch of the level this container is drawn at, in a container around it.
    @Environment(\.coverWatch) private var enclosing

    var body: some View {
      let stages = stages
      let level = level
      // NB: read as the view draws, so a close a flow refused draws the presentation again.
      _ = stages.redraws
      return
        content
        // NB: on the content only: what this layer presents is not under its own cover, and
        // gets the environment the layer itself has.
        .environment(\.coverWatch, stages.coverWatch(overLevel: level, enclosedBy: enclosing))
        .sheet(item: item(.sheet), onDismiss: { stages.dismissed(level: level) }) { next($0) }
        // NB: macOS has no full-screen cover; the stages draw one as a sheet there.
        #if canImport(UIKit)
          .fullScreenCover(
            item: item(.fullScreenCover), onDismiss: { stages.dismissed(level: level) }
          ) { next($0) }
        #endif
        #if !os(tvOS) && !os(watchOS)
          .popover(
            item: popoverItem(anchor: nil),
            arrowEdge: stages.shown(at: level, kind: .popover)?.style.arrowEdge?.swiftUI
          ) { next($0) }
          .environment(\.popoverAnchors, anchors)
        #endif
        .alert(
          title(.alert), isPresented: isPresented(.alert),
          presenting: stages.shown(at: level, kind: .alert),
          actions: { actions(of: $0) }, message: { message(of: $0) }
        )
        .confirmationDialog(
          title(.confirmationDialog), isPresented: isPresented(.confirmationDialog),
          presenting: stages.shown(at: level, kind: .confirmationDialog),
          actions: { actions(of: $0) }, message: { message(of: $0) })
    }

    /// The presented screen: able to present the next level, guarded against swipes, asking
    /// the flow's question when a swipe was stopped, telling the stages it appeared, and
    /// drawing the flow it shows until it is gone.
    private func next(_ shown: PresentationStages<Route>.Shown) -> some View {
      let stages = stages
      let blocked = stages.dismissalBlocked(shown)
      let kept = stages.keptFlow(of: shown).map(KeptPresentedFlow.init)
      return PresentationLayer(
        stages: stages, level: level + 1, drawing: drawing,
        content: AnyView(
          drawing.screen(shown.presentation.route)
            .arriving(asPresented: shown.presentation)
            .environment(\.keptPresentedFlow, kept)
            .onDidAppear { stages.appeared(shown.id) }
            .presentedSize())
      )
      .alert(
        stages.question?.prompt ?? "", isPresented: questionShown(for: shown),
        presenting: stages.question,
        actions: { question in
          Button(drawing.confirmation.leave, role: .destructive) {
            stages.answer(question, leave: true)
          }
          Button(drawing.confirmation.stay, role: .cancel) {
            stages.answer(question, leave: false)
          }
        }, message: { _ in EmptyView() }
      )
      .environment(\.closePresentation, ClosePresentationAction { stages.userAskedToClose(shown) })
      // NB: set, not left to how SwiftUI hands its environment to a presentation: what this
      // layer presents is under the covers around the container, not under its own.
      .environment(\.coverWatch, enclosing)
      .sheetShape(shown, of: stages)
      .interactiveDismissDisabled(blocked || !shown.style.allowsInteractiveDismissal)
      .onDismissAttempt(enabled: blocked) { stages.userTriedToClose(shown) }
    }

    #if !os(tvOS) && !os(watchOS)
      /// The popover anchors of the screen this layer presents from: a marked view that
      /// appears there draws the popovers that name it.
      private var anchors: PopoverAnchors {
        let stages = stages
        let level = level
        let layer = self
        return PopoverAnchors(
          appeared: { stages.anchorAppeared($0, level: level) },
          disappeared: { stages.anchorDisappeared($0) },
          attach: { view, token in
            AnyView(
              view.popover(
                item: token.map { layer.popoverItem(anchor: $0) } ?? .constant(nil),
                arrowEdge: stages.shown(at: level, kind: .popover)?.style.arrowEdge?.swiftUI
              ) { layer.next($0) })
          })
      }

      /// The popover at this level when the anchor view with token `anchor` draws it, or, for
      /// `nil`, when this layer does (it names no anchor on screen).
      private func popoverItem(anchor: Int?) -> Binding<PresentationStages<Route>.Shown?> {
        let item = item(.popover)
        let stages = stages
        return Binding(
          get: { @MainActor in
            item.wrappedValue.flatMap { stages.anchorToken(of: $0) == anchor ? $0 : nil }
          },
          set: { @MainActor in item.wrappedValue = $0 })
      }
    #endif

    /// The alert's buttons: each tells the stages the alert closed before its action runs.
    @ViewBuilder
    private func actions(of shown: PresentationStages<Route>.Shown) -> some View {
      if let alert = alertContent(shown) {
        let stages = stages
        let buttons = alert.content.buttons
        ForEach(buttons.indices, id: \.self) { index in
          Button(buttons[index].title, role: buttons[index].role.flatMap(ButtonRole.init)) {
            stages.button(of: shown) { alert.tap(index) }
          }
        }
      }
    }

    /// The alert's message, when it has one.
    @ViewBuilder
    private func message(of shown: PresentationStages<Route>.Shown) -> some View {
      if let message = alertContent(shown)?.content.message { Text(message) }
    }

    private func alertContent(_ shown: PresentationStages<Route>.Shown) -> FlowAlert? {
      drawing.alert(shown.presentation.route)
    }

    private func title(_ kind: PresentationStyle.Kind) -> String {
      stages.shown(at: level, kind: kind).flatMap { alertContent($0)?.content.title } ?? ""
    }

    private func item(_ kind: PresentationStyle.Kind) -> Binding<PresentationStages<Route>.Shown?> {
      let stages = stages
      let shown = stages.shown(at: level, kind: kind)
      return Binding(
        get: { @MainActor in stages.shown.first { $0.id == shown?.id } },
        set: { @MainActor item in
          if item == nil, let shown { stages.userClosed(shown) }
        })
    }

    /// Whether the alert or dialog of `kind` at this level shows: the item binding, read as a
    /// flag.
    private func isPresented(_ kind: PresentationStyle.Kind) -> Binding<Bool> {
      let item = item(kind)
      return Binding(
        get: { @MainActor in item.wrappedValue != nil },
        set: { @MainActor isShown in
          if !isShown { item.wrappedValue = nil }
        })
    }

    /// Whether the question about `shown` is on screen; closing it without an answer stays.
    private func questionShown(for shown: PresentationStages<Route>.Shown) -> Binding<Bool> {
      let stages = stages
      let question = stages.question.flatMap { $0.shownID == shown.id ? $0 : nil }
      return Binding(
        get: { @MainActor in question != nil && stages.question == question },
        set: { @MainActor isShown in
          if !isShown, let question { stages.answer(question, leave: false) }
        })
    }
  }
#endif
