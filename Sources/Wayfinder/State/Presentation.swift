/// A route shown modally over a flow's screens, with the style it is shown in.
///
/// Presentations stack: the first one covers the flow's stack, each later one covers the one
/// before it (a sheet over a sheet).
public struct Presentation<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The presented route.
  public var route: Route
  /// How the route is shown.
  public var style: PresentationStyle
  /// How the presentation arrives and leaves: the standard way for its style, or a zoom out of
  /// a view of the screen below.
  public var transition: ScreenTransition

  /// Creates a presentation of `route` in `style`.
  public init(_ route: Route, style: PresentationStyle = .sheet) {
    self.init(route, style: style, transition: .standard)
  }

  /// Creates a presentation of `route` in `style` that arrives with `transition`.
  public init(_ route: Route, style: PresentationStyle = .sheet, transition: ScreenTransition) {
    self.route = route
    self.style = style
    self.transition = transition
  }
}

extension Presentation: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case route, style, transition
  }

  /// Decodes a presentation: its route, its style and, when it is not the standard one, its
  /// transition.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(Route.self, forKey: .route),
      style: try container.decode(PresentationStyle.self, forKey: .style),
      transition: try container.decodeIfPresent(ScreenTransition.self, forKey: .transition)
        ?? .standard)
  }

  /// Encodes the presentation, leaving out a standard transition.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(route, forKey: .route)
    try container.encode(style, forKey: .style)
    if !transition.isStandard { try container.encode(transition, forKey: .transition) }
  }
}

extension Presentation {
  /// Whether `other` shows the same screen, presented the same way: the same route, kind,
  /// sizing, popover anchor and edge, and transition. Between two such presentations only what
  /// can change on screen differs (a sheet's detents, the one it rests at, whether the user may
  /// dismiss it), and a renderer restyles the presentation in place rather than presenting it
  /// again.
  @_spi(Rendering)
  public func isSameScreen(as other: Presentation) -> Bool {
    route == other.route && style.kind == other.style.kind && style.sizing == other.style.sizing
      && style.anchor == other.style.anchor && style.arrowEdge == other.style.arrowEdge
      && transition == other.transition
  }

  /// This presentation with its route made by `transform`.
  func map<New>(_ transform: (Route) -> New) -> Presentation<New> {
    Presentation<New>(transform(route), style: style, transition: transition)
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
