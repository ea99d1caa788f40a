// The listing control of Tools/check-api.py: `after` makes `count` package, which the
// digester does not report and the listing must.

/// A counter.
public struct Counter {
  /// The count.
  public var count: Int
  /// Makes a counter.
  public init() { count = 0 }
}
