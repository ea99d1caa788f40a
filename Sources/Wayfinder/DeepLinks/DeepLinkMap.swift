import Foundation

/// The deep links an app understands: URL patterns and the navigation steps each leads to.
///
/// ```swift
/// var links = DeepLinkMap(scheme: "messenger")
/// links.add("/chats/:id") { parameters throws(DeepLinkError) in
///   [.select(MainTab.chats), .path([ChatsRoute.thread(id: try parameters.value("id"))])]
/// }
/// navigator.deepLinks = links
/// try navigator.open("messenger://chats/42")
/// ```
///
/// For a custom scheme the URL's host is the first path segment (`messenger://chats/42` is
/// `/chats/42`). A web link (`http`, `https`: a universal link, or a web page handed over) is
/// taken when its host is one of the map's hosts, and its path alone is matched:
/// `https://messenger.example/chats/42` is `/chats/42` too.
public struct DeepLinkMap: Sendable {
  /// Turns a matched link's parameters into navigation steps.
  public typealias Handler =
    @Sendable (DeepLinkParameters) throws(DeepLinkError) -> [DeepLinkStep]

  /// The scheme links must use, or `nil` to take any.
  let scheme: String?
  /// The hosts whose web links (`http`, `https`) are taken, lowercased. Without hosts, web
  /// links are taken only when the map's scheme is `nil`, whatever their host.
  let hosts: Set<String>
  // NB: entries are a struct, not a tuple: an array of typed-throws closures (or of tuples
  // holding them) needs the runtime's typed-throws support, which iOS 17 and macOS 14 lack.
  private var entries: [Entry] = []

  private struct Entry: Sendable {
    let pattern: DeepLinkPattern
    let condition: DeepLinkCondition?
    let handler: Handler
  }

  /// Creates an empty map for links with `scheme` (any scheme when `nil`), and web links of
  /// `hosts`.
  ///
  /// ```swift
  /// var links = DeepLinkMap(scheme: "messenger", hosts: ["messenger.example"])
  /// // messenger://chats/42 and https://messenger.example/chats/42 open the same screens;
  /// // https://elsewhere.example/chats/42 is refused.
  /// ```
  public init(scheme: String? = nil, hosts: [String] = []) {
    self.scheme = scheme
    self.hosts = Set(hosts.map { $0.lowercased() })
  }

  /// Adds a pattern; earlier patterns win when several match. A link that matches a pattern
  /// with a `condition` opens once the condition holds, and is held until then.
  ///
  /// ```swift
  /// links.add("/settings/billing", requires: signedIn) { _ in [.push(SettingsRoute.billing)] }
  /// ```
  public mutating func add(
    _ pattern: String, requires condition: DeepLinkCondition? = nil,
    _ handler: @escaping Handler
  ) {
    entries.append(
      Entry(pattern: DeepLinkPattern(pattern), condition: condition, handler: handler))
  }

  /// The patterns, in the order they were added.
  var patterns: [DeepLinkPattern] { entries.map(\.pattern) }

  /// A link this map takes, for messages: its scheme (or its first host, on the web) and its
  /// first pattern; `nil` without patterns.
  var example: String? {
    guard let pattern = patterns.first?.description else { return nil }
    let path = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
    if let scheme { return "\(scheme)://\(path)" }
    if let host = hosts.sorted().first { return "https://\(host)/\(path)" }
    return "/" + path
  }

  /// The navigation steps for `link`: a pure function of the text.
  ///
  /// - Throws: ``DeepLinkError`` for a malformed URL, another scheme, an unknown path or a bad
  ///   parameter.
  public func steps(for link: String) throws(DeepLinkError) -> [DeepLinkStep] {
    try match(link).intents
  }

  /// The navigation steps for `link` and the condition of the pattern it matched.
  func match(_ link: String) throws(DeepLinkError) -> (
    intents: [DeepLinkStep], condition: DeepLinkCondition?
  ) {
    guard let components = URLComponents(string: link),
      components.scheme != nil || link.hasPrefix("/")
    else { throw .malformedURL(link, example: example) }
    let linkScheme = components.scheme?.lowercased()
    let isWeb = linkScheme == "http" || linkScheme == "https"
    let host = components.host?.lowercased() ?? ""
    if isWeb, !hosts.isEmpty {
      guard hosts.contains(host) else {
        throw .unsupportedHost(found: host, expected: hosts.sorted())
      }
    } else if let scheme, let linkScheme, linkScheme != scheme.lowercased() {
      throw .unsupportedScheme(found: linkScheme, expected: scheme)
    }
    // NB: split while still percent-encoded, so that an encoded `/` (`%2F`) stays inside its
    // segment; each segment is decoded after.
    var segments = components.percentEncodedPath.split(separator: "/").map { segment in
      segment.removingPercentEncoding ?? String(segment)
    }
    // NB: a host is case-insensitive, as the first segment of a custom scheme's link too.
    if !host.isEmpty, !isWeb { segments.insert(host, at: 0) }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] where query[item.name] == nil {
      query[item.name] = item.value ?? ""
    }
    for entry in entries {
      if let path = entry.pattern.match(segments) {
        let intents = try entry.handler(DeepLinkParameters(url: link, path: path, query: query))
        return (intents, entry.condition)
      }
    }
    throw .unknownPath("/" + segments.joined(separator: "/"), known: patterns.map(\.description))
  }
}

extension DeepLinkMap {
  /// The `apple-app-site-association` file that lets the apps `appIDs` (`TEAMID.bundle.id`)
  /// open this map's links from the web: each pattern as a path component, a parameter as
  /// `?*` (one character or more). Serve it at
  /// `https://<host>/.well-known/apple-app-site-association` for each of the map's hosts.
  ///
  /// A wildcard of the file matches `/` too, so each pattern with a parameter is preceded by
  /// a component that excludes the paths one segment deeper, and longer patterns come first
  /// (the first component that matches decides): `/chats/42/x` is not handed to an app whose
  /// map has only `/chats/:id`.
  ///
  /// The map is built when the app runs, so write the file from a test or a small tool:
  ///
  /// ```swift
  /// let file = AppLinks.map.appSiteAssociation(appIDs: ["ABCDE12345.com.example.messenger"])
  /// try file.write(to: URL(filePath: "site/.well-known/apple-app-site-association"))
  /// ```
  public func appSiteAssociation(appIDs: [String]) -> Data {
    var components: [AppSiteAssociation.Component] = []
    // NB: a stable sort, so patterns of one length keep the map's order.
    let longestFirst = patterns.enumerated().sorted {
      ($0.element.segments.count, -$0.offset) > ($1.element.segments.count, -$1.offset)
    }
    for (_, pattern) in longestFirst {
      let path = pattern.siteAssociationPath
      if pattern.hasParameters {
        components.append(
          AppSiteAssociation.Component(
            path: path + "/*", comment: "deeper than \(pattern)", exclude: true))
      }
      components.append(AppSiteAssociation.Component(path: path, comment: pattern.description))
    }
    let file = AppSiteAssociation(
      applinks: .init(details: [.init(appIDs: appIDs, components: components)]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // NB: strings and arrays of strings always encode.
    return (try? encoder.encode(file)) ?? Data()
  }
}

/// The parts of an `apple-app-site-association` file that open links in an app.
private struct AppSiteAssociation: Encodable {
  struct Links: Encodable {
    var details: [Detail]
  }
  struct Detail: Encodable {
    var appIDs: [String]
    var components: [Component]
  }
  struct Component: Encodable {
    var path: String
    var comment: String
    var exclude: Bool?

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case comment, exclude
    }
  }
  var applinks: Links
}
