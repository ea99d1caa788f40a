/// The identity of one flow instance, unique within the process.
public struct FlowID: Hashable, Comparable, Sendable, CustomStringConvertible {
  let raw: UInt64

  @MainActor private static var last: UInt64 = 0

  @MainActor static func next() -> FlowID {
    last += 1
    return FlowID(raw: last)
  }

  /// Orders flows by creation.
  public static func < (lhs: FlowID, rhs: FlowID) -> Bool { lhs.raw < rhs.raw }

  /// `#` followed by the number, as in `#12`.
  public var description: String { "#\(raw)" }
}
