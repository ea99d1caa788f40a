@_spi(Rendering) import Wayfinder

/// What a ``FlowStack`` draws in each column of a split flow: the container's screens cut at the
/// layout's columns.
///
/// Platform-free, so the cut is tested on Linux. The detail column's first screen is the root of
/// its `NavigationStack`, and the screens above it are that stack's path; a column that shows
/// nothing yet is `nil` (the view draws the placeholder there).
struct SplitColumns: Hashable {
  /// The layout the screens are cut by.
  let layout: SplitLayout
  /// The sidebar's screen: the stack's root.
  let sidebar: ScreenRoute
  /// The content column's screen, when the layout has one and it shows something.
  let content: ScreenRoute?
  /// The detail column's first screen, when it shows something.
  let detail: ScreenRoute?
  /// The screens pushed above ``detail`` in the detail column.
  let detailPath: [ScreenRoute]
  /// The column whose screen is on top: the one a collapsed view shows.
  let topColumn: SplitColumn

  /// The columns of `screens`, or `nil` when they are not a split flow's.
  init?(_ screens: FlowState<ScreenRoute>) {
    guard let layout = screens.shape.splitLayout else { return nil }
    self.layout = layout
    sidebar = screens.root
    content = screens.routes(in: .content).first
    let detail = screens.routes(in: .detail)
    self.detail = detail.first
    detailPath = Array(detail.dropFirst())
    topColumn = screens.topColumn ?? .sidebar
  }

  /// How many screens sit below the detail column's path: the sidebar's, the content's and the
  /// detail's first.
  var depthBelowDetailPath: Int {
    (layout.firstDepth(of: .detail) ?? 1) + 1
  }
}

extension StackModel {
  /// The columns of the router's screens, or `nil` when they are not a split flow's.
  var columns: SplitColumns? {
    _ = redraws
    return router.flatMap { SplitColumns($0.screens) }
  }

  /// The detail column's `NavigationStack` wrote back `path`, the screens above its first: the
  /// user went back in the detail (or pushed, as ``userSet(_:)`` takes it). Over an empty
  /// detail (its placeholder), a screen pushed there (a `NavigationLink(value:)` in the
  /// sidebar) becomes the detail's first when the columns before it show theirs, and is
  /// drawn away otherwise.
  func userSetDetailPath(_ path: [ScreenRoute]) {
    guard let router, let columns = SplitColumns(router.screens) else { return }
    let current = router.screens.path
    guard columns.detail != nil else {
      guard !path.isEmpty else { return }
      // NB: depths count the sidebar's root as 0; the path starts above it.
      guard current.count + 1 == columns.layout.firstDepth(of: .detail) else {
        redraws += 1
        return
      }
      return userSet(current + path)
    }
    let below = current.prefix(columns.depthBelowDetailPath - 1)
    userSet(Array(below) + path)
  }

  /// `NavigationSplitView` wrote back `column` as the one on top of its collapsed stack. In a
  /// collapsed view (``isCollapsed``, as the view last saw its width) a column before the top
  /// one is the user going back to it (the back button on the first screen of a column, a
  /// swipe); any other column there is drawn again as the state has it. In a view that shows
  /// every column the column on top means nothing, and nothing changes.
  ///
  /// A column this version does not know (`nil`: a newer SwiftUI's) changes nothing, and the
  /// state's top column is drawn again.
  func userShowedColumn(_ column: SplitColumn?) {
    guard let column else {
      redraws += 1
      return
    }
    guard isCollapsed, let router, let columns = SplitColumns(router.screens) else { return }
    let order = SplitColumn.allCases
    guard let shown = order.firstIndex(of: column),
      let top = order.firstIndex(of: columns.topColumn),
      shown < top, let depth = columns.layout.firstDepth(of: column)
    else {
      if column != columns.topColumn { redraws += 1 }
      return
    }
    userSet(Array(router.screens.path.prefix(depth)))
  }

  /// `NavigationSplitView` wrote back which columns show: the user showed or hid a column, or
  /// the system did as the size changed (a rotation, a narrower window). Written back only
  /// where it can be the user's: not while the state leaves the choice to the platform
  /// (`.automatic`, which would turn into the system's choice for good), and not in a
  /// collapsed view, which shows one column whatever the visibility; as the UIKit renderer
  /// does.
  ///
  /// A visibility this version does not know (`nil`: a newer SwiftUI's) changes nothing, and
  /// the state's is drawn again.
  func userSetColumnVisibility(_ visibility: ColumnVisibility?) {
    guard let router, let layout = router.screens.shape.splitLayout,
      layout.columnVisibility != .automatic, !isCollapsed
    else { return }
    guard let visibility else {
      redraws += 1
      return
    }
    guard layout.columnVisibility != visibility else { return }
    if !router.userDidNavigate(.columnVisibility(visibility)).isApplied { redraws += 1 }
    refreshShown()
  }
}
