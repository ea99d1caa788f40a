/// A URL path pattern such as `/chats/:id`: literal segments and named parameters.
struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  let segments: [Segment]

  /// Parses `pattern`; segments that start with `:` are parameters.
  init(_ pattern: String) {
    segments = pattern.split(separator: "/").map { part in
      part.first == ":" ? .parameter(String(part.dropFirst())) : .literal(String(part))
    }
  }

  /// The pattern as written, with a leading slash.
  var description: String {
    "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .parameter(let name): ":" + name
        }
      }.joined(separator: "/")
  }

  /// Whether a segment is a parameter.
  var hasParameters: Bool {
    segments.contains { if case .parameter = $0 { true } else { false } }
  }

  /// The pattern as an `apple-app-site-association` path: a parameter matches one character
  /// or more.
  var siteAssociationPath: String {
    "/"
      + segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .parameter: "?*"
        }
      }.joined(separator: "/")
  }

  /// The parameters when `components` match this pattern, else `nil`.
  func match(_ components: [String]) -> [String: String]? {
    guard components.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, component) in zip(segments, components) {
      switch segment {
      case .literal(let text): if text != component { return nil }
      case .parameter(let name): parameters[name] = component
      }
    }
    return parameters
  }
}
