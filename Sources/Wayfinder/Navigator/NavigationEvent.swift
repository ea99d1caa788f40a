/// Something that happened in the navigation tree, for logs, analytics and debugging.
///
/// ```swift
/// let observation = navigator.observe { event in
///   logger.info("\(event)")  // "ChatsFlow #4 pushed thread(id: 7) (code)"
/// }
/// ```
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  #if hasAttribute(nonexhaustive)
    @nonexhaustive
  #endif
  public enum Kind: Hashable, Sendable {
    /// Routes were pushed, bottom first.
    case pushed(EventRoutes)
    /// Routes were popped, bottom first.
    case popped(EventRoutes)
    /// The stack was replaced by a new root.
    case rootSet(AnyRoute)
    /// A route was presented.
    case presented(AnyRoute, PresentationStyle)
    /// The style of a presented route changed in place (a sheet's height, by code or by the
    /// user's drag).
    case restyled(AnyRoute, PresentationStyle)
    /// Presentations were dismissed, bottom first.
    case dismissed(EventRoutes)
    /// A tab was selected.
    case tabSelected(AnyRoute)
    /// The tabs were replaced.
    case tabsSet(EventRoutes)
    /// What a tab shows in the tab bar changed.
    case tabItemSet(AnyRoute, TabItem)
    /// The tabs' sections, style or customization changed: the tabs in the order they show,
    /// those hidden, and the style.
    case tabsArranged(EventRoutes, hidden: EventRoutes, style: TabStyle)
    /// The stack was laid out in columns (or in one stack, `nil`), or the columns that show
    /// changed.
    case splitSet(SplitLayout?)
    /// The navigation bar was hidden or shown.
    case barHidden(Bool)
    /// The flow started.
    case flowStarted
    /// The flow finished with a result, described.
    case flowFinished(result: String)
    /// The flow was cancelled.
    case flowCancelled(CancellationReason)
    /// The renderer of the flow's navigation container did not show a change of `steps` steps
    /// within ``Router/renderTimeout``; the change was taken as shown.
    case renderTimedOut(steps: Int)
  }

  /// The flow it happened in.
  public let flow: FlowID
  /// That flow's type name.
  public let flowName: String
  /// What happened.
  public let kind: Kind
  /// Who asked for it.
  public let origin: NavigationOrigin

  /// Creates an event.
  init(flow: FlowID, flowName: String, kind: Kind, origin: NavigationOrigin) {
    self.flow = flow
    self.flowName = flowName
    self.kind = kind
    self.origin = origin
  }

  /// One line: the flow, what happened and who asked, as in
  /// `ChatsFlow #4 pushed thread(id: 7) (code)`.
  public var description: String {
    "\(flowName) \(flow) \(kind.words { $0.description }) (\(origin.rawValue))"
  }
}

extension NavigationEvent.Kind {
  /// What happened in words, as in `pushed thread(id: 7)`, each route as `describe` gives it.
  func words(_ describe: (AnyRoute) -> String) -> String {
    func list(_ routes: EventRoutes) -> String { routes.map(describe).joined(separator: ", ") }
    switch self {
    case .pushed(let routes): return "pushed \(list(routes))"
    case .popped(let routes): return "popped \(list(routes))"
    case .rootSet(let route): return "set root \(describe(route))"
    case .presented(let route, let style):
      return "presented \(describe(route)) as \(style.description)"
    case .restyled(let route, let style):
      return "restyled \(describe(route)) as \(style.description)"
    case .dismissed(let routes): return "dismissed \(list(routes))"
    case .tabSelected(let tab): return "selected tab \(describe(tab))"
    case .tabsSet(let tabs): return "set tabs \(list(tabs))"
    case .tabItemSet(let tab, let item): return "set tab \(describe(tab)) to \(item)"
    case .tabsArranged(let tabs, let hidden, let style):
      let hiding = hidden.isEmpty ? "" : " (hidden \(list(hidden)))"
      return "arranged tabs \(list(tabs))\(hiding) as \(style)"
    case .splitSet(let layout): return "set layout \(layout?.description ?? "stack")"
    case .barHidden(let hidden): return hidden ? "hid the bar" : "showed the bar"
    case .flowStarted: return "started"
    case .flowFinished(let result): return result.isEmpty ? "finished" : "finished with \(result)"
    case .flowCancelled(let reason): return "cancelled: \(reason)"
    case .renderTimedOut(let steps): return "render of \(steps) steps timed out"
    }
  }

  /// The events for `steps` applied to `old`; a route's transition is part of its push, not an
  /// event of its own.
  static func kinds<Route: Hashable & Codable & Sendable>(
    for steps: [NavigationStep<Route>], from old: FlowState<Route>
  ) -> [Self] {
    steps.compactMap { step -> Self? in
      switch step {
      case .dismiss(let count):
        .dismissed(EventRoutes(old.presented.suffix(count).map { AnyRoute($0.route) }))
      case .setTabs(let tabs, _): .tabsSet(EventRoutes(tabs.map { AnyRoute($0) }))
      case .selectTab(let tab): .tabSelected(AnyRoute(tab))
      case .setTabItem(let tab, let item): .tabItemSet(AnyRoute(tab), item)
      case .arrangeTabs(let layout):
        .tabsArranged(
          EventRoutes(layout.arrangedTabs.map { AnyRoute($0) }),
          hidden: EventRoutes(
            layout.tabs.filter(layout.customization.hidden.contains).map { AnyRoute($0) }),
          style: layout.style)
      case .setSplit(let layout): .splitSet(layout)
      case .setRoot(let root, _): .rootSet(AnyRoute(root))
      case .setBarHidden(let hidden): .barHidden(hidden)
      case .pop(let count): .popped(EventRoutes(old.path.suffix(count).map { AnyRoute($0) }))
      case .push(let routes): .pushed(EventRoutes(routes.map { AnyRoute($0) }))
      case .setTransition: nil
      case .present(let presentation): .presented(AnyRoute(presentation.route), presentation.style)
      case .restyle(let level, let style):
        .restyled(
          old.presented.indices.contains(level)
            ? AnyRoute(old.presented[level].route) : AnyRoute("level \(level)"), style)
      }
    }
  }
}
