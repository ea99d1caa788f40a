/// The values a deep link carries: path parameters (`:id` in `/chats/:id`) and query items.
///
/// ```swift
/// links.add("/chats/:id") { parameters throws(DeepLinkError) in
///   [.select(MainTab.chats), .path([ChatsRoute.thread(id: try parameters.value("id"))])]
/// }
/// ```
public struct DeepLinkParameters: Sendable, Equatable {
  /// The link as it was opened.
  let url: String
  /// The path parameters by name.
  public let path: [String: String]
  /// The query items by name (the first value of each).
  public let query: [String: String]

  /// The path parameter or query item `name`, converted to `T`.
  ///
  /// - Parameters:
  ///   - name: The parameter's name in the pattern (`id` for `:id`) or the query item's name.
  ///   - type: The type to convert the text to.
  /// - Throws: ``DeepLinkError/missingParameter(name:url:)`` when the link has no `name`, and
  ///   ``DeepLinkError/badParameter(name:value:expected:)`` when its value is not a `T`.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self)
    throws(DeepLinkError) -> T
  {
    guard let text = path[name] ?? query[name] else {
      throw .missingParameter(name: name, url: url)
    }
    guard let value = T(text) else {
      throw .badParameter(name: name, value: text, expected: String(describing: T.self))
    }
    return value
  }

  /// The query item `name` converted to `T`, or `nil` when the link has none.
  ///
  /// - Parameters:
  ///   - name: The parameter's or query item's name.
  ///   - type: The type to convert the text to.
  /// - Throws: ``DeepLinkError/badParameter(name:value:expected:)`` when it is not a `T`.
  public func optional<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self)
    throws(DeepLinkError) -> T?
  {
    guard path[name] ?? query[name] != nil else { return nil }
    return try value(name, as: type)
  }
}
