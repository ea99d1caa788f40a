extension AppWindows {
  /// Every window's tree as indented text, frontmost first, then the disconnected windows:
  /// made for tests, logs and bug reports.
  ///
  /// ```text
  /// window A (frontmost)
  ///   AppFlow [main]
  ///   └─ MainFlow (root main) tabs [*chats, library, profile]
  /// window B
  ///   AppFlow [login]
  /// window C (disconnected)
  /// ```
  public var text: String {
    var lines: [String] = []
    for (index, window) in windows.enumerated() {
      lines.append("window \(window.id)" + (index == 0 ? " (frontmost)" : ""))
      lines += window.navigator.tree.text.split(separator: "\n").map { "  " + $0 }
    }
    lines += disconnectedIDs.map { "window \($0) (disconnected)" }
    return lines.joined(separator: "\n")
  }
}
