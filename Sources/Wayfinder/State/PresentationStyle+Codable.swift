extension PresentationStyle: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, detents, selectedDetent, sizing, allowsInteractiveDismissal, anchor, arrowEdge
  }

  /// Decodes a style: its kind's name alone (`"sheet"`), or an object with its kind and the
  /// options that differ from the defaults.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the detent it rests at is not one of its
  ///   detents.
  public init(from decoder: any Decoder) throws {
    if let kind = try? decoder.singleValueContainer().decode(Kind.self) {
      self.init(kind)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(try container.decode(Kind.self, forKey: .kind))
    detents = try container.decodeIfPresent([SheetDetent].self, forKey: .detents) ?? []
    selectedDetent = try container.decodeIfPresent(SheetDetent.self, forKey: .selectedDetent)
    sizing = try container.decodeIfPresent(SheetSizing.self, forKey: .sizing) ?? .page
    allowsInteractiveDismissal =
      try container.decodeIfPresent(Bool.self, forKey: .allowsInteractiveDismissal) ?? true
    anchor = try container.decodeIfPresent(String.self, forKey: .anchor)
    arrowEdge = try container.decodeIfPresent(ArrowEdge.self, forKey: .arrowEdge)
    do throws(NavigationError) {
      try check()
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the kind's name alone when every option has its default, else an object with the
  /// kind and the options that differ.
  public func encode(to encoder: any Encoder) throws {
    if self == PresentationStyle(kind) {
      var single = encoder.singleValueContainer()
      try single.encode(kind)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    if !detents.isEmpty { try container.encode(detents, forKey: .detents) }
    try container.encodeIfPresent(selectedDetent, forKey: .selectedDetent)
    if sizing != .page { try container.encode(sizing, forKey: .sizing) }
    if !allowsInteractiveDismissal {
      try container.encode(allowsInteractiveDismissal, forKey: .allowsInteractiveDismissal)
    }
    try container.encodeIfPresent(anchor, forKey: .anchor)
    try container.encodeIfPresent(arrowEdge, forKey: .arrowEdge)
  }
}
