extension Flow {
  /// Changes what the tab showing this flow shows in the tab bar: its badge, title or image.
  ///
  /// A flow shown in a tab keeps its own tab up to date without knowing the tab flow's routes:
  ///
  /// ```swift
  /// final class ChatsFlow: Coordinator<ChatsRoute, Never> {
  ///   func unreadCountChanged(_ unread: Int) {
  ///     updateTabItem { $0.badge = .count(unread) }
  ///   }
  /// }
  /// ```
  ///
  /// The change is the tab flow's (the items of its ``FlowState/TabLayout``),
  /// made as its ``Router/updateTabItem(for:_:fileID:filePath:line:column:)`` makes it. When
  /// this flow is not shown in a tab, it changes nothing and reports an issue.
  @discardableResult
  public final func updateTabItem(
    _ body: (inout TabItem) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    if let change = parent?.updateTabItem(
      of: self, body, fileID: fileID, filePath: filePath, line: line, column: column)
    {
      return change
    }
    return NavigationChange(
      reporting: NavigationError(.notShownInATab, flow: flowName), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
