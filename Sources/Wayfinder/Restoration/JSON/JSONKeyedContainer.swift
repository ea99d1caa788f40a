/// The members of a JSON object, read by key.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [JSONValue.Member]
  let path: JSONCodingPath

  var codingPath: [any CodingKey] { path.keys }
  var allKeys: [Key] {
    var keys: [Key] = []
    keys.reserveCapacity(members.count)
    for (index, member) in members.enumerated() {
      // NB: a key written twice is listed once, and reads its first value, as JSONDecoder does.
      guard !members[..<index].contains(where: { $0.key == member.key }) else { continue }
      if let key = Key(stringValue: member.key) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { member(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try value(for: key) == .null }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try value(for: key).boolean(at: .key(key, path))
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try value(for: key).text(at: .key(key, path))
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try value(for: key).floatingPoint(type, at: .key(key, path))
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try value(for: key).floatingPoint(type, at: .key(key, path))
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decode(integer: type, forKey: key)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decode(integer: type, forKey: key)
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try JSONValueDecoder.decode(type, from: try value(for: key), at: .key(key, path))
  }

  // NB: one lookup in place of the default's three (contains, decodeNil, decode).
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard let value = member(key), value != .null else { return nil }
    return try JSONValueDecoder.decode(type, from: value, at: .key(key, path))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try JSONValueDecoder(try value(for: key), path: .key(key, path)).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try JSONValueDecoder(try value(for: key), path: .key(key, path)).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = JSONSuperKey()
    return JSONValueDecoder(
      members.first { $0.key == key.stringValue }?.value ?? .null,
      path: .key(key, path))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueDecoder(member(key) ?? .null, path: .key(key, path))
  }

  private func member(_ key: Key) -> JSONValue? {
    let name = key.stringValue
    for member in members where member.key == name { return member.value }
    return nil
  }

  private func value(for key: Key) throws -> JSONValue {
    guard let value = member(key) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: path.keys,
          debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return value
  }

  func decode<T: FixedWidthInteger>(integer type: T.Type, forKey key: Key) throws -> T {
    try value(for: key).integer(type, at: .key(key, path))
  }
}

/// The key `superDecoder()` reads, as `JSONDecoder` names it.
struct JSONSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}
