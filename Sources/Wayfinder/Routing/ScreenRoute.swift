/// One screen of a navigation container: a route and the flow whose state holds it.
///
/// A flow shown at a root, a tab or a presentation is a navigation container: one
/// `UINavigationController` or `NavigationStack` draws its screens. Child flows pushed onto its
/// stack (``Coordinator/run(_:pushing:animated:fileID:filePath:line:column:)``) add their screens to that same stack, so a
/// container's screens mix routes of several types. `Router.screens` lists them, and
/// renderers receive their steps in these terms.
///
/// ```swift
/// for screen in chats.router.screens.stack {
///   if let route = screen.as(ChatsRoute.self) { print("chats:", route) }
///   else if let route = screen.as(CheckoutRoute.self) { print("checkout:", route) }
/// }
/// ```
public struct ScreenRoute: Hashable, Sendable, CustomStringConvertible {
  /// The route, of the owning flow's route type.
  public let route: AnyRoute
  /// The flow whose state holds the route; `nil` for a router made without a coordinator.
  public let flow: FlowID?
  // NB: a transition other than the standard one is boxed, so that a screen grows by one word
  // (a pushed screen is gated at 100 bytes, Benchmarks/README.md), not by the transition's two.
  private let arrival: Arrival?

  /// How the screen arrived when it was pushed: the standard way, or a zoom out of a view of
  /// the screen below (its flow's ``FlowState/pathTransitions``). Standard for a root, a tab
  /// and a presented route (a ``Presentation`` has its own).
  public var transition: ScreenTransition { arrival?.transition ?? .standard }

  /// Wraps `route`, held by the flow `flow`.
  package init(_ route: some Hashable & Codable & Sendable, flow: FlowID?) {
    self.route = AnyRoute(route)
    self.flow = flow
    self.arrival = nil
  }

  /// Wraps `route`, held by the flow `flow`, pushed with `transition`.
  package init(
    _ route: some Hashable & Codable & Sendable, flow: FlowID?, transition: ScreenTransition
  ) {
    self.route = AnyRoute(route)
    self.flow = flow
    if case .standard = transition {
      self.arrival = nil
    } else {
      self.arrival = Arrival(transition)
    }
  }

  /// Whether both are the same route of the same flow, arrived the same way.
  public static func == (lhs: ScreenRoute, rhs: ScreenRoute) -> Bool {
    lhs.route == rhs.route && lhs.flow == rhs.flow
      && (lhs.arrival === rhs.arrival || lhs.arrival?.transition == rhs.arrival?.transition)
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(route)
    hasher.combine(flow)
    if let arrival { hasher.combine(arrival.transition) }
  }

  /// The route as `Route`, or `nil` when it is a route of another type.
  public func `as`<Route>(_ type: Route.Type) -> Route? {
    route.as(type)
  }

  /// The route, described.
  public var description: String { route.description }
}

extension NavigationStep where Route == ScreenRoute {
  /// This step with its screens as routes of `type`, or `nil` when one of them is of another
  /// type (a screen of a pushed child flow with its own route type).
  ///
  /// A pushed screen's transition (``ScreenRoute/transition``) is not carried into the typed
  /// step: read it from the screens. A presentation keeps its own.
  @_spi(Rendering)
  public func routes<Typed>(as type: Typed.Type) -> NavigationStep<Typed>? {
    func map(_ screens: [ScreenRoute]) -> [Typed]? {
      var routes: [Typed] = []
      routes.reserveCapacity(screens.count)
      for screen in screens {
        guard let route = screen.as(type) else { return nil }
        routes.append(route)
      }
      return routes
    }
    switch self {
    case .dismiss(let count): return .dismiss(count: count)
    case .setTabs(let tabs, let selected):
      guard let tabs = map(tabs), let selected = selected.as(type) else { return nil }
      return .setTabs(tabs, selected: selected)
    case .selectTab(let tab): return tab.as(type).map { .selectTab($0) }
    case .setTabItem(let tab, let item): return tab.as(type).map { .setTabItem($0, item) }
    case .arrangeTabs(let layout):
      let typed = try? layout.map { (screen) throws(ScreenOfAnotherFlow) -> Typed in
        guard let route = screen.as(type) else { throw ScreenOfAnotherFlow() }
        return route
      }
      return typed.map { NavigationStep<Typed>.arrangeTabs($0) }
    case .setRoot(let root, let hidesBar):
      return root.as(type).map { .setRoot($0, hidesBar: hidesBar) }
    case .setSplit(let layout): return .setSplit(layout)
    case .setBarHidden(let hidden): return .setBarHidden(hidden)
    case .pop(let count): return .pop(count: count)
    case .push(let screens): return map(screens).map { .push($0) }
    case .setTransition(let transition, let index): return .setTransition(transition, at: index)
    case .present(let presentation):
      return presentation.route.as(type).map {
        .present(Presentation($0, style: presentation.style, transition: presentation.transition))
      }
    case .restyle(let level, let style): return .restyle(level: level, style)
    }
  }
}

/// A screen's transition other than the standard one, boxed (see ``ScreenRoute``).
private final class Arrival: Sendable {
  let transition: ScreenTransition

  init(_ transition: ScreenTransition) {
    self.transition = transition
  }
}

/// A screen that is not of the route type asked for.
private struct ScreenOfAnotherFlow: Error {}
