#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// What a split flow's empty column shows, set with `flowColumnPlaceholder(_:)`.
  struct ColumnPlaceholder: Sendable {
    let view: @MainActor @Sendable (SplitColumn) -> AnyView
  }

  private struct ColumnPlaceholderKey: EnvironmentKey {
    static let defaultValue: ColumnPlaceholder? = nil
  }

  extension EnvironmentValues {
    /// What a split flow's empty column shows, set by `flowColumnPlaceholder(_:)`.
    var columnPlaceholder: ColumnPlaceholder? {
      get { self[ColumnPlaceholderKey.self] }
      set { self[ColumnPlaceholderKey.self] = newValue }
    }
  }

  extension View {
    /// Draws `placeholder` in a column of a split flow that shows nothing yet: the detail
    /// before anything is selected in the sidebar, the content column of a three-column layout
    /// before that. Without one, an empty column is blank.
    ///
    /// ```swift
    /// FlowStack(flow.router) { route in ChatsScreen(route: route, flow: flow) }
    ///   .flowColumnPlaceholder { _ in Text("Select a chat") }
    /// ```
    public func flowColumnPlaceholder<Placeholder: View>(
      @ViewBuilder _ placeholder: @escaping @MainActor @Sendable (SplitColumn) -> Placeholder
    ) -> some View {
      environment(\.columnPlaceholder, ColumnPlaceholder { AnyView(placeholder($0)) })
    }
  }
#endif
