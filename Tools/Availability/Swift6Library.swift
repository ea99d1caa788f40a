// What Swift 6's standard library has beyond Swift 5.10's that the package and its dependencies
// use, for Tools/check-availability.sh only: that check compiles the package against Apple's
// iOS 17.4 SDK, whose standard library is Swift 5.10's, so these declarations stand in for
// Swift 6's. Never linked, run or shipped.
//
// Each declaration is back-deployed in Swift 6 (no Apple availability newer than iOS 17,
// macOS 14, tvOS 17, watchOS 10, visionOS 1): Tools/Availability/check-library.py checks that
// against this toolchain's own module interfaces, so an API that needs a newer OS cannot hide
// here. Add one only when the check reports it missing.
import Builtin
import Dispatch

/// `#isolation` (Swift 6.0; a macro the compiler expands).
@freestanding(expression) public macro isolation<T>() -> T = Builtin.IsolationMacro

/// `SendableMetatype` (Swift 6.2; a marker protocol, with no run-time presence).
@_marker public protocol SendableMetatype {}

/// `@TaskLocal` as a macro (Swift 6.0; Swift 5.10's is a property wrapper over a `var`).
@attached(accessor) @attached(peer, names: prefixed(`$`))
public macro TaskLocal() = #externalMacro(module: "SwiftMacros", type: "TaskLocalMacro")

extension Result {
  /// `Result.get()` throwing `Failure` (Swift 6.0).
  public func get() throws(Failure) -> Success {
    switch self {
    case .success(let success): return success
    case .failure(let failure): throw failure
    }
  }
}

extension Sequence {
  /// `count(where:)` (Swift 6.0).
  public func count<E>(where predicate: (Element) throws(E) -> Bool) throws(E) -> Int {
    var count = 0
    for element in self where try predicate(element) { count += 1 }
    return count
  }
}

// Sendable as today's SDKs declare it (Swift 6 mode checks it; the iOS 17.4 SDK predates it).
// Availability does not depend on it: the gate does not compare isolation or `Sendable`.

// swift-format-ignore: AvoidRetroactiveConformances
// NB: retroactive on purpose: this module stands in for today's Dispatch, which has it.
extension DispatchSpecificKey: @retroactive @unchecked Sendable {}
