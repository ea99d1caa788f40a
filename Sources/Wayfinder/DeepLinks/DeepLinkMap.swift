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
/// `/chats/42`); for `http` and `https` only the path counts.
public struct DeepLinkMap: Sendable {
  /// Turns a matched link's parameters into navigation steps.
  public typealias Handler =
    @Sendable (DeepLinkParameters) throws(DeepLinkError) -> [NavigationIntent]

  /// The scheme links must use, or `nil` to take any.
  public let scheme: String?
  // NB: entries are a struct, not a tuple: an array of typed-throws closures (or of tuples
  // holding them) needs the runtime's typed-throws support, which iOS 17 and macOS 14 lack.
  private var entries: [Entry] = []

  private struct Entry: Sendable {
    let pattern: DeepLinkPattern
    let handler: Handler
  }

  /// Creates an empty map for links with `scheme` (any scheme when `nil`).
  public init(scheme: String? = nil) {
    self.scheme = scheme
  }

  /// Adds a pattern; earlier patterns win when several match.
  public mutating func add(_ pattern: String, _ handler: @escaping Handler) {
    entries.append(Entry(pattern: DeepLinkPattern(pattern), handler: handler))
  }

  /// The patterns, in the order they were added.
  public var patterns: [DeepLinkPattern] { entries.map(\.pattern) }

  /// The navigation steps for `link`: a pure function of the text.
  ///
  /// - Throws: ``DeepLinkError`` for a malformed URL, another scheme, an unknown path or a bad
  ///   parameter.
  public func intents(for link: String) throws(DeepLinkError) -> [NavigationIntent] {
    guard let components = URLComponents(string: link),
      components.scheme != nil || link.hasPrefix("/")
    else { throw .malformedURL(link) }
    let linkScheme = components.scheme?.lowercased()
    if let scheme, let linkScheme, linkScheme != scheme.lowercased() {
      throw .unsupportedScheme(found: linkScheme, expected: scheme)
    }
    var segments = components.path.split(separator: "/").map(String.init)
    if let host = components.host, !host.isEmpty, linkScheme != "http", linkScheme != "https" {
      segments.insert(host, at: 0)
    }
    var query: [String: String] = [:]
    for item in components.queryItems ?? [] where query[item.name] == nil {
      query[item.name] = item.value ?? ""
    }
    for entry in entries {
      if let path = entry.pattern.match(segments) {
        return try entry.handler(DeepLinkParameters(url: link, path: path, query: query))
      }
    }
    throw .unknownPath("/" + segments.joined(separator: "/"), known: patterns.map(\.description))
  }
}
