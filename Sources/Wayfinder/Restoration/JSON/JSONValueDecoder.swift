import Foundation

/// Decodes `Decodable` values from a ``JSONValue``, as `JSONDecoder` with its default strategies
/// decodes them from the same value's text: a snapshot is parsed once, and each flow's state is
/// decoded from its part with the flow's route type.
///
/// The types `JSONEncoder` writes in a form of its own are read in that form: `URL` as its
/// string, `Data` as Base64, `Decimal` as a number.
final class JSONValueDecoder: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let path: JSONCodingPath

  init(_ value: JSONValue, path: JSONCodingPath = .root) {
    self.value = value
    self.path = path
  }

  /// `type` decoded from `value`.
  static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try decode(type, from: value, at: .root)
  }

  /// `type` decoded from `value`, found at `path`.
  static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: JSONCodingPath)
    throws -> T
  {
    if T.self == URL.self || T.self == Data.self || T.self == Decimal.self {
      return try foundationValue(type, from: value, at: path)
    }
    return try T(from: JSONValueDecoder(value, path: path))
  }

  var codingPath: [any CodingKey] { path.keys }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw value.mismatch([String: Any].self, at: path)
    }
    return KeyedDecodingContainer(JSONKeyedContainer<Key>(members: members, path: path))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw value.mismatch([Any].self, at: path) }
    return JSONUnkeyedContainer(elements: elements, path: path)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try value.boolean(at: path) }
  func decode(_ type: String.Type) throws -> String { try value.text(at: path) }
  func decode(_ type: Double.Type) throws -> Double { try value.floatingPoint(type, at: path) }
  func decode(_ type: Float.Type) throws -> Float { try value.floatingPoint(type, at: path) }
  func decode(_ type: Int.Type) throws -> Int { try value.integer(type, at: path) }
  func decode(_ type: Int8.Type) throws -> Int8 { try value.integer(type, at: path) }
  func decode(_ type: Int16.Type) throws -> Int16 { try value.integer(type, at: path) }
  func decode(_ type: Int32.Type) throws -> Int32 { try value.integer(type, at: path) }
  func decode(_ type: Int64.Type) throws -> Int64 { try value.integer(type, at: path) }
  func decode(_ type: UInt.Type) throws -> UInt { try value.integer(type, at: path) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try value.integer(type, at: path) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try value.integer(type, at: path) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try value.integer(type, at: path) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try value.integer(type, at: path) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try Self.decode(type, from: value, at: path)
  }

  /// A `URL`, `Data` or `Decimal`, in the form `JSONEncoder` writes it.
  private static func foundationValue<T: Decodable>(
    _ type: T.Type, from value: JSONValue, at path: JSONCodingPath
  ) throws -> T {
    let decoded: Any?
    if T.self == Decimal.self {
      guard case .number(let text) = value else { throw value.mismatch(type, at: path) }
      decoded = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    } else if T.self == URL.self {
      decoded = URL(string: try value.text(at: path))
    } else {
      decoded = Data(base64Encoded: try value.text(at: path))
    }
    guard let result = decoded as? T else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: path.keys, debugDescription: "Invalid \(T.self): \(value.text)."))
    }
    return result
  }
}

/// Where a value is in the value decoded, kept as a chain to its parent and spelled out as a
/// coding path only when an error or a type asks for it.
indirect enum JSONCodingPath {
  case root
  case key(any CodingKey, JSONCodingPath)
  case index(Int, JSONCodingPath)

  var keys: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = self
    while true {
      switch node {
      case .root: return keys.reversed()
      case .key(let key, let parent):
        keys.append(key)
        node = parent
      case .index(let index, let parent):
        keys.append(JSONIndexKey(index))
        node = parent
      }
    }
  }
}

/// An element's place in an array, as a coding key.
struct JSONIndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

// NB: the members of an object read by key without a keyed container, for the types of this
// module that a snapshot holds many of (Internals: "Restoring a snapshot").
extension JSONValueDecoder {
  /// The member `key` decoded as `type`.
  func decode<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> T {
    guard let member = try member(key) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: path.keys,
          debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return try Self.decode(type, from: member, at: .key(key, path))
  }

  /// The member `key` decoded as `type`; `nil` when it is missing or null.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> T? {
    guard let member = try member(key), member != .null else { return nil }
    return try Self.decode(type, from: member, at: .key(key, path))
  }

  /// The elements of the array at `key`, each decoded as `type`; empty when it is missing or
  /// null.
  func decodeElements<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> [T] {
    guard let member = try member(key), member != .null else { return [] }
    let arrayPath = JSONCodingPath.key(key, path)
    guard case .array(let elements) = member else {
      throw member.mismatch([Any].self, at: arrayPath)
    }
    var decoded: [T] = []
    decoded.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      decoded.append(try Self.decode(type, from: element, at: .index(index, arrayPath)))
    }
    return decoded
  }

  private func member(_ key: some CodingKey) throws -> JSONValue? {
    guard case .object(let members) = value else {
      throw value.mismatch([String: Any].self, at: path)
    }
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    return nil
  }
}
