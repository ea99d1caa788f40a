import Foundation
import PropertyBased
import Testing

@testable import Wayfinder

/// A route with every kind of field an app's routes have, `JSONEncoder`'s special forms
/// included.
private enum RichRoute: Codable, Hashable {
  case plain
  case ids(Int, Int8, UInt64, id: Int32)
  case text(String, note: String?)
  case measure(Double, Float)
  case link(URL)
  case blob(Data)
  case amount(Decimal)
  case when(Date)
  case nested([RichRoute], [String: Int], [Int: Bool])
  case flag(Bool?)
}

@Suite("Snapshot JSON: decoding states and routes")
struct JSONValueDecoderTests {
  private func build(_ codes: [Int]) -> RichRoute {
    var index = 0
    func next() -> Int {
      defer { index += 1 }
      return index < codes.count ? codes[index] : 0
    }
    func route(depth: Int) -> RichRoute {
      let code = next()
      switch code % 10 {
      case 0: return .plain
      case 1: return .ids(code * 1_000_003 - 40_000_000, Int8(code - 50), UInt64.max - 7, id: -3)
      case 2:
        return .text(
          ValueBuilder.strings[code % ValueBuilder.strings.count], note: code > 50 ? "n" : nil)
      case 3: return .measure(Double(code) / 7, Float(code) * 1.5e30)
      case 4:
        return .link(URL(string: "https://example.com/a?b=\(code)#c") ?? URL(fileURLWithPath: "/"))
      case 5: return .blob(Data((0..<code % 9).map { UInt8(truncatingIfNeeded: $0 * code) }))
      case 6: return .amount(Decimal(code) / 8)
      case 7: return .when(Date(timeIntervalSinceReferenceDate: Double(code) * 86_400.25))
      case 8 where depth < 3:
        return .nested(
          (0..<(code % 3)).map { _ in route(depth: depth + 1) }, ["k\(code)": code],
          [code: true, -code: false])
      default: return .flag(code > 90 ? nil : code.isMultiple(of: 2))
      }
    }
    return route(depth: 0)
  }

  // What JSONEncoder wrote decodes from the parsed value as JSONDecoder decodes it.
  @Test func routesDecodeAsJSONDecoderDecodesThem() async {
    await checkProperty(count: 300, input: Gen.int(in: 0...99).array(of: 1...40)) { codes in
      let routes = [build(codes), build(codes.reversed())]
      let data = try JSONEncoder().encode(routes)
      let expected = try JSONDecoder().decode([RichRoute].self, from: data)
      #expect(expected == routes)
      #expect(
        try JSONValueDecoder.decode([RichRoute].self, from: JSONValue(parsing: data)) == routes)
      var state = FlowState(root: routes[0])
      try state.push(routes[1])
      state.present(
        routes[0],
        style: .popover(anchor: "row", arrowEdge: .top, detents: [.medium, .fraction(0.3)]))
      let stateData = try JSONEncoder().encode(state)
      #expect(
        try JSONValueDecoder.decode(FlowState<RichRoute>.self, from: JSONValue(parsing: stateData))
          == state)
    }
  }

  @Test func numbersDecodeAsTheTypeAsksWhenTheyFit() throws {
    #expect(try JSONValueDecoder.decode(Int.self, from: .number("2e2")) == 200)
    #expect(try JSONValueDecoder.decode(UInt8.self, from: .number("255.0")) == 255)
    #expect(try JSONValueDecoder.decode(Double.self, from: .number("-1.5E1")) == -15)
    for (type, text) in [(UInt8.self as any Decodable.Type, "256"), (Int.self, "1.5")] {
      #expect(throws: DecodingError.self) {
        _ = try JSONValueDecoder.decode(type, from: .number(text))
      }
    }
  }

  // A state whose route does not fit says where and what, as restoring reports it.
  @Test @MainActor func aFieldOfTheWrongKindIsNamedWithItsPath() throws {
    let chats = ChatsFlow()
    let navigator = Navigator(root: chats)
    navigator.start()
    var snapshot = try navigator.snapshot()
    snapshot.root.state = try JSONValue(
      parsing: #"{"root":{"list":{}},"path":[{"thread":{"id":"3"}}]}"#)
    #expect(
      throws: RestorationError(
        .undecodableState(
          flow: "ChatsFlow",
          detail: "path.Index 0.thread.id: Expected Int but found a string instead."))
    ) {
      try navigator.restore(from: snapshot)
    }
    snapshot.root.state = try JSONValue(parsing: #"{"root":{"thread":{}}}"#)
    #expect(
      throws: RestorationError(
        .undecodableState(
          flow: "ChatsFlow", detail: "root.thread: No value associated with key id."))
    ) {
      try navigator.restore(from: snapshot)
    }
    snapshot.root.state = try JSONValue(parsing: #"{"root":null}"#)
    #expect(
      throws: RestorationError(
        .undecodableState(
          flow: "ChatsFlow",
          detail: "root: Expected Dictionary<String, Any> but found null instead."))
    ) {
      try navigator.restore(from: snapshot)
    }
    #expect(chats.router.state.path.isEmpty)
  }

  // Defects a review found (each checked against JSONDecoder): 128-bit integers were refused
  // (the standard library's default), a key written twice made an enum's case unreadable, a
  // null Bool was a missing value, and numbers out of a type's reach were rounded.
  @Test func whatJSONDecoderReadsIsReadTheSameWay() throws {
    enum Wide: Codable, Hashable {
      case signed(Int128)
      case unsigned([UInt128])
    }
    let wide: [Wide] = [.signed(.min), .unsigned([.max, 0])]
    let data = try JSONEncoder().encode(wide)
    #expect(try JSONValueDecoder.decode([Wide].self, from: JSONValue(parsing: data)) == wide)
    #expect(
      try JSONValueDecoder.decode(
        Wide.self, from: JSONValue(parsing: #"{"signed":{"_0":1},"signed":{"_0":2}}"#))
        == .signed(1))
    #expect {
      try JSONValueDecoder.decode(Bool.self, from: .null)
    } throws: { error in
      guard case DecodingError.typeMismatch = error else { return false }
      return true
    }
    for (type, text) in [
      (Int64.self as any Decodable.Type, "9007199254740993.0"), (Double.self, "5e-325"),
      (Float.self, "1e-50"),
    ] {
      #expect(throws: DecodingError.self, "\(text)") {
        _ = try JSONValueDecoder.decode(type, from: .number(text))
      }
    }
    #expect(try JSONValueDecoder.decode(Double.self, from: .number("-0.0e7")) == 0)
  }
}
