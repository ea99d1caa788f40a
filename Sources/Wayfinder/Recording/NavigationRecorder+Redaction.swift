extension NavigationRecorder {
  /// What a recording leaves out for privacy: fields of a flow's routes, or the parts of deep
  /// links that carry the user's data.
  ///
  /// ```swift
  /// NavigationRecorder(redacting: [
  ///   .routes(in: "ChatsFlow") { route in
  ///     if route.name == "compose" { route.fields["draft"] = "\"…\"" }
  ///   },
  ///   .links { link in link.components(separatedBy: "?")[0] },  // no query
  /// ])
  /// ```
  ///
  /// A redacted route is recorded as the closure leaves it, in its states and in the words of
  /// each change; a route that no longer decodes (a field left out) cannot be replayed.
  public struct Redaction: Sendable {
    enum Kind: Sendable {
      case routes(flow: String, @Sendable (inout SnapshotRoute) -> Void)
      case links(@Sendable (String) -> String?)
    }
    let kind: Kind

    /// Changes each route of the flow named `flow` (its type name, as
    /// ``NavigationTree/text`` shows it) before it is recorded: `body` may rename it and
    /// change or remove its fields, each JSON text (``SnapshotRoute``). A route that is not an
    /// enum's case (a struct) comes with no name and its properties as its fields.
    public static func routes(
      in flow: String, _ body: @escaping @Sendable (inout SnapshotRoute) -> Void
    ) -> Self {
      Self(kind: .routes(flow: flow, body))
    }

    /// Changes each deep link before it is recorded: `body` returns what to keep of it, or
    /// `nil` to leave it out.
    public static func links(_ body: @escaping @Sendable (String) -> String?) -> Self {
      Self(kind: .links(body))
    }
  }
}

/// The redactions of a recording, applied to its JSON as it is written.
struct RecordingRedactions {
  private let routes: [String: [@Sendable (inout SnapshotRoute) -> Void]]
  private let links: [@Sendable (String) -> String?]

  init(_ redactions: [NavigationRecorder.Redaction]) {
    var routes: [String: [@Sendable (inout SnapshotRoute) -> Void]] = [:]
    var links: [@Sendable (String) -> String?] = []
    for redaction in redactions {
      switch redaction.kind {
      case .routes(let flow, let body): routes[flow, default: []].append(body)
      case .links(let body): links.append(body)
      }
    }
    self.routes = routes
    self.links = links
  }

  /// The link as the redactions leave it; `nil` when one leaves it out.
  func link(_ link: String) -> String? {
    var kept: String? = link
    for redaction in links {
      guard let current = kept else { break }
      kept = redaction(current)
    }
    return kept
  }

  /// Redacts the routes of every flow of `node` and below it that a redaction names.
  func redact(_ node: inout NavigationSnapshot.Node) throws(RestorationError) {
    for (flow, bodies) in routes {
      var migration = Self.migration(flow, bodies)
      try migration.run(on: &node)
    }
  }

  /// `route`, one of `flow`'s, as the redactions leave it.
  func route(_ route: JSONValue, of flow: String) throws(RestorationError) -> JSONValue {
    guard let bodies = routes[flow] else { return route }
    var migration = Self.migration(flow, bodies)
    return try migration.route(route) ?? route
  }

  /// The user's change `change` (a ``RecordedUserNavigation`` as JSON) reported to a flow
  /// named `flow`, as the redactions leave its routes: a path's, a tab's, a customization's.
  func user(_ change: JSONValue, of flow: String) throws(RestorationError) -> JSONValue {
    guard routes[flow] != nil else { return change }
    return try RecordedUserRoutes.map(change) { route throws(RestorationError) in
      try self.route(route, of: flow)
    }
  }

  /// The state `state` of a flow named `flow`, as the redactions leave its routes.
  func state(_ state: JSONValue, of flow: String) throws(RestorationError) -> JSONValue {
    guard routes[flow] != nil else { return state }
    var node = NavigationSnapshot.Node(flow: flow, position: nil, state: state, children: [])
    try redact(&node)
    return node.state ?? state
  }

  private static func migration(
    _ flow: String, _ bodies: [@Sendable (inout SnapshotRoute) -> Void]
  ) -> RouteMigration {
    RouteMigration(flow: flow, schema: 0, seesEveryObject: true) { route in
      for body in bodies { body(&route) }
      return true
    }
  }
}
