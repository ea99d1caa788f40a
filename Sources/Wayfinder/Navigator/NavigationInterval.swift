/// One navigation change as an interval, as ``NavigationSignposts`` mark it: from the moment it
/// is made (a push or a pop as it changes the state, a transaction as it commits) until its
/// renderers show it (the moment ``NavigationChange/onScreen()`` returns).
public struct NavigationInterval: Sendable, CustomStringConvertible {
  // NB: the first event apart, so that the interval of a push or a pop, which has one, makes
  // no array.
  private let first: NavigationEvent
  private let rest: [NavigationEvent]

  /// The interval of a change of one event.
  init(_ event: NavigationEvent) {
    first = event
    rest = []
  }

  /// The interval of a change of `first` and then `rest`.
  init(_ first: NavigationEvent, _ rest: [NavigationEvent]) {
    self.first = first
    self.rest = rest
  }

  /// What the change did, in order: the flows, their routes and who asked.
  public var events: [NavigationEvent] { [first] + rest }

  /// Who asked for the change.
  public var origin: NavigationOrigin { first.origin }

  /// The events' lines joined with `; `, as in
  /// `ChatsFlow #4 pushed thread(id: 7) (code); ThreadFlow #9 started (code)`.
  public var description: String {
    rest.reduce(first.description) { $0 + "; " + $1.description }
  }
}
