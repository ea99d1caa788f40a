/// The elements of a JSON array, read in order.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let path: JSONCodingPath
  private(set) var currentIndex = 0

  init(elements: [JSONValue], path: JSONCodingPath) {
    self.elements = elements
    self.path = path
  }

  var codingPath: [any CodingKey] { path.keys }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard try peek(Never?.self) == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try next(type) { try $0.boolean(at: $1) }
  }
  mutating func decode(_ type: String.Type) throws -> String {
    try next(type) { try $0.text(at: $1) }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next(type) { try $0.floatingPoint(type, at: $1) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try next(type) { try $0.floatingPoint(type, at: $1) }
  }
  mutating func decode(_ type: Int.Type) throws -> Int { try decode(integer: type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try decode(integer: type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try decode(integer: type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try decode(integer: type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try decode(integer: type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try decode(integer: type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(integer: type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(integer: type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(integer: type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(integer: type) }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let element = try peek(type)
    let decoded = try JSONValueDecoder.decode(type, from: element, at: .index(currentIndex, path))
    currentIndex += 1
    return decoded
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next(type) { try JSONValueDecoder($0, path: $1).container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next([Any].self) { try JSONValueDecoder($0, path: $1).unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next(Any.self) { JSONValueDecoder($0, path: $1) }
  }

  /// The next element read by `body`; the index moves on only when it succeeds.
  private mutating func next<T>(
    _ type: Any.Type, _ body: (JSONValue, JSONCodingPath) throws -> T
  ) throws -> T {
    let element = try peek(type)
    let result = try body(element, .index(currentIndex, path))
    currentIndex += 1
    return result
  }

  private func peek(_ type: Any.Type) throws -> JSONValue {
    guard currentIndex < elements.count else {
      throw DecodingError.valueNotFound(
        type,
        .init(
          codingPath: JSONCodingPath.index(currentIndex, path).keys,
          debugDescription: "Unkeyed container is at end."))
    }
    return elements[currentIndex]
  }

  mutating func decode<T: FixedWidthInteger>(integer type: T.Type) throws -> T {
    try next(type) { try $0.integer(type, at: $1) }
  }
}
