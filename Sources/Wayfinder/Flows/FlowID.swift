/// The identity of one flow instance, unique within the process.
public struct FlowID: Hashable, Sendable, CustomStringConvertible {
  let raw: UInt64

  @MainActor private static var last: UInt64 = 0

  @MainActor static func next() -> FlowID {
    last += 1
    return FlowID(raw: last)
  }

  /// `#` followed by the number, as in `#12`.
  public var description: String { "#\(raw)" }
}
