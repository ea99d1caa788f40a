import Foundation

/// A value of a navigation recording's JSON, as the test writer reads it: objects keep their
/// members in key order (a recording is written with sorted keys).
indirect enum RecordingValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([RecordingValue])
  case object([(key: String, value: RecordingValue)])

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [(key: String, value: RecordingValue)] = []
      for key in container.allKeys.sorted(by: { Self.precedes($0.stringValue, $1.stringValue) }) {
        members.append((key.stringValue, try container.decode(RecordingValue.self, forKey: key)))
      }
      self = .object(members)
    } else if var container = try? decoder.unkeyedContainer() {
      var elements: [RecordingValue] = []
      while !container.isAtEnd { elements.append(try container.decode(RecordingValue.self)) }
      self = .array(elements)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let bool = try? container.decode(Bool.self) {
        self = .bool(bool)
      } else if let integer = try? container.decode(Int64.self) {
        self = .number(String(integer))
      } else if let double = try? container.decode(Double.self) {
        self = .number(String(double))
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  /// Key order: unlabeled values (`_0`, `_1`, … `_10`) by number, the rest by name.
  private static func precedes(_ left: String, _ right: String) -> Bool {
    if left.hasPrefix("_"), right.hasPrefix("_"), let a = Int(left.dropFirst()),
      let b = Int(right.dropFirst())
    {
      return a < b
    }
    return left < right
  }

  static func == (left: RecordingValue, right: RecordingValue) -> Bool {
    switch (left, right) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The member `key` of an object.
  subscript(key: String) -> RecordingValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  var array: [RecordingValue] {
    if case .array(let elements) = self { return elements }
    return []
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var int: Int? {
    if case .number(let text) = self { return Int(text) }
    return nil
  }

  /// The value as a Swift expression, as the synthesized `Codable` conformances write it: an
  /// enum case as `{"case":{"label":value}}` (`_0` for an unlabeled value) reads
  /// `.case(label: value)`, a struct's fields `.init(field: value)`; a string is a case
  /// without associated values where a route is expected (`route`), a string literal
  /// elsewhere.
  func swift(route: Bool) -> String {
    switch self {
    case .null: return "nil"
    case .bool(let value): return value ? "true" : "false"
    case .number(let text): return text
    case .string(let text): return route ? ".\(text)" : Self.quoted(text)
    case .array(let elements):
      return "[" + elements.map { $0.swift(route: route) }.joined(separator: ", ") + "]"
    case .object(let members):
      if members.count == 1, case .object(let fields) = members[0].value {
        guard !fields.isEmpty else { return ".\(members[0].key)" }
        return ".\(members[0].key)(\(Self.arguments(fields)))"
      }
      return ".init(\(Self.arguments(members)))"
    }
  }

  private static func arguments(_ fields: [(key: String, value: RecordingValue)]) -> String {
    fields.map { field in
      let value = field.value.swift(route: false)
      let unlabeled = field.key.hasPrefix("_") && Int(field.key.dropFirst()) != nil
      return unlabeled ? value : "\(field.key): \(value)"
    }.joined(separator: ", ")
  }

  /// `text` as a Swift string literal.
  static func quoted(_ text: String) -> String {
    var literal = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default: literal.unicodeScalars.append(character)
      }
    }
    return literal + "\""
  }

  /// The value as compact JSON, its members in key order.
  var json: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let text): text
    case .string(let text): Self.quoted(text)
    case .array(let elements): "[" + elements.map(\.json).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { "\(Self.quoted($0.key)):\($0.value.json)" }.joined(separator: ",")
        + "}"
    }
  }

  /// The value as JSON over several lines, indented by two spaces a level.
  var prettyJSON: [String] {
    switch self {
    case .array(let elements) where !elements.isEmpty:
      return ["["] + Self.indented(elements.map(\.prettyJSON)) + ["]"]
    case .object(let members) where !members.isEmpty:
      let lines = members.map { member in
        var value = member.value.prettyJSON
        value[0] = "\(Self.quoted(member.key)): " + value[0]
        return value
      }
      return ["{"] + Self.indented(lines) + ["}"]
    default: return [json]
    }
  }

  /// `parts` one after the other, indented, each but the last ending with a comma.
  private static func indented(_ parts: [[String]]) -> [String] {
    parts.enumerated().flatMap { index, part in
      part.enumerated().map { line, text in
        "  " + text + (index < parts.count - 1 && line == part.count - 1 ? "," : "")
      }
    }
  }

  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
