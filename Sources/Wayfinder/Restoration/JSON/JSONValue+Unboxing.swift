extension JSONValue {
  /// The value as a `Bool`.
  func boolean(at path: JSONCodingPath) throws -> Bool {
    guard case .bool(let value) = self else {
      // NB: a null where a `Bool` is expected is a type mismatch to JSONDecoder, as here.
      throw DecodingError.typeMismatch(
        Bool.self,
        .init(codingPath: path.keys, debugDescription: "Expected Bool but found \(kind) instead."))
    }
    return value
  }

  /// The value as a `String`.
  func text(at path: JSONCodingPath) throws -> String {
    guard case .string(let value) = self else { throw mismatch(String.self, at: path) }
    return value
  }

  /// The value as an integer of `type`: a number written as one, or one written with a
  /// fraction or an exponent whose value is whole and fits.
  func integer<T: FixedWidthInteger>(_ type: T.Type, at path: JSONCodingPath) throws -> T {
    guard case .number(let text) = self else { throw mismatch(type, at: path) }
    if let value = T(text) { return value }
    // NB: a whole number written with a fraction or an exponent, read through `Double` only
    // where `Double` holds every integer (below 2^53); above, it is refused rather than
    // rounded.
    if let double = Double(text), double.magnitude < 0x20_0000_0000_0000,
      let value = T(exactly: double)
    {
      return value
    }
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: path.keys,
        debugDescription: "Number \(text) is not representable in Swift as \(type)."))
  }

  /// The value as a floating-point number of `type`.
  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, at path: JSONCodingPath
  ) throws -> T {
    guard case .number(let text) = self else { throw mismatch(type, at: path) }
    // NB: a number too small for `type` reads as zero: refused unless it is zero.
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    guard let value = T(text), value.isFinite,
      value != 0 || mantissa.allSatisfy({ $0 == "0" || $0 == "." || $0 == "-" })
    else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: path.keys,
          debugDescription: "Number \(text) is not representable in Swift as \(type)."))
    }
    return value
  }

  /// The error for a value of another kind than `type` wants.
  func mismatch(_ type: Any.Type, at path: JSONCodingPath) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: path.keys, debugDescription: "Expected \(type) but found \(kind) instead.")
    return self == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
  }

  /// What kind of value this is, for errors.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
