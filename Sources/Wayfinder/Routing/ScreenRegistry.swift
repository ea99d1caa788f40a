import IssueReporting

/// What to draw for each route type, filled by the features that own the routes.
///
/// A navigation container's screens mix routes of several types: the flow's own and those of
/// child flows pushed onto its stack (`Router.screens`). Instead of one closure that knows
/// every type, each feature registers the screens of its own routes, and the adapter asks the
/// registry for each screen it draws:
///
/// ```swift
/// var screens = ScreenRegistry<String>()
/// screens.register(ChatsRoute.self) { route in "chats: \(route)" }
/// screens.register(CheckoutRoute.self) { route in "checkout: \(route)" }
/// screens.content(for: ScreenRoute(ChatsRoute.list, flow: nil))   // "chats: list"
/// ```
///
/// `Content` is what the adapter draws: a SwiftUI view (WayfinderSwiftUI's `FlowStack` takes a
/// registry of them) or a view controller (WayfinderUIKit's `NavigationControllerRenderer`).
/// A screen whose route type has no registration is reported (a runtime warning in an app, a
/// test failure in tests), and the adapter draws an empty placeholder in its place.
@MainActor
public struct ScreenRegistry<Content> {
  private var makers: [ObjectIdentifier: (AnyRoute) -> Content?] = [:]
  private var names: [String] = []
  /// The route types already reported as missing: SwiftUI asks for a screen at every redraw,
  /// and one warning per type says it.
  private let reported = ReportedTypes()

  /// An empty registry.
  public init() {}

  /// Registers `screen` for the routes of `type`.
  ///
  /// A type registered twice keeps its first registration; the second is reported.
  public mutating func register<Route: Hashable & Codable & Sendable>(
    _ type: Route.Type, screen: @escaping (Route) -> Content
  ) {
    let key = ObjectIdentifier(type)
    guard makers[key] == nil else {
      reportIssue(
        "ScreenRegistry: \(Route.self) is registered twice; the first registration is kept. "
          + "Register each route type once, in the feature that owns it.")
      return
    }
    makers[key] = { route in route.as(type).map(screen) }
    names.append(String(describing: Route.self))
  }

  /// Whether routes of `type` have a registration.
  public func isRegistered<Route>(_ type: Route.Type) -> Bool {
    makers[ObjectIdentifier(type)] != nil
  }

  /// The content registered for `shown`'s route type, made for its route; `nil`, after
  /// reporting which type is missing (once per type), when there is none.
  public func content(for shown: ScreenRoute) -> Content? {
    if let make = makers[ObjectIdentifier(shown.route.routeType)], let content = make(shown.route) {
      return content
    }
    guard reported.types.insert(ObjectIdentifier(shown.route.routeType)).inserted else {
      return nil
    }
    let registered = names.isEmpty ? "none" : names.sorted().joined(separator: ", ")
    reportIssue(
      "ScreenRegistry has no screen for \(shown), a route of type \(shown.route.routeType); "
        + "registered are \(registered). Register it: "
        + "screens.register(\(shown.route.routeType).self) { … }.")
    return nil
  }
}

/// The route types a ``ScreenRegistry`` has reported, shared by its copies.
@MainActor
private final class ReportedTypes {
  var types: Set<ObjectIdentifier> = []
}
