#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI
  import Wayfinder

  /// One level of a router's presentations over `content`; the presented screen carries the
  /// next level, so presentations stack as the state says.
  @MainActor
  struct PresentationLayer<Route: Hashable & Codable & Sendable, Screen: View>: View {
    let router: Router<Route>
    let level: Int
    let screen: (Route) -> Screen
    let alert: (Route) -> FlowAlert
    let content: AnyView

    var body: some View {
      presentingModals(content)
        .alert(
          title(for: .alert), isPresented: isPresented(.alert), presenting: route(.alert),
          actions: { alert($0).actions }, message: { alert($0).message }
        )
        .confirmationDialog(
          title(for: .confirmationDialog), isPresented: isPresented(.confirmationDialog),
          presenting: route(.confirmationDialog),
          actions: { alert($0).actions }, message: { alert($0).message })
    }

    private func presentingModals(_ content: AnyView) -> some View {
      content
        .sheet(item: item(.sheet)) { next($0) }
        .fullScreenCover(item: item(.fullScreenCover)) { next($0) }
    }

    /// The presented screen, able to present the next level and guarded against swipes.
    private func next(_ presented: PresentedRoute<Route>) -> some View {
      PresentationLayer(
        router: router, level: level + 1, screen: screen, alert: alert,
        content: AnyView(screen(presented.route))
      )
      .interactiveDismissDisabled(router.userDismissalBlocker(downTo: level) != nil)
    }

    private func route(_ style: PresentationStyle) -> Route? {
      guard level < router.presented.count else { return nil }
      let presentation = router.presented[level]
      return presentation.style == style ? presentation.route : nil
    }

    private func title(for style: PresentationStyle) -> String {
      route(style).map { alert($0).title } ?? ""
    }

    private func item(_ style: PresentationStyle) -> Binding<PresentedRoute<Route>?> {
      let router = router
      let level = level
      return Binding(
        get: { @MainActor in
          guard level < router.presented.count, router.presented[level].style == style else {
            return nil
          }
          return PresentedRoute(level: level, route: router.presented[level].route)
        },
        set: { @MainActor item in
          if item == nil, level < router.presented.count {
            router.userDidNavigate(.dismissedTo(count: level))
          }
        })
    }

    private func isPresented(_ style: PresentationStyle) -> Binding<Bool> {
      let router = router
      let level = level
      return Binding(
        get: { @MainActor in
          level < router.presented.count && router.presented[level].style == style
        },
        set: { @MainActor shown in
          if !shown, level < router.presented.count {
            router.userDidNavigate(.dismissedTo(count: level))
          }
        })
    }
  }

  /// A presented route as a `sheet(item:)` item: one per level, replaced when its route
  /// changes.
  struct PresentedRoute<Route: Hashable & Sendable>: Identifiable, Sendable {
    struct ID: Hashable, Sendable {
      let level: Int
      let route: Route
    }

    let level: Int
    let route: Route

    var id: ID { ID(level: level, route: route) }
  }
#endif
