import Foundation

extension NavigationTree {
  /// The tree as a Mermaid flowchart, for documentation and debugging.
  ///
  /// Paste it into any Mermaid viewer:
  ///
  /// ```text
  /// graph TD
  ///   f1["AppFlow<br/>[main]"]
  ///   f1 -->|root main| f3["MainFlow<br/>tabs [*chats, library]"]
  /// ```
  ///
  /// A tree with dependencies (``Navigator/treeWithDependencies``) draws what each flow's own
  /// container holds in a box joined to the flow by a dotted line
  /// (`f3 -.- f3s["services<br/>ChatSession: cached, held"]`).
  public var mermaid: String {
    var lines = ["graph TD"]
    var pending: [(node: NavigationTree, parent: String?)] = [(self, nil)]
    while let (node, parent) = pending.popLast() {
      let box = "\(node.key)[\"\(node.label)\"]"
      if let parent {
        let edge = node.position.label.map { "|\(Self.escape($0))|" } ?? ""
        lines.append("  \(parent) -->\(edge) \(box)")
      } else {
        lines.append("  \(box)")
      }
      if let services = node.dependencies {
        let held = services.map { Self.escape($0.description) }
        lines.append(
          "  \(node.key) -.- \(node.key)s[\"services<br/>\(held.joined(separator: "<br/>"))\"]")
      }
      pending.append(contentsOf: node.children.reversed().map { ($0, node.key) })
    }
    return lines.joined(separator: "\n")
  }

  private var key: String { "f\(id.raw)" }

  private var label: String {
    var copy = self
    copy.position = .top
    let details = copy.summary.dropFirst(flowName.count).trimmingPrefixSpaces()
    return Self.escape(details.isEmpty ? flowName : "\(flowName)<br/>\(details)")
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
      .replacingOccurrences(of: "|", with: "#124;")
  }
}

extension Substring {
  fileprivate func trimmingPrefixSpaces() -> String {
    String(drop { $0 == " " })
  }
}
