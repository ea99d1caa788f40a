#if canImport(os)
  import os

  extension NavigationSignposts {
    /// Intervals in Instruments' os_signpost instrument: subsystem `Wayfinder`, category
    /// `Navigation`, each named `Navigation change` with its description as a private message
    /// (shown to whoever records the device, redacted from logs collected elsewhere). `nil`
    /// where the platform has no unified logging (Linux).
    ///
    /// A navigator uses it by default in debug builds; set ``Navigator/signposts`` to it in a
    /// release build to measure one.
    public static let instruments: NavigationSignposts? = NavigationSignposts { interval in
      InstrumentsSignposts.shared.begin(interval)
    }
  }

  /// The signposter behind ``NavigationSignposts/instruments``, with the intervals it began
  /// and has not ended, by number.
  @MainActor
  private final class InstrumentsSignposts {
    /// The one signposter of the process, made on first use.
    static let shared = InstrumentsSignposts()

    private let signposter = OSSignposter(subsystem: "Wayfinder", category: "Navigation")
    private var open: [Int: OSSignpostIntervalState] = [:]
    private var next = 0

    func begin(_ interval: NavigationInterval) -> @MainActor () -> Void {
      guard signposter.isEnabled else { return {} }
      let number = next
      next += 1
      open[number] = signposter.beginInterval(
        "Navigation change", id: signposter.makeSignpostID(),
        "\(interval.description, privacy: .private)")
      return { [self] in end(number) }
    }

    private func end(_ number: Int) {
      guard let state = open.removeValue(forKey: number) else { return }
      signposter.endInterval("Navigation change", state)
    }
  }
#else
  extension NavigationSignposts {
    /// Intervals in Instruments' os_signpost instrument: subsystem `Wayfinder`, category
    /// `Navigation`, each named `Navigation change` with its description as a private message
    /// (shown to whoever records the device, redacted from logs collected elsewhere). `nil`
    /// where the platform has no unified logging (Linux).
    ///
    /// A navigator uses it by default in debug builds; set ``Navigator/signposts`` to it in a
    /// release build to measure one.
    public static let instruments: NavigationSignposts? = nil
  }
#endif
