#if canImport(os)
  import os

  extension ResolutionSignposts {
    /// Instruments' os_signpost instrument, subsystem `Wayfinder`, category `Dependencies`:
    /// while Instruments records, each factory is an interval named `Resolve`, and one that
    /// takes 10 ms or longer is marked by a `Slow resolve` event at its end; the service and
    /// scope are private messages (shown to whoever records the device, redacted from logs
    /// collected elsewhere). `nil` where the platform has no unified logging (Linux).
    ///
    /// Containers use it by default in debug builds; set ``Container/signposts`` to it in a
    /// release build to measure one.
    public static let instruments: ResolutionSignposts? = ResolutionSignposts(
      threshold: .milliseconds(10),
      report: { slow in
        InstrumentsDependencies.shared.signposter.emitEvent(
          "Slow resolve", "\(slow.description, privacy: .private)")
      },
      interval: FactoryIntervals(
        begin: { service in
          let signposter = InstrumentsDependencies.shared.signposter
          guard signposter.isEnabled else { return nil }
          return signposter.beginInterval(
            "Resolve", id: signposter.makeSignpostID(), "\(service.description, privacy: .private)")
        },
        end: { state in
          guard let state = state as? OSSignpostIntervalState else { return }
          InstrumentsDependencies.shared.signposter.endInterval("Resolve", state)
        }))
  }

  /// The signposter behind ``ResolutionSignposts/instruments``.
  ///
  /// NB: `@unchecked Sendable`: `OSSignposter` is not marked `Sendable` in the iOS 17 SDK,
  /// and factories run on any thread; its one stored property is a `let`, and os_signpost
  /// calls may be made from any thread.
  private final class InstrumentsDependencies: @unchecked Sendable {
    static let shared = InstrumentsDependencies()
    let signposter = OSSignposter(subsystem: "Wayfinder", category: "Dependencies")
  }
#else
  extension ResolutionSignposts {
    /// Instruments' os_signpost instrument, subsystem `Wayfinder`, category `Dependencies`:
    /// while Instruments records, each factory is an interval named `Resolve`, and one that
    /// takes 10 ms or longer is marked by a `Slow resolve` event at its end; the service and
    /// scope are private messages (shown to whoever records the device, redacted from logs
    /// collected elsewhere). `nil` where the platform has no unified logging (Linux).
    ///
    /// Containers use it by default in debug builds; set ``Container/signposts`` to it in a
    /// release build to measure one.
    public static let instruments: ResolutionSignposts? = nil
  }
#endif
