#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  import Wayfinder

  /// Draws a split flow's stack in the columns of a `UISplitViewController`: the root in the
  /// sidebar, the path's first route in the content column of a three-column layout, and the
  /// detail column's screens in the navigation controller of a `NavigationControllerRenderer`.
  ///
  /// ```swift
  /// let stack = NavigationControllerRenderer(router: chats.router) { route in
  ///   switch route {
  ///   case .list: ChatListViewController(model: chats.list)
  ///   case .thread(let id): ThreadViewController(id: id)
  ///   case .newChat: hostingScreen(NewChatView())
  ///   }
  /// }
  /// let split = SplitViewRenderer(stack: stack) { _ in NothingSelectedViewController() }
  /// window.rootViewController = split.splitViewController
  /// ```
  ///
  /// The stack's renderer keeps drawing the flow (pushes, pops, the user's back swipes, guards,
  /// presentations and their animations); this one places its screens. In a compact width the
  /// split view collapses and its compact column shows the whole stack in the stack's
  /// navigation controller, so an iPhone shows the state's own stack; in a regular width the
  /// bottom screens move to their columns and the navigation controller shows the detail, or
  /// `placeholder` shows while the detail (or the content column) shows nothing. The layout's
  /// column visibility is the split view's preferred display mode; the user's change of it is
  /// written back to the router unless the layout leaves it `.automatic` (then the platform
  /// chooses, and the state keeps `.automatic`). Presentations are presented from the split
  /// view controller.
  ///
  /// The stack's renderer keeps this one: hold the stack's renderer (or its router) and show
  /// ``splitViewController``.
  @MainActor
  public final class SplitViewRenderer<Route: Hashable & Codable & Sendable> {
    /// The split view controller showing the flow's columns.
    public let splitViewController: UISplitViewController

    private weak var stack: NavigationControllerRenderer<Route>?
    private let events = SplitEvents()
    private let sidebar: UINavigationController
    private let content: UINavigationController
    private let contentPlaceholder: UIViewController
    private let detailPlaceholder: UINavigationController
    private let compactPlaceholder: UINavigationController
    private var layout: SplitLayout
    /// How many screens at the bottom of the stack the sidebar and content columns show.
    private(set) var screensOutside = 0

    /// Draws `stack`'s flow, a split flow (`FlowState(sidebar:layout:)`), in columns, with a
    /// view controller from `placeholder` in the content and detail columns while they show
    /// nothing.
    ///
    /// A flow that is not a split flow is reported (a runtime warning in an app, a failure in
    /// tests) and drawn as a sidebar placeholder beside its whole stack.
    public init(
      stack: NavigationControllerRenderer<Route>,
      placeholder: (SplitColumn) -> UIViewController = { _ in UIViewController() }
    ) {
      self.stack = stack
      let shown = stack.router?.screens
      if shown?.split == nil {
        reportIssue(
          "\(Self.name) draws a split flow, and the flow of \(Route.self) does not lay its stack "
            + "out in columns: create its state with FlowState(sidebar:layout:).")
      }
      layout = shown?.split ?? SplitLayout()
      splitViewController = FlowSplitViewController(
        style: layout.hasContentColumn ? .tripleColumn : .doubleColumn)
      sidebar = UINavigationController(rootViewController: placeholder(.sidebar))
      contentPlaceholder = placeholder(.content)
      content = UINavigationController(rootViewController: contentPlaceholder)
      detailPlaceholder = UINavigationController(rootViewController: placeholder(.detail))
      compactPlaceholder = UINavigationController(rootViewController: UIViewController())
      splitViewController.setViewController(sidebar, for: .primary)
      if layout.hasContentColumn {
        splitViewController.setViewController(content, for: .supplementary)
      }
      splitViewController.preferredDisplayMode = displayMode(for: layout.columnVisibility)
      splitViewController.delegate = events
      events.widthChanged = { [weak self] in self?.placeAgain() }
      events.userChangedMode = { [weak self] mode in self?.userChanged(to: mode) }
      (splitViewController as? FlowSplitViewController)?.didAppear = { [weak stack] in
        stack?.modals.baseDidAppear()
      }
      stack.modalBase.controller = splitViewController
      stack.columns = self
      placeAgain()
    }

    /// The renderer's name in the issues it reports.
    static var name: String { "SplitViewRenderer<\(Route.self)>" }

    /// Places `screens`, the whole stack, in the columns, and returns the part the stack's
    /// navigation controller shows: all of it when collapsed, the detail's screens otherwise.
    func place(_ screens: [UIViewController]) -> [UIViewController] {
      guard let navigation = stack?.navigationController else { return screens }
      guard !splitViewController.isCollapsed, let detailDepth = layout.firstDepth(of: .detail)
      else {
        screensOutside = 0
        sidebar.setViewControllers([], animated: false)
        content.setViewControllers([], animated: false)
        put(detailPlaceholder, navigation)
        return screens
      }
      screensOutside = min(detailDepth, screens.count)
      if let first = screens.first { sidebar.setViewControllers([first], animated: false) }
      if layout.hasContentColumn {
        let shown = screens.count > 1 ? screens[1] : contentPlaceholder
        content.setViewControllers([shown], animated: false)
      }
      let detail = Array(screens.dropFirst(detailDepth))
      put(detail.isEmpty ? detailPlaceholder : navigation, compactPlaceholder)
      return detail
    }

    /// Shows `secondary` in the secondary column and `compact` in the compact one. The stack's
    /// navigation controller is in one of them and a placeholder in the other; as it moves, the
    /// column it leaves is set first (a view controller has one parent).
    private func put(_ secondary: UIViewController, _ compact: UIViewController) {
      let movesToCompact = splitViewController.viewController(for: .secondary) === compact
      let order: [(UIViewController, UISplitViewController.Column)] =
        movesToCompact
        ? [(secondary, .secondary), (compact, .compact)]
        : [(compact, .compact), (secondary, .secondary)]
      for (controller, column) in order
      where splitViewController.viewController(for: column) !== controller {
        splitViewController.setViewController(controller, for: column)
      }
    }

    /// The split view collapsed or expanded, or the renderer was made: the screens move to
    /// their places.
    private func placeAgain() {
      guard let stack else { return }
      stack.navigationController.setViewControllers(
        place(stack.screens), animated: false)
    }

    /// The state's layout changed to `layout` (`nil`: the flow is no longer a split flow,
    /// which is reported).
    func show(_ layout: SplitLayout?) {
      guard let layout else {
        return reportIssue(
          "\(Self.name): the flow of \(Route.self) no longer lays its stack out in columns; "
            + "the split view keeps its columns.")
      }
      if layout.hasContentColumn != self.layout.hasContentColumn {
        reportIssue(
          "\(Self.name): a split view's columns are fixed when it is made: the change to "
            + "\(layout) shows with the columns it had. Make a new renderer for the new layout.")
      }
      self.layout.columnVisibility = layout.columnVisibility
      let mode = displayMode(for: layout.columnVisibility)
      if splitViewController.preferredDisplayMode != mode {
        splitViewController.preferredDisplayMode = mode
      }
    }

    /// The display mode that shows the columns `visibility` names.
    private func displayMode(for visibility: ColumnVisibility) -> UISplitViewController.DisplayMode
    {
      switch visibility {
      case .automatic: .automatic
      case .all: layout.hasContentColumn ? .twoBesideSecondary : .oneBesideSecondary
      case .doubleColumn: .oneBesideSecondary
      case .detailOnly: .secondaryOnly
      }
    }

    /// The user changed the display mode to `mode`: written back as the columns it shows,
    /// unless the state leaves the choice to the platform.
    private func userChanged(to mode: UISplitViewController.DisplayMode) {
      guard layout.columnVisibility != .automatic, let router = stack?.router else { return }
      let visibility: ColumnVisibility
      switch mode {
      case .secondaryOnly: visibility = .detailOnly
      case .oneBesideSecondary, .oneOverSecondary:
        visibility = layout.hasContentColumn ? .doubleColumn : .all
      case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: visibility = .all
      default: return
      }
      guard visibility != layout.columnVisibility else { return }
      if router.userDidNavigate(.columnVisibility(visibility)).isApplied {
        layout.columnVisibility = visibility
        splitViewController.preferredDisplayMode = displayMode(for: visibility)
      }
    }
  }

  /// The split view's delegate: hears it collapse and expand, and the user change its display
  /// mode.
  @MainActor
  final class SplitEvents: NSObject, UISplitViewControllerDelegate {
    var widthChanged: (@MainActor () -> Void)?
    var userChangedMode: (@MainActor (UISplitViewController.DisplayMode) -> Void)?

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { widthChanged?() }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) { widthChanged?() }

    func splitViewController(
      _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {
      userChangedMode?(displayMode)
    }
  }
#endif
