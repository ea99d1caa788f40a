#if canImport(SwiftUI)
  import SwiftUI
  @_spi(Rendering) import Wayfinder

  /// ``FlowTabs``' tab view where SwiftUI has tab sections: each tab a `Tab`, each section a
  /// `TabSection`, in the order the tab flow's state shows them (``ShownTabs``), a tab of the
  /// search role as SwiftUI's search tab, the sidebar-adaptable style when the state says so,
  /// and the user's edits in the sidebar (hiding, reordering) written back to the state.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  struct ArrangedTabView<Route: Hashable & Codable & Sendable, Content: View, Label: View>: View {
    let model: ContainerModel<Route>
    let selection: Binding<Route>
    let content: (Route) -> Content
    let label: (Route) -> Label

    var body: some View {
      let shown = model.shownArrangement
      #if !os(tvOS) && !os(watchOS)
        let editable = shown.style == .sidebarAdaptable
      #else
        let editable = false
      #endif
      // NB: where the user cannot edit the tabs, the hidden ones are left out.
      let entries = editable ? shown.entries : shown.entries(showing: model.shownTab)
      let tabs = TabView(selection: selection) {
        ForEach(entries, id: \.id) { entry in
          switch entry {
          case .section(let id, let title, let sectionTabs):
            TabSection(title) {
              ForEach(sectionTabs, id: \.self) { tab in
                self.tab(tab, search: shown.searchTabs.contains(tab))
              }
            }
            .customizationID(id)
          case .tab(let tab):
            self.tab(tab, search: shown.searchTabs.contains(tab))
          }
        }
      }
      let extended = TabBarExtras(
        minimizing: shown.minimizing, accessory: shown.accessory, content: content
      ) { tabs }
      #if os(watchOS)
        return extended
      #else
        return SidebarStyle(model: model, isAdaptable: shown.style == .sidebarAdaptable) {
          extended
        }
      #endif
    }

    /// One tab: SwiftUI's search tab for the search role (its label is the system's), else the
    /// app's content and label with the item's badge; known by its customization identifier.
    @TabContentBuilder<Route>
    private func tab(_ tab: Route, search: Bool) -> some TabContent<Route> {
      let drawn = content(tab).onDidAppear { model.tabAppeared(tab) }
      let id = model.customizationIDs.id(of: tab)
      if search {
        Tab(value: tab, role: .search) { drawn }
          .customizationID(id)
      } else {
        Tab(value: tab) {
          drawn
        } label: {
          TabLabel(label: { label(tab) }, shown: model.shownTabBarEntry(tab))
        }
        .customizationID(id)
        // NB: SwiftUI draws no badges on tvOS and watchOS.
        #if !os(tvOS) && !os(watchOS)
          .badge(model.shownTabBarEntry(tab).entry.badge.map { Text(verbatim: $0) })
        #endif
      }
    }
  }

  /// A tab's label: the title and image of its entry, or the app's label when the entry sets
  /// neither.
  struct TabLabel<Label: View>: View {
    let label: () -> Label
    let shown: ShownTabBarEntry

    var body: some View {
      if let item = shown.entry.label {
        SwiftUI.Label {
          Text(verbatim: item.title)
        } icon: {
          switch item.image {
          case .system(let name): Image(systemName: name)
          case .asset(let name): Image(name)
          case nil: EmptyView()
          // NB: an image this version does not know draws no icon.
          @unknown default: EmptyView()
          }
        }
      } else {
        label()
      }
    }
  }

  #if !os(watchOS)
    /// A tab view in the sidebar-adaptable style, with the user's edits of the sidebar bound to
    /// the tab flow's state where SwiftUI lets the user edit it; as it is otherwise.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    struct SidebarStyle<Route: Hashable & Codable & Sendable, Tabs: View>: View {
      let model: ContainerModel<Route>
      let isAdaptable: Bool
      @ViewBuilder let tabs: () -> Tabs
      #if !os(tvOS)
        /// What SwiftUI last wrote back, which holds more than the state keeps (where a tab
        /// shows in an iPad's tab bar).
        @State private var written = TabViewCustomization()
      #endif

      var body: some View {
        if isAdaptable {
          #if !os(tvOS)
            tabs().tabViewStyle(.sidebarAdaptable).tabViewCustomization(customization)
          #else
            tabs().tabViewStyle(.sidebarAdaptable)
          #endif
        } else {
          tabs()
        }
      }

      #if !os(tvOS)
        /// SwiftUI's last customization with the state's hidden tabs and the sections in the
        /// state's order, as the model works them out; the user's edit goes to the model.
        private var customization: Binding<TabViewCustomization> {
          let model = model
          let ids = model.customizationIDs
          let written = $written
          return Binding(
            get: { @MainActor in
              // NB: read as SwiftUI asks, not as the body was drawn: the state may have moved.
              let shown = model.shownArrangement
              var customization = written.wrappedValue
              let changes = shown.visibilityChanges(
                isHidden: { customization[sidebarVisibility: $0] == .hidden }, ids: ids)
              for (id, hidden) in changes {
                customization[sidebarVisibility: id] = hidden ? .hidden : .visible
              }
              let orders = Self.orders(of: customization, shown: shown)
              for id in shown.sectionsToReset(orders: orders, ids: ids) {
                customization.resetSectionOrder(for: id)
              }
              return customization
            },
            set: { @MainActor new in
              written.wrappedValue = new
              let shown = model.shownArrangement
              let hidden = Set(
                shown.tabs.map { ids.id(of: $0) }.filter { new[sidebarVisibility: $0] == .hidden })
              model.userCustomizedTabs(
                hiddenIDs: hidden, orders: Self.orders(of: new, shown: shown))
            })
        }

        /// The order `customization` keeps for each section of `shown`, where it keeps one.
        private static func orders(
          of customization: TabViewCustomization, shown: ShownTabs<Route>
        ) -> [String: [String]] {
          var orders: [String: [String]] = [:]
          for entry in shown.entries {
            guard case .section(let id, _, _) = entry, let order = customization[sectionID: id]
            else { continue }
            orders[id] = order
          }
          return orders
        }
      #endif
    }
  #endif
#endif
