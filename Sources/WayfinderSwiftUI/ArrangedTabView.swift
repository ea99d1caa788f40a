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
      let tabs = TabView(selection: selection) {
        ForEach(shown.entries, id: \.self) { entry in
          switch entry {
          case .section(let id, let title, let sectionTabs):
            TabSection(title) {
              ForEach(sectionTabs, id: \.self) { tab in self.tab(tab, search: false) }
            }
            #if os(iOS) || os(macOS) || os(visionOS)
              .customizationID(id)
            #endif
          case .tab(let tab):
            self.tab(tab, search: shown.searchTabs.contains(tab))
          }
        }
      }
      #if os(watchOS)
        return tabs
      #else
        return SidebarStyle(model: model, isAdaptable: shown.style == .sidebarAdaptable) {
          tabs
        }
      #endif
    }

    /// One tab: SwiftUI's search tab for the search role (its label is the system's), else the
    /// app's content and label with the item's badge, and the tab's customization identifier.
    @TabContentBuilder<Route>
    private func tab(_ tab: Route, search: Bool) -> some TabContent<Route> {
      let drawn = content(tab).onDidAppear { model.tabAppeared(tab) }
      let id = model.customizationIDs.id(of: tab)
      if search {
        Tab(value: tab, role: .search) { drawn }
          #if os(iOS) || os(macOS) || os(visionOS)
            .customizationID(id)
          #endif
      } else {
        Tab(value: tab) {
          drawn
        } label: {
          TabLabel(label: { label(tab) }, shown: model.shownTabBarEntry(tab))
        }
        // NB: SwiftUI draws no badges on tvOS and watchOS.
        #if os(iOS) || os(macOS) || os(visionOS)
          .customizationID(id)
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
      #if os(iOS) || os(macOS) || os(visionOS)
        /// What SwiftUI last wrote back, which holds more than the state keeps (where a tab
        /// shows in the tab bar).
        @State private var written = TabViewCustomization()
      #endif

      var body: some View {
        if isAdaptable {
          #if os(iOS) || os(macOS) || os(visionOS)
            tabs().tabViewStyle(.sidebarAdaptable).tabViewCustomization(customization)
          #else
            tabs().tabViewStyle(.sidebarAdaptable)
          #endif
        } else {
          tabs()
        }
      }

      #if os(iOS) || os(macOS) || os(visionOS)
        /// SwiftUI's last customization with the state's hidden tabs and sections in the
        /// state's order; the user's edit goes to the model.
        private var customization: Binding<TabViewCustomization> {
          let model = model
          let shown = model.shownArrangement
          let ids = model.customizationIDs
          let written = $written
          return Binding(
            get: { @MainActor in
              var customization = written.wrappedValue
              for tab in shown.tabs {
                let id = ids.id(of: tab)
                let hidden = shown.hidden.contains(tab)
                let current = customization[sidebarVisibility: id]
                // NB: the state's visibility wins: code may have reset what the user hid.
                if hidden, current != .hidden { customization[sidebarVisibility: id] = .hidden }
                if !hidden, current == .hidden { customization[sidebarVisibility: id] = .visible }
              }
              if #available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *) {
                let orders = Self.orders(of: customization, shown: shown)
                for id in shown.sectionsToReset(orders: orders, ids: ids) {
                  customization[section: id].resetTabOrder()
                }
              }
              return customization
            },
            set: { @MainActor new in
              written.wrappedValue = new
              let hidden = Set(
                shown.tabs.map { ids.id(of: $0) }.filter { new[sidebarVisibility: $0] == .hidden })
              var orders: [String: [String]] = [:]
              if #available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *) {
                orders = Self.orders(of: new, shown: shown)
              }
              model.userCustomizedTabs(hiddenIDs: hidden, orders: orders)
            })
        }

        /// The order `customization` keeps for each section of `shown`, where it keeps one.
        @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
        private static func orders(
          of customization: TabViewCustomization, shown: ShownTabs<Route>
        ) -> [String: [String]] {
          var orders: [String: [String]] = [:]
          for entry in shown.entries {
            guard case .section(let id, _, _) = entry,
              let order = customization[section: id].tabOrder
            else { continue }
            orders[id] = order
          }
          return orders
        }
      #endif
    }
  #endif
#endif
