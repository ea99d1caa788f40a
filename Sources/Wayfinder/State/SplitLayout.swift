/// How a split flow lays its stack out in columns: a sidebar, an optional content column, and a
/// detail column with a stack of its own.
///
/// A split flow is a stack flow whose screens are drawn side by side where there is room (an
/// iPad, a Mac) and as the one stack they are where there is not (an iPhone, a narrow window).
/// The stack's root is the sidebar; the first route of the path is the content column's, when
/// the layout has one; the next route is the detail column's first screen, and the routes above
/// it are pushed in the detail column. Because the state is the same in both widths, a deep
/// link that pushes `[.thread(id: 7), .message(id: 3)]` selects a thread in the sidebar and
/// pushes a message in the detail, and a restored snapshot brings the columns back.
///
/// The columns are cut from the container's screens: a child flow pushed onto the stack shows
/// its screens from the column of the route it was pushed at on (pushed at the content route,
/// its first screen is the content column and the rest are the detail's). A split flow shown
/// as a pushed child of another flow's stack is drawn in that stack, without columns.
///
/// ```swift
/// var state = FlowState(sidebar: ChatsRoute.list)
/// try state.show(.thread(id: 7), in: .detail)  // the sidebar's selection
/// try state.push(.info(id: 7))  // pushed in the detail column
/// state.routes(in: .detail)  // [.thread(id: 7), .info(id: 7)]
/// state.topColumn  // .detail: what a narrow window shows
/// ```
public struct SplitLayout: Hashable, Codable, Sendable, CustomStringConvertible {
  /// Whether a content column sits between the sidebar and the detail.
  public var hasContentColumn: Bool
  /// Which columns show where there is room for several.
  public var columnVisibility: ColumnVisibility

  /// Creates a layout of a sidebar and a detail, or of a sidebar, a content column and a
  /// detail, showing the columns the platform chooses unless `columnVisibility` says otherwise.
  public init(hasContentColumn: Bool = false, columnVisibility: ColumnVisibility = .automatic) {
    self.hasContentColumn = hasContentColumn
    self.columnVisibility = columnVisibility
  }

  private enum CodingKeys: String, CodingKey {
    case hasContentColumn, columnVisibility
  }

  /// Decodes a layout; a missing field takes its default (no content column, the platform's
  /// choice of columns), so snapshots written before a field existed restore.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hasContentColumn =
      try container.decodeIfPresent(Bool.self, forKey: .hasContentColumn) ?? false
    columnVisibility =
      try container.decodeIfPresent(ColumnVisibility.self, forKey: .columnVisibility)
      ?? .automatic
  }

  /// The depth in the stack (0 for the root) of the first screen of `column`, or `nil` for a
  /// content column the layout does not have.
  @_spi(Rendering) public func firstDepth(of column: SplitColumn) -> Int? {
    switch column {
    case .sidebar: 0
    case .content: hasContentColumn ? 1 : nil
    case .detail: hasContentColumn ? 2 : 1
    }
  }

  /// The column that shows the screen at `depth` in the stack (0 for the root).
  func column(atDepth depth: Int) -> SplitColumn {
    if depth <= 0 { return .sidebar }
    if hasContentColumn, depth == 1 { return .content }
    return .detail
  }

  /// The layout in words, as in the tree's text and events: `split (sidebar, content, detail;
  /// all)`.
  public var description: String {
    let columns = hasContentColumn ? "sidebar, content, detail" : "sidebar, detail"
    return "split (\(columns); \(columnVisibility.rawValue))"
  }
}

/// A column of a split flow.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum SplitColumn: String, Hashable, Codable, Sendable, CaseIterable {
  /// The leading column: the stack's root.
  case sidebar
  /// The middle column of a three-column layout: the first route of the path.
  case content
  /// The trailing column: the rest of the path, as a stack of its own.
  case detail
}

/// Which columns of a split flow show where there is room for several.
///
/// The user changes it too (hiding the sidebar, showing it again), and the adapters write
/// that back into the state.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum ColumnVisibility: String, Hashable, Codable, Sendable, CaseIterable {
  /// The platform chooses, by the room there is and the device's orientation.
  case automatic
  /// Every column shows.
  case all
  /// The detail shows beside the column before it (the sidebar of a two-column layout, the
  /// content column of a three-column one).
  case doubleColumn
  /// The detail alone shows; the other columns slide over it when the user asks.
  case detailOnly
}
