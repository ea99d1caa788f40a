/// A JSON value through any encoder or decoder: how a ``NavigationRecording`` is `Codable`.
///
/// An object's members are written in their order and read in key order (decoders give keys
/// in no order); numbers go through as integers when their text is one, otherwise as doubles.
extension JSONValue: Codable {
  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: Key.self) {
      var members: [Member] = []
      for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append(Member(key.stringValue, try keyed.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
    } else if var unkeyed = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
      self = .array(elements)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let bool = try? single.decode(Bool.self) {
        self = .bool(bool)
      } else if let integer = try? single.decode(Int64.self) {
        self = .number(String(integer))
      } else if let double = try? single.decode(Double.self) {
        self = .number(String(double))
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let value):
      var single = encoder.singleValueContainer()
      try single.encode(value)
    case .number(let text):
      var single = encoder.singleValueContainer()
      if let integer = Int64(text) {
        try single.encode(integer)
      } else {
        try single.encode(Double(text) ?? 0)
      }
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var unkeyed = encoder.unkeyedContainer()
      for element in elements { try unkeyed.encode(element) }
    case .object(let members):
      var keyed = encoder.container(keyedBy: Key.self)
      for member in members { try keyed.encode(member.value, forKey: Key(stringValue: member.key)) }
    }
  }
}
