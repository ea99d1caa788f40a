/// Where containers report the factories that take long: Instruments' signposts on Apple
/// platforms (``instruments``), or a sink of the app's own.
///
/// While ``Container/signposts`` is set, every factory a resolve runs is timed, in every
/// container of the process; one that takes at least ``threshold`` is reported once it
/// returns, with its service, scope and duration (a factory's time includes the resolves it
/// makes). A service that is slow to make holds up the screen that resolves it: a view model
/// whose initializer loads a database shows its screen that much later.
///
/// ```swift
/// Container.signposts = ResolutionSignposts(threshold: .milliseconds(8)) { slow in
///   logger.warning("\(slow)")  // "ChatStore (singleton) took 42.1 ms"
/// }
/// ```
///
/// Without signposts a resolve pays one load of a flag per factory it runs.
public struct ResolutionSignposts: Sendable {
  /// How long a factory takes, at least, to be reported.
  public let threshold: Duration
  let report: @Sendable (SlowResolve) -> Void
  /// What begins an interval around each factory (returning what names it, or `nil` for
  /// none) and ends it; `nil` for signposts that only report slow ones.
  let interval: FactoryIntervals?

  /// Signposts that call `report` for each factory that takes `threshold` or longer.
  public init(
    threshold: Duration = .milliseconds(10),
    report: @escaping @Sendable (SlowResolve) -> Void
  ) {
    self.init(threshold: threshold, report: report, interval: nil)
  }

  init(
    threshold: Duration, report: @escaping @Sendable (SlowResolve) -> Void,
    interval: FactoryIntervals?
  ) {
    self.threshold = threshold
    self.report = report
    self.interval = interval
  }
}

/// How signposts mark every factory as an interval while it runs: `begin` returns what `end`
/// takes, on the same thread, or `nil` when it marks nothing.
struct FactoryIntervals: Sendable {
  let begin: @Sendable (ServiceDescriptor) -> AnyObject?
  let end: @Sendable (AnyObject) -> Void
}

/// A factory that took at least its signposts' threshold (``ResolutionSignposts``).
public struct SlowResolve: Sendable, CustomStringConvertible {
  /// The service the factory made.
  public let service: ServiceDescriptor
  /// The scope of its registration.
  public let scope: Scope
  /// How long the factory ran, the resolves it made included.
  public let duration: Duration

  /// The service, its scope and the duration in milliseconds: `ChatStore (singleton) took
  /// 42.1 ms`.
  public var description: String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    let rounded = (milliseconds * 10).rounded() / 10
    return "\(service) (\(scope)) took \(rounded) ms"
  }
}

extension Container {
  /// Where every container of the process reports its slow factories; `nil` for none.
  ///
  /// Debug builds on Apple platforms report them to Instruments by default
  /// (``ResolutionSignposts/instruments``); elsewhere, and in release builds, nothing is
  /// timed unless the app sets signposts.
  public static var signposts: ResolutionSignposts? {
    get { FactoryTiming.signposts }
    set { FactoryTiming.signposts = newValue }
  }
}
