/// Why a deep link was not opened. Nothing changed when one is thrown.
#if hasAttribute(nonexhaustive)
  @nonexhaustive
#endif
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a URL. `example` is a link the map takes, made from its scheme (or first
  /// host) and first pattern, `nil` when it has no pattern.
  case malformedURL(String, example: String?)
  /// The URL's scheme is not the one the links are for.
  case unsupportedScheme(found: String, expected: String)
  /// A web link names a host that is not one of the map's hosts.
  case unsupportedHost(found: String, expected: [String])
  /// No pattern matches the URL's path.
  case unknownPath(String, known: [String])
  /// A pattern's handler asked for a parameter the URL does not have.
  case missingParameter(name: String, url: String)
  /// A parameter does not convert to the type the handler asked for.
  case badParameter(name: String, value: String, expected: String)
  /// No active flow takes routes of the type the link leads to, after the first step.
  case noFlow(route: String, routeType: String)
  /// The flow that takes the link's first step runs but is not shown (another tab is
  /// selected), so the link would be held for ever.
  case flowNotShown(route: String, routeType: String, flow: String)
  /// A step of the link was refused by a router; the whole link was undone.
  case navigation(NavigationError)
  /// No links are registered: set ``Navigator/deepLinks`` first.
  case noLinks

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .malformedURL(let text, let example):
      (text.isEmpty ? "The link is empty" : "`\(text)` is not a URL")
        + (example.map { ". Links look like `\($0)`." }
          ?? ": give a URL with a scheme, or a path that starts with `/`.")
    case .unsupportedScheme(let found, let expected):
      "The scheme `\(found)` is not handled; links use `\(expected)://`."
    case .unsupportedHost(let found, let expected):
      "Links of `\(found)` are not handled; web links are taken from "
        + "\(expected.map { "`\($0)`" }.joined(separator: ", ")). Add the host to the map's "
        + "`hosts` to take them."
    case .unknownPath(let path, let known):
      "No link matches `\(path)`. Known links: \(known.joined(separator: ", "))."
    case .missingParameter(let name, let url):
      "`\(url)` has no parameter `\(name)`. Add it to the link's pattern or query."
    case .badParameter(let name, let value, let expected):
      "The parameter `\(name)` is `\(value)`, which is not a valid \(expected)."
    case .noFlow(let route, let routeType):
      "No active flow shows \(routeType) routes, so `\(route)` cannot be shown. "
        + "Make the link's earlier steps lead to a flow with that route type."
    case .flowNotShown(let route, let routeType, let flow):
      "\(flow) takes \(routeType) routes but is not shown (another tab is selected), so "
        + "`\(route)` cannot be shown. Start the link with a step that shows it, such as "
        + "`.select` of its tab."
    case .navigation(let error):
      "The link could not be opened: \(error)"
    case .noLinks:
      "No deep links are registered. Set `navigator.deepLinks` before opening links."
    }
  }
}
