import Foundation

extension JSONValue {
  /// Why text is not JSON: what was found, and at which byte.
  struct ParseError: Error, Equatable, CustomStringConvertible {
    let problem: String
    let offset: Int

    var description: String { "\(problem) at byte \(offset)" }
  }

  /// Parses `data` as one JSON value (RFC 8259), with whitespace around it and nothing else.
  init(parsing data: Data) throws(ParseError) {
    let parsed = data.withUnsafeBytes { bytes -> Result<JSONValue, ParseError> in
      var parser = JSONParser(bytes.bindMemory(to: UInt8.self))
      do throws(ParseError) {
        return .success(try parser.document())
      } catch {
        return .failure(error)
      }
    }
    self = try parsed.get()
  }

  /// Parses `text` as one JSON value.
  init(parsing text: String) throws(ParseError) {
    try self.init(parsing: Data(text.utf8))
  }
}

/// A parser of JSON text into ``JSONValue``s, byte by byte over UTF-8.
private struct JSONParser {
  /// Deeper nesting is refused rather than risking the stack.
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  // NB: the members and elements of the objects and arrays being parsed, so that each object
  // and array is allocated once, at its size (every array allocation looks its type up in the
  // runtime, which costs more than the parsing around it).
  var members: [JSONValue.Member] = []
  var elements: [JSONValue] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func document() throws(JSONValue.ParseError) -> JSONValue {
    // NB: a byte order mark is allowed before the text, as JSONDecoder allows it.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    let value = try self.value()
    skipWhitespace()
    guard index == bytes.count else { throw failure("text after the value") }
    return value
  }

  private mutating func value() throws(JSONValue.ParseError) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw failure("the text ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("an unexpected character")
    }
  }

  private mutating func object() throws(JSONValue.ParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    if take(UInt8(ascii: "}")) { return .object([]) }
    let start = members.count
    repeat {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("a member without a string key")
      }
      let key = try string()
      skipWhitespace()
      guard take(UInt8(ascii: ":")) else { throw failure("a key without a colon") }
      let member = JSONValue.Member(key, try value())
      members.append(member)
      skipWhitespace()
    } while take(UInt8(ascii: ","))
    guard take(UInt8(ascii: "}")) else { throw failure("an object without its closing brace") }
    let object = JSONValue.object(Array(members[start...]))
    members.removeSubrange(start...)
    return object
  }

  private mutating func array() throws(JSONValue.ParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    if take(UInt8(ascii: "]")) { return .array([]) }
    let start = elements.count
    repeat {
      let element = try value()
      elements.append(element)
      skipWhitespace()
    } while take(UInt8(ascii: ","))
    guard take(UInt8(ascii: "]")) else { throw failure("an array without its closing bracket") }
    let array = JSONValue.array(Array(elements[start...]))
    elements.removeSubrange(start...)
    return array
  }

  /// A string from its opening quote; the common case, without escapes, is one slice.
  private mutating func string() throws(JSONValue.ParseError) -> String {
    index += 1
    let start = index
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let utf8 = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard isASCII || Self.isValidUTF8(utf8) else {
          throw JSONValue.ParseError(problem: "a string that is not UTF-8", offset: start)
        }
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte >= 0x80 { isASCII = false }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      guard byte >= 0x20 else { throw failure("a control character in a string") }
      index += 1
    }
    throw failure("a string without its closing quote")
  }

  /// The rest of a string that has escapes, from `start`, its first byte.
  private mutating func escapedString(from start: Int) throws(JSONValue.ParseError) -> String {
    var utf8 = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard Self.isValidUTF8(utf8) else {
          throw JSONValue.ParseError(problem: "a string that is not UTF-8", offset: start)
        }
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
        default:
          index -= 1
          throw failure("an unknown escape in a string")
        }
      default:
        guard byte >= 0x20 else {
          index -= 1
          throw failure("a control character in a string")
        }
        utf8.append(byte)
      }
    }
    throw failure("a string without its closing quote")
  }

  /// Whether `bytes` are UTF-8 (RFC 8259 requires it; `String(decoding:)` would repair them).
  private static func isValidUTF8(_ bytes: some Collection<UInt8>) -> Bool {
    !transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
  }

  /// The UTF-8 of a `\u` escape, after its `u`, with the low half of a surrogate pair.
  private mutating func unicodeEscape() throws(JSONValue.ParseError) -> [UInt8] {
    var code = try hexQuad()
    if (0xD800..<0xDC00).contains(code) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("a lone surrogate in a \\u escape") }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else {
        throw failure("a lone surrogate in a \\u escape")
      }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else {
      throw failure("a lone surrogate in a \\u escape")
    }
    return Array(String(Character(scalar)).utf8)
  }

  private mutating func hexQuad() throws(JSONValue.ParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("a \\u escape without four digits") }
    var code: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("a \\u escape without four digits")
      }
      code = code << 4 | UInt32(digit)
      index += 1
    }
    return code
  }

  /// A number, checked against JSON's grammar and kept as its text.
  private mutating func number() throws(JSONValue.ParseError) -> JSONValue {
    let start = index
    _ = take(UInt8(ascii: "-"))
    if take(UInt8(ascii: "0")) {
      if digits() > 0 { throw failure("a number with a leading zero") }
    } else if digits() == 0 {
      throw failure("a number without digits")
    }
    if take(UInt8(ascii: ".")), digits() == 0 {
      throw failure("a number without digits after its point")
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      if digits() == 0 { throw failure("a number without digits in its exponent") }
    }
    return .number(
      String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
  }

  /// Skips decimal digits; how many there were.
  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index - start
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue)
    throws(JSONValue.ParseError) -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw failure("an unexpected character") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw failure("an unexpected character")
    }
    index += count
    return value
  }

  private mutating func enter() throws(JSONValue.ParseError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure("values nested too deeply") }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func failure(_ problem: String) -> JSONValue.ParseError {
    JSONValue.ParseError(problem: problem, offset: index)
  }
}
