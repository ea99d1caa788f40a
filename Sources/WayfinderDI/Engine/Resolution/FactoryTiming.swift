// NB: public, since the flag (``FactoryTiming/isOn``) is read inlined in the caller.
public import _WayfinderDIStack

/// Times factories for the slow-resolve signposts (``Container/signposts``).
///
/// A flag in C (`wayfinder_di_times_factories`) says whether to: each factory run reads it,
/// inlined in the caller, and only a timed run calls in here. It starts at 1, so that the
/// first factory run reads the signposts (the default ones, in a debug build on an Apple
/// platform) and sets it to what they say.
@usableFromInline
enum FactoryTiming {
  private static let storage = Lock<ResolutionSignposts?>(defaultSignposts)

  private static var defaultSignposts: ResolutionSignposts? {
    #if DEBUG
      ResolutionSignposts.instruments
    #else
      nil
    #endif
  }

  /// Whether factories are timed now.
  @inlinable @inline(__always)
  static var isOn: Bool { wayfinder_di_factories_timed() != 0 }

  static var signposts: ResolutionSignposts? {
    get { storage.withLock { $0 } }
    set {
      storage.withLock { signposts in
        signposts = newValue
        wayfinder_di_time_factories(newValue == nil ? 0 : 1)
      }
    }
  }

  /// Runs `make`, the factory of `descriptor`'s registration in `scope`, timed: inside an
  /// interval when the signposts mark them, reported when it takes their threshold or longer.
  static func timed<Service>(
    _ descriptor: ServiceDescriptor, _ scope: Scope, _ make: () throws -> Service
  ) rethrows -> Service {
    let current = storage.withLock { signposts in
      if signposts == nil { wayfinder_di_time_factories(0) }
      return signposts
    }
    guard let signposts = current else { return try make() }
    let marked = signposts.interval?.begin(descriptor)
    let clock = ContinuousClock()
    let start = clock.now
    defer {
      let duration = clock.now - start
      if let marked { signposts.interval?.end(marked) }
      if duration >= signposts.threshold {
        signposts.report(SlowResolve(service: descriptor, scope: scope, duration: duration))
      }
    }
    return try make()
  }
}
