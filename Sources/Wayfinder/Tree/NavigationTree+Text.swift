import WayfinderDI

extension NavigationTree {
  /// The tree as indented text, one flow per line: made for tests and logs.
  ///
  /// ```text
  /// AppFlow [main]
  /// └─ MainFlow (root main) tabs [*chats (badge 3), library, profile]
  ///    ├─ ChatsFlow (tab chats) [list, thread(id: 3)] + sheet newChat
  ///    ├─ LibraryFlow (tab library) [shelf]
  ///    └─ ProfileFlow (tab profile) [overview]
  /// ```
  ///
  /// A stack flow shows `[root, path…]` (a split flow its layout after it, ``SplitLayout``), a
  /// tab flow its tabs in the order they show with the selected one starred, each tab's item
  /// (``TabItem``) and whether the user hid it in parentheses, a section's tabs after its title
  /// (`"Library" [albums, artists]`) and a style other than a tab bar after them;
  /// presentations follow as `+ style route`, and a status other than active in braces. A tree
  /// with dependencies (``Navigator/treeWithDependencies``) adds what each flow's own container
  /// holds on a line below the flow (`services: CheckoutSession: cached, held`).
  public var text: String {
    var lines: [String] = []
    var pending: [(node: NavigationTree, lead: String, childLead: String)] = [(self, "", "")]
    while let (node, lead, childLead) = pending.popLast() {
      lines.append(lead + node.summary)
      if let services = node.dependencies {
        lines.append(
          childLead + (node.children.isEmpty ? "   " : "│  ") + "services: "
            + Self.describe(services))
      }
      for (index, child) in node.children.enumerated().reversed() {
        let last = index == node.children.count - 1
        pending.append(
          (child, childLead + (last ? "└─ " : "├─ "), childLead + (last ? "   " : "│  ")))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The flow's line: its name, position, state and status.
  var summary: String {
    var parts = [flowName]
    if let place = position.label { parts.append("(\(place))") }
    if let state {
      if case .tabs(let layout) = state.shape {
        parts.append("tabs [\(Self.describeTabs(layout, selected: state.root))]")
        if layout.style != .tabBar { parts.append(layout.style.description) }
        if layout.tabBarMinimizing != .automatic {
          parts.append("(tab bar \(layout.tabBarMinimizing))")
        }
        if let accessory = layout.bottomAccessory { parts.append("+ accessory \(accessory)") }
      } else {
        parts.append("[\(state.stack.map(\.description).joined(separator: ", "))]")
      }
      if let split = state.split { parts.append(split.description) }
      if state.isBarHidden { parts.append("(bar hidden)") }
      for presentation in state.presented {
        parts.append("+ \(presentation.style.description) \(presentation.route)")
      }
    }
    if status != .active { parts.append("{\(status)}") }
    return parts.joined(separator: " ")
  }
}

extension NavigationTree {
  /// What a container holds, as one line: `A: singleton, held; B: transient`.
  static func describe(_ services: [ContainedService]) -> String {
    services.map(\.description).joined(separator: "; ")
  }

  /// The tabs of `layout` in the order they show, each with its item and whether it is hidden,
  /// the selected one starred, a section's as `"Title" [tabs…]`.
  static func describeTabs(_ layout: FlowState<AnyRoute>.TabLayout, selected: AnyRoute) -> String {
    func describe(_ tab: AnyRoute) -> String {
      var notes = layout.items[tab].map { [$0.description] } ?? []
      if layout.customization.hidden.contains(tab) { notes.append("hidden") }
      let note = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
      return (tab == selected ? "*" : "") + tab.description + note
    }
    var parts: [String] = []
    var open: (section: FlowState<AnyRoute>.TabSection, tabs: [String])?
    for tab in layout.arrangedTabs {
      let section = layout.sections.isEmpty ? nil : layout.section(of: tab)
      if let current = open, current.section.id != section?.id {
        parts.append("\"\(current.section.title)\" [\(current.tabs.joined(separator: ", "))]")
        open = nil
      }
      if let section {
        open = (section, (open?.tabs ?? []) + [describe(tab)])
      } else {
        parts.append(describe(tab))
      }
    }
    if let open {
      parts.append("\"\(open.section.title)\" [\(open.tabs.joined(separator: ", "))]")
    }
    return parts.joined(separator: ", ")
  }
}

extension NavigationTree.Position {
  /// Where the flow is, in a few words; `nil` for the top flow.
  var label: String? {
    switch self {
    case .top: nil
    case .root(let route): "root \(route)"
    case .tab(let route): "tab \(route)"
    case .pushed(let index, let route): "pushed \(index) \(route)"
    case .presented(let index, let route): "presented \(index) \(route)"
    case .detached: "detached"
    }
  }
}
