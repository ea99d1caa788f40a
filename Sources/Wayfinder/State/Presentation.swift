/// A route shown modally over a flow's screens, with the style it is shown in.
///
/// Presentations stack: the first one covers the flow's stack, each later one covers the one
/// before it (a sheet over a sheet).
public struct Presentation<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The presented route.
  public var route: Route
  /// How the route is shown.
  public var style: PresentationStyle

  /// Creates a presentation of `route` in `style`.
  public init(_ route: Route, style: PresentationStyle = .sheet) {
    self.route = route
    self.style = style
  }
}

extension Presentation: Codable where Route: Codable {}
