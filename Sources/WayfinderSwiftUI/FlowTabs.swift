#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// Renders a tab flow as a `TabView`, one tab per route of its tabs, with what the tab flow
  /// presents over it.
  ///
  /// ```swift
  /// FlowTabs(main.router) { tab in
  ///   ChildFlowView(main.child(at: tab))
  /// } label: { tab in
  ///   Text(tab.title)
  /// }
  /// ```
  ///
  /// Each tab shows the badge of its item in the tab flow's state (`TabItem`; not on tvOS and
  /// watchOS, which draw no badges), and a label made of the item's title and image instead of
  /// the whole of `label` when the item sets either: unlike UIKit's tab bar items, the label
  /// is one view, so an item with a title alone shows no image.
  /// On iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 and later the tabs are drawn as
  /// `Tab`s and the flow's sections as `TabSection`s, in the order the state shows them, a tab of
  /// the search role as SwiftUI's search tab, and the sidebar-adaptable style as
  /// `.sidebarAdaptable`, whose sidebar edits (hiding, reordering) come back as the flow's tab
  /// customization; where the user cannot edit the tabs, hidden tabs are left out but the
  /// selected one.
  /// A tap selects through `Router.userDidNavigate(_:)`; a tap on the selected tab
  /// returns its flow to the root. A route the tab flow presents is drawn with `content`, or
  /// with `alert` as an alert or a dialog. On iOS and iPadOS 26 the tab bar minimizes as the
  /// flow's `tabBarMinimizing` says, and from 26.1 the route the flow shows in the tab bar's
  /// bottom accessory (`setBottomAccessory(_:)`) is drawn with `content` there: make it a route
  /// of no tab, which has no child flow, and draw a view of its own for it.
  @MainActor
  public struct FlowTabs<Tab: Hashable & Codable & Sendable, Content: View, Label: View>: View {
    private let content: (Tab) -> Content
    private let label: (Tab) -> Label
    private let drawing: ContainerDrawing
    private let router: Router<Tab>
    /// The namespace of the zoom sources its screens mark (`flowTransitionSource(_:)`).
    @Namespace private var transitionSources

    /// The container's model, got as the body first draws.
    ///
    /// NB: not made in `init`, which runs in the parent's body: what a new model reads of the
    /// router would be observed by the parent, which every change would then draw again.
    private var model: ContainerModel<Tab> { ContainerModel.of(router, on: .current) }

    /// Renders `router`'s tabs, each with `content` and a tab item made by `label`; what the
    /// flow presents and its tab bar's accessory are drawn with `content` (and `alert`), and
    /// the question before a guarded sheet goes has `confirmation`'s buttons.
    public init(
      _ router: Router<Tab>, alert: @escaping (Tab) -> FlowAlert? = { _ in nil },
      confirmation: LeaveConfirmation = .standard,
      @ViewBuilder content: @escaping (Tab) -> Content,
      @ViewBuilder label: @escaping (Tab) -> Label
    ) {
      self.content = content
      self.label = label
      drawing = .typed(
        router, in: "FlowTabs", screen: content, alert: alert, confirmation: confirmation)
      self.router = router
    }

    /// The tab view, with the presentations over it.
    public var body: some View {
      let drawing = drawing
      let model = model
      model.presentations.hasAlert = { drawing.alert($0) != nil }
      return PresentationLayer(
        stages: model.presentations, level: 0, drawing: drawing,
        content: tabView
      )
      .flowTransitions(of: model, in: transitionSources)
      .drawn(by: model)
    }

    /// Where SwiftUI has tab sections, the tabs in their sections, with their roles and the
    /// sidebar; before, a tab bar of the tabs not hidden.
    private var tabView: AnyView {
      let model = model
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        return AnyView(
          ArrangedTabView(model: model, selection: selection, content: content, label: label))
      }
      return AnyView(
        TabView(selection: selection) {
          // NB: the tabs the model worked out, and each tab's entry on its own: a badge
          // redraws that tab's entry, not this body with every tab's content.
          ForEach(model.shownTabs, id: \.self) { tab in
            TabBarItem(
              content: content(tab).onDidAppear { model.tabAppeared(tab) },
              label: { label(tab) }, shown: model.shownTabBarEntry(tab)
            )
            .tag(tab)
          }
        })
    }

    private var selection: Binding<Tab> {
      let model = model
      return Binding(
        get: { @MainActor in model.shownTab },
        set: { @MainActor tab in model.userSelectedTab(tab) })
    }
  }

  /// One tab's content with its tab bar item: the label and badge of its entry, or the app's
  /// label when the entry has none. Only this body reads the entry (and the app's label), so a
  /// badge redraws it alone.
  struct TabBarItem<Content: View, Label: View>: View {
    let content: Content
    let label: () -> Label
    let shown: ShownTabBarEntry

    var body: some View {
      content
        .tabItem { TabLabel(label: label, shown: shown) }
        #if !os(tvOS) && !os(watchOS)
          .badge(shown.entry.badge.map { Text(verbatim: $0) })
        #endif
    }
  }
#endif
