#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI
  import Wayfinder

  /// One level of a flow's presentations over `content`; the presented screen carries the
  /// next level. What shows and how SwiftUI's write-backs are read is decided by
  /// ``PresentationStages``; this view only binds to it.
  @MainActor
  struct PresentationLayer<Route: Hashable & Codable & Sendable, Screen: View>: View {
    let router: Router<Route>
    let stages: PresentationStages<Route>
    let level: Int
    let screen: (Route) -> Screen
    let alert: (Route) -> FlowAlert
    let content: AnyView

    var body: some View {
      content
        .sheet(item: item(.sheet)) { next($0) }
        .fullScreenCover(item: item(.fullScreenCover)) { next($0) }
        .alert(
          title(.alert), isPresented: isPresented(.alert),
          presenting: stages.shown(at: level, style: .alert),
          actions: { actions(of: $0) }, message: { alert($0.presentation.route).message }
        )
        .confirmationDialog(
          title(.confirmationDialog), isPresented: isPresented(.confirmationDialog),
          presenting: stages.shown(at: level, style: .confirmationDialog),
          actions: { actions(of: $0) }, message: { alert($0.presentation.route).message })
    }

    /// The presented screen, able to present the next level and guarded against swipes.
    private func next(_ shown: PresentationStages<Route>.Shown) -> some View {
      PresentationLayer(
        router: router, stages: stages, level: level + 1, screen: screen, alert: alert,
        content: AnyView(screen(shown.presentation.route))
      )
      .interactiveDismissDisabled(router.userDismissalBlocker(downTo: level) != nil)
    }

    /// The alert's buttons: with ``FlowAlertButton``s, each tells the stages the alert closed
    /// before its action runs.
    @ViewBuilder
    private func actions(of shown: PresentationStages<Route>.Shown) -> some View {
      let content = alert(shown.presentation.route)
      if let buttons = content.buttons {
        let stages = stages
        ForEach(buttons.indices, id: \.self) { index in
          Button(buttons[index].title, role: buttons[index].role) {
            stages.button(of: shown) { buttons[index].action() }
          }
        }
      } else {
        content.actions
      }
    }

    private func title(_ style: PresentationStyle) -> String {
      stages.shown(at: level, style: style).map { alert($0.presentation.route).title } ?? ""
    }

    private func item(_ style: PresentationStyle) -> Binding<PresentationStages<Route>.Shown?> {
      let stages = stages
      let shown = stages.shown(at: level, style: style)
      return Binding(
        get: { @MainActor in stages.shown.first { $0.id == shown?.id } },
        set: { @MainActor item in
          if item == nil, let shown { stages.userClosed(shown) }
        })
    }

    /// Whether the alert or dialog of `style` at this level shows: the item binding, read as a
    /// flag.
    private func isPresented(_ style: PresentationStyle) -> Binding<Bool> {
      let item = item(style)
      return Binding(
        get: { @MainActor in item.wrappedValue != nil },
        set: { @MainActor isShown in
          if !isShown { item.wrappedValue = nil }
        })
    }
  }
#endif
