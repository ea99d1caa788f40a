/// The routes a ``NavigationEvent`` names, bottom first: a collection of ``AnyRoute``.
///
/// Most events name one route (a push, a pop), which is kept without an allocation of its
/// own. Read it as any collection, and write one as an array literal:
///
/// ```swift
/// if case .pushed(let routes) = event.kind {
///   for route in routes { analytics.screenShown(route.description) }
///   let top = routes.last
/// }
/// #expect(event.kind == .pushed([AnyRoute(ChatsRoute.thread(id: 7))]))
/// ```
public struct EventRoutes: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable,
  Sendable, CustomStringConvertible
{
  /// One route inline, or any other number in an array.
  ///
  /// NB: an event is made for every change while anyone observes, and nearly every one names
  /// a single route: an array of one cost an allocation and its release, about 500
  /// instructions of each event. Normalised (`many` never holds one route), so the
  /// synthesized equality compares the routes whatever the storage.
  @usableFromInline
  enum Storage: Hashable, Sendable {
    case one(AnyRoute)
    case many([AnyRoute])
  }

  @usableFromInline let storage: Storage

  /// The routes of `routes`, in order.
  package init(_ routes: [AnyRoute]) {
    storage = routes.count == 1 ? .one(routes[0]) : .many(routes)
  }

  /// `route` alone.
  init(_ route: AnyRoute) {
    storage = .one(route)
  }

  /// The routes listed, in order.
  public init(arrayLiteral routes: AnyRoute...) {
    self.init(routes)
  }

  /// The position of the first route: 0.
  @inlinable public var startIndex: Int { 0 }

  /// The number of routes.
  @inlinable public var endIndex: Int {
    switch storage {
    case .one: 1
    case .many(let routes): routes.count
    }
  }

  /// The routes as an array prints them: `[thread(id: 7)]`.
  public var description: String {
    "[" + map(\.description).joined(separator: ", ") + "]"
  }

  /// The route at `position`, counted from 0, bottom first; a position out of range stops
  /// the program, as an array's does.
  @inlinable public subscript(position: Int) -> AnyRoute {
    switch storage {
    case .one(let route): position == 0 ? route : [route][position]
    case .many(let routes): routes[position]
    }
  }
}
