/// A route of any flow, for the parts of Wayfinder that see the whole tree: events, tree
/// pictures, deep links.
///
/// Two `AnyRoute`s are equal when they wrap equal values of the same type.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped route.
  public let base: any Hashable & Codable & Sendable

  /// Wraps `route`.
  public init<Route: Hashable & Codable & Sendable>(_ route: Route) {
    // NB: only an `AnyRoute` made `Codable` by an app can arrive here to be unwrapped; its
    // type is compared first because a dynamic cast for every route wrapped cost about 170
    // instructions each (a 1,000-route link wraps 1,000).
    if Route.self == AnyRoute.self, let already = route as? AnyRoute {
      base = already.base
    } else {
      base = route
    }
  }

  /// The wrapped route as `Route`, or `nil` when it is a route of another type.
  public func `as`<Route>(_ type: Route.Type) -> Route? {
    base as? Route
  }

  /// Compares the wrapped values.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the wrapped value.
  public func hash(into hasher: inout Hasher) {
    base.hash(into: &hasher)
  }

  /// The wrapped route, described.
  public var description: String { String(describing: base) }
}

extension Hashable {
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    isEqual(toOpened: other)
  }

  // NB: `other` arrives opened, so its type is compared as a metatype; a dynamic cast from
  // the existential cost several hundred instructions per comparison.
  private func isEqual<Other: Hashable>(toOpened other: Other) -> Bool {
    guard Other.self == Self.self else { return false }
    return self == unsafeBitCast(other, to: Self.self)
  }
}
