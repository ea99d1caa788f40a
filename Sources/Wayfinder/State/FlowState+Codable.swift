extension FlowState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, path, presented, tabs, isBarHidden
  }

  /// Decodes a state and checks it: a tab flow's path is empty and its root is one of its tabs.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the decoded state breaks those rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    root = try container.decode(Route.self, forKey: .root)
    _path = try container.decodeIfPresent([Route].self, forKey: .path) ?? []
    presented = try container.decodeIfPresent([Presentation<Route>].self, forKey: .presented) ?? []
    tabs = try container.decodeIfPresent([Route].self, forKey: .tabs) ?? []
    isBarHidden = try container.decodeIfPresent(Bool.self, forKey: .isBarHidden) ?? false
    if isTabFlow {
      do throws(NavigationError) {
        try Self.check(tabs: tabs, selected: root)
        if !path.isEmpty { throw NavigationError(.tabFlowHasNoStack(operation: "path")) }
      } catch {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: error.description))
      }
    }
  }

  /// Encodes the state, leaving out empty lists and a visible bar.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    if !path.isEmpty { try container.encode(path, forKey: .path) }
    if !presented.isEmpty { try container.encode(presented, forKey: .presented) }
    if !tabs.isEmpty { try container.encode(tabs, forKey: .tabs) }
    if isBarHidden { try container.encode(isBarHidden, forKey: .isBarHidden) }
  }
}
