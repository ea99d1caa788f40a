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

extension Presentation {
  /// Whether `other` shows the same screen, presented the same way: the same route, kind,
  /// sizing and popover anchor and edge. Between two such presentations only what can change
  /// on screen differs (a sheet's detents, the one it rests at, whether the user may dismiss
  /// it), and a renderer restyles the presentation in place rather than presenting it again.
  @_spi(Rendering)
  public func isSameScreen(as other: Presentation) -> Bool {
    route == other.route && style.kind == other.style.kind && style.sizing == other.style.sizing
      && style.anchor == other.style.anchor && style.arrowEdge == other.style.arrowEdge
  }

  /// This presentation with its route made by `transform`.
  func map<New>(_ transform: (Route) -> New) -> Presentation<New> {
    Presentation<New>(transform(route), style: style)
  }
}

/// How many presentations `lhs` and `rhs` share at their starts as the same screens.
func commonScreenCount<Route>(
  _ lhs: ArraySlice<Presentation<Route>>, _ rhs: ArraySlice<Presentation<Route>>
) -> Int {
  var count = 0
  var left = lhs.startIndex
  var right = rhs.startIndex
  while left < lhs.endIndex, right < rhs.endIndex, lhs[left].isSameScreen(as: rhs[right]) {
    count += 1
    left += 1
    right += 1
  }
  return count
}
