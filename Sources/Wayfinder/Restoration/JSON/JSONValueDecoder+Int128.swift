// NB: `Int128` and `UInt128` came with Swift 6's standard library, as did the Synchronization
// module: an SDK without that module (iOS 17's) has neither type. Without these, the
// standard library's defaults refuse the types, which `JSONEncoder` writes as numbers. The
// availability gate's stand-ins for Swift 6's types have no conformances, so it leaves these
// out (Tools/check-availability.sh); their `@available` is checked like any other.
#if canImport(Synchronization) && !AVAILABILITY_STAND_INS
  extension JSONValueDecoder {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try value.integer(type, at: path) }
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try value.integer(type, at: path) }
  }

  extension JSONKeyedContainer {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
      try decode(integer: type, forKey: key)
    }
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
      try decode(integer: type, forKey: key)
    }
  }

  extension JSONUnkeyedContainer {
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try decode(integer: type) }
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try decode(integer: type) }
  }
#endif
