// A control for Tools/count-public-api.py: it must count 11 public declarations, 3 under
// @_spi(Rendering) (one a member of an SPI extension), and report the SPI of another name (CI
// checks all three).
// public func inAComment() {}
public struct Sample {  // 1
  public var a, b: Int  // 3
  public private(set) var c = "public func inAString()"  // 4
  @MainActor
  public init() { a = 0; b = 0 }  // 5
  var d = 0
  enum Inner { case one }
  public enum Kind { case one, two }  // 6
}

public protocol Sampling {  // 7
  associatedtype Value  // 8
  func sample() -> Value  // 9
  var count: Int { get }  // 10
}

extension Sample {
  public static func make() -> Sample { Sample() }  // 11
  func hidden() {}
  @_spi(Rendering)
  public func render() {}
  @_spi(Rendering) public var screens: [Int] { [] }
  @_spi(Other) public func other() {}
}

@_spi(Rendering) extension Sample {
  public func drawn() {}  // SPI, as a member of an SPI extension
}
