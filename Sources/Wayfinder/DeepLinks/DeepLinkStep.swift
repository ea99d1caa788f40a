/// One step of a deep link: a route and what to do with it in the flow whose route type it
/// has.
///
/// ```swift
/// [.select(MainTab.chats), .path([ChatsRoute.thread(id: 42)])]
/// ```
///
/// A link's steps run top-down: each goes to the nearest active flow, at or below the flow of
/// the step before, whose route type matches. Before a step runs, what the flows above it
/// present over that flow is dismissed, so the link's screens are in front.
public struct DeepLinkStep: Hashable, Sendable, CustomStringConvertible {
  /// What a step does in its flow.
  enum Action: Hashable, Sendable {
    /// Replace the stack with the route.
    case setRoot(hidesBar: Bool)
    /// Select the route as a tab.
    case select
    /// Dismiss what is presented and push the routes.
    case push
    /// Dismiss what is presented and make the routes the whole path above the root.
    case path
    /// Present the route.
    case present(PresentationStyle)
  }

  /// The routes of this step; one, except for a push or a path.
  public let routes: [AnyRoute]
  /// What to do with them.
  let action: Action
  let routeType: ObjectIdentifier
  let routeTypeName: String
  /// The routes as they were given, `[Route]`: a flow takes them back with one cast.
  let typedRoutes: any Sendable

  private init<Route: Hashable & Codable & Sendable>(_ routes: [Route], _ action: Action) {
    self.routes = routes.map { AnyRoute($0) }
    self.action = action
    routeType = ObjectIdentifier(Route.self)
    routeTypeName = String(describing: Route.self)
    typedRoutes = routes
  }

  /// Whether the two steps do the same with the same routes.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.routeType == rhs.routeType && lhs.routes == rhs.routes
  }

  /// Hashes the action and the routes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(routes)
  }

  /// Make `route` the root of its flow's stack.
  public static func setRoot<Route: Hashable & Codable & Sendable>(
    _ route: Route, hidesBar: Bool = false
  ) -> Self {
    Self([route], .setRoot(hidesBar: hidesBar))
  }

  /// Select the tab `tab` in its tab flow.
  public static func select<Route: Hashable & Codable & Sendable>(_ tab: Route) -> Self {
    Self([tab], .select)
  }

  /// Dismiss what its flow presents and push `route`, so the pushed screen is on top.
  public static func push<Route: Hashable & Codable & Sendable>(_ route: Route) -> Self {
    Self([route], .push)
  }

  /// Dismiss what its flow presents and show exactly `routes` above the root.
  public static func path<Route: Hashable & Codable & Sendable>(_ routes: [Route]) -> Self {
    Self(routes, .path)
  }

  /// Present `route` in its flow.
  public static func present<Route: Hashable & Codable & Sendable>(
    _ route: Route, style: PresentationStyle = .sheet
  ) -> Self {
    Self([route], .present(style))
  }

  /// The action and the routes, as in `push thread(id: 42)`.
  public var description: String {
    let list = routes.map(\.description).joined(separator: ", ")
    return switch action {
    case .setRoot: "set root \(list)"
    case .select: "select \(list)"
    case .push: "push \(list)"
    case .path: "path [\(list)]"
    case .present(let style): "present \(list) as \(style.description)"
    }
  }
}
