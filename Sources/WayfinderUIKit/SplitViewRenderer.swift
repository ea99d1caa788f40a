#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import IssueReporting
  import UIKit
  @_spi(Rendering) import Wayfinder

  /// Draws a split flow's stack in the columns of a `UISplitViewController`: the root in the
  /// sidebar, the path's first route in the content column of a three-column layout, and the
  /// detail's screens in the detail column, each column a navigation controller.
  ///
  /// ```swift
  /// let stack = NavigationControllerRenderer(router: chats.router) { route in
  ///   switch route {
  ///   case .list: ChatListViewController(model: chats.list)
  ///   case .thread(let id): ThreadViewController(id: id)
  ///   case .newChat: UIHostingController(rootView: NewChatView())
  ///   }
  /// }
  /// let split = SplitViewRenderer(stack: stack) { _ in NothingSelectedViewController() }
  /// window.rootViewController = split.splitViewController
  /// ```
  ///
  /// The stack's renderer keeps drawing the flow (pushes, pops, the user's back swipes, guards,
  /// presentations and their animations); this one places its screens. The stack's navigation
  /// controller is the split view's compact column: collapsed (a compact width), the split view
  /// shows the whole stack there, so an iPhone shows the state's own stack; expanded, the
  /// bottom screens move to their columns and the detail column's navigation controller shows
  /// the rest, or `placeholder` shows while the detail (or the content column) shows nothing.
  /// Each column is set once; the screens move between the navigation controllers as the width
  /// changes (after a transition running there has ended). The layout's column visibility is
  /// the split view's preferred display mode; a change of the mode to other columns than the
  /// state's is written back to the router as the user's, unless the layout leaves it
  /// `.automatic` (then the platform chooses, and the state keeps `.automatic`). Presentations
  /// are presented from the split view controller.
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
    /// The detail column's navigation controller, which shows the detail's screens while the
    /// columns show side by side (the stack's navigation controller shows them collapsed).
    /// Configure its bar as the stack's; the stack renderer's `navigationDelegate` hears both.
    public var detailNavigationController: UINavigationController { detailNavigation }
    let detailNavigation: FlowNavigationController
    private let contentPlaceholder: UIViewController
    private let detailPlaceholder: UIViewController
    private var layout: SplitLayout
    /// Whether the screens are placed for a collapsed split view: the whole stack in the
    /// stack's navigation controller, in the compact column.
    private var placedCollapsed = false
    /// How many screens at the bottom of the stack the sidebar and content columns show.
    private var screensOutside = 0
    /// The screens of the stack placed in a window so far: how each arrives was decided then.
    private var placedInWindow: Set<ObjectIdentifier> = []

    /// Draws `stack`'s flow, a split flow (`FlowState(sidebar:layout:)`), in columns, with a
    /// view controller from `placeholder` in a column while it shows nothing (the sidebar's
    /// shows only until the screens are placed).
    ///
    /// `placeholder` gives a plain view controller, which the renderer shows in a navigation
    /// controller of its own (UIKit refuses a navigation controller there). A flow that is not
    /// a split flow is reported (a runtime warning in an app, a failure in tests) and drawn as
    /// if its layout were a sidebar and a detail.
    public init(
      stack: NavigationControllerRenderer<Route>,
      placeholder: (SplitColumn) -> UIViewController = { _ in UIViewController() }
    ) {
      self.stack = stack
      let shown = stack.router?.screens
      var shownLayout: SplitLayout?
      if case .split(let layout) = shown?.shape { shownLayout = layout }
      if shownLayout == nil {
        reportIssue(
          "\(Self.name) draws a split flow, and the flow of \(Route.self) does not lay its stack "
            + "out in columns: create its state with FlowState(sidebar:layout:).")
      }
      layout = shownLayout ?? SplitLayout()
      let split = FlowSplitViewController(
        style: layout.hasContentColumn ? .tripleColumn : .doubleColumn)
      splitViewController = split
      let sidebarPlaceholder = placeholder(.sidebar)
      sidebar = UINavigationController(rootViewController: sidebarPlaceholder)
      contentPlaceholder = placeholder(.content)
      content = UINavigationController(rootViewController: contentPlaceholder)
      detailPlaceholder = placeholder(.detail)
      detailNavigation = FlowNavigationController(rootViewController: detailPlaceholder)
      // NB: every column is set once: UIKit ignores a later compact column on iOS 17, so the
      // screens move between the navigation controllers instead.
      split.setViewController(sidebar, for: .primary)
      if layout.hasContentColumn { split.setViewController(content, for: .supplementary) }
      split.setViewController(detailNavigation, for: .secondary)
      split.setViewController(stack.navigationController, for: .compact)
      split.preferredDisplayMode = displayMode(for: layout.columnVisibility)
      split.delegate = events
      let events = stack.events
      detailNavigation.delegate = stack.navigationController.delegate
      events.standIn(forPopGesture: detailNavigation.interactivePopGestureRecognizer)
      detailNavigation.didLoad = { [weak detailNavigation] in
        events.standIn(forPopGesture: detailNavigation?.interactivePopGestureRecognizer)
      }
      setBarHidden(shown?.isBarHidden ?? false, animated: false)
      self.events.widthChanged = { [weak self] in self?.placeForWidth() }
      self.events.userChangedMode = { [weak self] mode in self?.userChanged(to: mode) }
      split.willAppear = { [weak self] in self?.placeForWidth() }
      split.didAppear = { [weak self, weak stack] in
        self?.placeForWidth()
        // NB: placed before the split view was in a window, the screens are decided now.
        if let self, let stack { decideArrivals(of: stack.screens, collapsed: placedCollapsed) }
        stack?.modals.baseDidAppear()
      }
      stack.modalBase.controller = split
      stack.columns = self
      // NB: the stack's navigation controller shows every screen until they are placed.
      placedCollapsed = true
      placeForWidth(force: true)
    }

    /// The renderer's name in the issues it reports.
    static var name: String { "SplitViewRenderer<\(Route.self)>" }

    /// The navigation controller that shows the top of the stack: the stack's own while the
    /// split view is collapsed, the detail column's otherwise.
    var activeNavigation: UINavigationController {
      placedCollapsed ? (stack?.navigationController ?? detailNavigation) : detailNavigation
    }

    /// The part of `screens`, the whole stack, that the active navigation controller shows.
    func inNavigation(_ screens: [UIViewController]) -> [UIViewController] {
      guard !placedCollapsed else { return screens }
      let detail = Array(screens.dropFirst(screensOutside))
      return detail.isEmpty ? [detailPlaceholder] : detail
    }

    /// How deep the stack is, as `navigation` shows it with the screens of the other columns.
    func stackCount(shownBy navigation: UINavigationController) -> Int {
      let shown = navigation.viewControllers
      guard navigation === detailNavigation else { return shown.count }
      return screensOutside + shown.filter { $0 !== detailPlaceholder }.count
    }

    /// Shows `screens`, the whole stack, in the columns as they are placed now.
    func show(_ screens: [UIViewController], animated: Bool) {
      decideArrivals(of: screens, collapsed: placedCollapsed)
      guard !placedCollapsed else {
        stack?.navigationController.setViewControllers(screens, animated: animated)
        return
      }
      let depth = layout.firstDepth(of: .detail) ?? 1
      screensOutside = min(depth, screens.count)
      // NB: a screen leaves one navigation controller before it joins another, so that its
      // navigation item is in one navigation bar at a time.
      detailNavigation.setViewControllers(inNavigation(screens), animated: animated)
      if let root = screens.first, sidebar.viewControllers.first !== root {
        sidebar.setViewControllers([root], animated: false)
      }
      if layout.hasContentColumn {
        let shown = screens.count > 1 ? screens[1] : contentPlaceholder
        if content.viewControllers.first !== shown {
          content.setViewControllers([shown], animated: false)
        }
      }
    }

    /// Decides, as each screen of `screens` (the whole stack) is first placed in a window, how
    /// it arrives: a screen that opens a column side by side (the sidebar's, the content
    /// column's, the detail's first) replaces that column's screen, out of no view of its own
    /// column, so it arrives the standard way, and keeps that after the split view collapses;
    /// placed collapsed, it is pushed and keeps its zoom. Screens placed before the split view
    /// is in a window, where it may not know its width yet, are decided when it is.
    private func decideArrivals(of screens: [UIViewController], collapsed: Bool) {
      guard splitViewController.viewIfLoaded?.window != nil else { return }
      let opening = collapsed ? 0 : (layout.firstDepth(of: .detail) ?? 1) + 1
      var placed: Set<ObjectIdentifier> = []
      for (index, screen) in screens.enumerated() {
        let id = ObjectIdentifier(screen)
        if index < opening, !placedInWindow.contains(id) { ZoomArrival.arriveStandard(screen) }
        placed.insert(id)
      }
      placedInWindow = placed
    }

    /// Hides or shows the navigation bars of the columns' navigation controllers.
    func setBarHidden(_ hidden: Bool, animated: Bool) {
      for navigation in [sidebar, content, detailNavigation] {
        navigation.setNavigationBarHidden(hidden, animated: animated)
      }
    }

    /// Places the screens for the split view's width when it changed since they were placed
    /// (or always, with `force`): a collapsed split view shows them all in the stack's
    /// navigation controller, an expanded one in the columns. A transition running in the
    /// navigation controller that shows the top is let end first.
    private func placeForWidth(force: Bool = false) {
      guard let stack else { return }
      let collapsed = splitViewController.isCollapsed
      guard force || collapsed != placedCollapsed else { return }
      // NB: only a push or a pop of the navigation controller that shows the top is waited
      // for, not a transition above the split view (its presentation), which would leave empty
      // columns on screen meanwhile.
      let navigation = activeNavigation
      if let running = navigation.transitionCoordinator,
        splitViewController.transitionCoordinator.map({ $0 !== running }) ?? true
      {
        // NB: a transition whose completions already run queues nothing more (`false`) and
        // would never call back: it is over, and the screens are placed now.
        let queued = running.animate(alongsideTransition: nil) { [weak self] context in
          // NB: a pop the user completed is reported before the screens move (Apple documents
          // no order between this and the delegate's `didShow`).
          if !context.isCancelled { self?.stack?.userMayHavePopped(navigation) }
          self?.placeForWidth()
        }
        if queued { return }
        // NB: its completions run now, maybe before the delegate's `didShow`: a pop the user
        // completed is reported before the screens move, as above.
        stack.userMayHavePopped(navigation)
      }
      let screens = stack.screens
      if collapsed {
        decideArrivals(of: screens, collapsed: true)
        screensOutside = 0
        // NB: the columns let their screens go before the stack's navigation controller takes
        // them.
        detailNavigation.setViewControllers([detailPlaceholder], animated: false)
        sidebar.setViewControllers([], animated: false)
        content.setViewControllers([contentPlaceholder], animated: false)
        placedCollapsed = true
        stack.navigationController.setViewControllers(screens, animated: false)
      } else {
        stack.navigationController.setViewControllers([], animated: false)
        placedCollapsed = false
        show(screens, animated: false)
      }
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
    private func displayMode(for visibility: ColumnVisibility)
      -> UISplitViewController.DisplayMode
    {
      switch visibility {
      case .automatic: .automatic
      case .all: layout.hasContentColumn ? .twoBesideSecondary : .oneBesideSecondary
      case .doubleColumn: .oneBesideSecondary
      case .detailOnly: .secondaryOnly
      // NB: a visibility this version does not know is the platform's choice.
      @unknown default: .automatic
      }
    }

    /// The columns `mode` shows, or `nil` for `.automatic`.
    private func visibility(for mode: UISplitViewController.DisplayMode) -> ColumnVisibility? {
      switch mode {
      case .secondaryOnly: .detailOnly
      case .oneBesideSecondary: layout.hasContentColumn ? .doubleColumn : .all
      case .twoBesideSecondary: .all
      // NB: visionOS has no overlaying display modes (UIKit marks them unavailable there).
      #if !os(visionOS)
        case .oneOverSecondary: layout.hasContentColumn ? .doubleColumn : .all
        case .twoOverSecondary, .twoDisplaceSecondary: .all
      #endif
      default: nil
      }
    }

    /// The display mode is about to change to `mode`: the user's change, or a rotation's, or
    /// the renderer's own. Written back as the columns it shows when it shows other columns
    /// than the state's, unless the state leaves the choice to the platform.
    private func userChanged(to mode: UISplitViewController.DisplayMode) {
      guard layout.columnVisibility != .automatic, !splitViewController.isCollapsed,
        let shown = visibility(for: mode),
        shown != visibility(for: displayMode(for: layout.columnVisibility)),
        let router = stack?.router
      else { return }
      if router.userDidNavigate(.columnVisibility(shown)).isApplied {
        layout.columnVisibility = shown
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
