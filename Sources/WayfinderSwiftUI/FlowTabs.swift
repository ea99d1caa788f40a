#if canImport(SwiftUI) && !os(macOS)
  import SwiftUI
  import Wayfinder

  /// Renders a tab flow as a `TabView`, one tab per route of its tabs.
  ///
  /// ```swift
  /// FlowTabs(main.router) { tab in
  ///   ChildFlowView(main.child(at: tab))
  /// } label: { tab in
  ///   Text(tab.title)
  /// }
  /// ```
  ///
  /// A tap selects through ``Wayfinder/Router/userDidNavigate(_:)``; a tap on the selected tab
  /// returns its flow to the root.
  @MainActor
  public struct FlowTabs<Tab: Hashable & Codable & Sendable, Content: View, Label: View>: View {
    private let router: Router<Tab>
    private let content: (Tab) -> Content
    private let label: (Tab) -> Label

    /// Renders `router`'s tabs, each with `content` and a tab item made by `label`.
    public init(
      _ router: Router<Tab>, @ViewBuilder content: @escaping (Tab) -> Content,
      @ViewBuilder label: @escaping (Tab) -> Label
    ) {
      self.router = router
      self.content = content
      self.label = label
    }

    /// The tab view.
    public var body: some View {
      TabView(selection: selection) {
        ForEach(router.tabs, id: \.self) { tab in
          content(tab)
            .tabItem { label(tab) }
            .tag(tab)
        }
      }
    }

    private var selection: Binding<Tab> {
      let router = router
      return Binding(
        get: { @MainActor in router.root },
        set: { @MainActor tab in
          router.userDidNavigate(
            tab == router.selectedTab ? .reselectedTab(tab) : .selectedTab(tab))
        })
    }
  }
#endif
