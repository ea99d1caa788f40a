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
  /// tab flow its tabs with the selected one starred and each tab's item (``TabItem``) in
  /// parentheses;
  /// presentations follow as `+ style route`, and a status other than active in braces.
  public var text: String {
    var lines: [String] = []
    var pending: [(node: NavigationTree, lead: String, childLead: String)] = [(self, "", "")]
    while let (node, lead, childLead) = pending.popLast() {
      lines.append(lead + node.summary)
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
      if state.isTabFlow {
        let tabs = state.tabs.map { tab in
          let item = state.tabItems[tab].map { " (\($0))" } ?? ""
          return (tab == state.root ? "*" : "") + tab.description + item
        }
        parts.append("tabs [\(tabs.joined(separator: ", "))]")
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
