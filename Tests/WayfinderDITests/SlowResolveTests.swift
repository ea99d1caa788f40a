import Testing

@testable import WayfinderDI

/// Services only these tests register, so that factories other tests run at the same time
/// (the signposts are the process's) are told apart.
private final class SlowStore: Sendable {}
private final class SlowScreenModel: Sendable {
  let store: SlowStore
  init(store: SlowStore) { self.store = store }
}
private struct SlowFailure: Error {}

/// What signposts were given, in order, for this suite's services.
private final class SignpostLog: Sendable {
  private let entries = Lock<[String]>([])

  var all: [String] { entries.withLock { $0 } }

  func append(_ entry: String) {
    guard entry.contains("Slow") else { return }
    entries.withLock { $0.append(entry) }
  }

  /// Signposts that log each interval's beginning and end and each report, with `threshold`.
  func signposts(threshold: Duration) -> ResolutionSignposts {
    ResolutionSignposts(
      threshold: threshold, report: { [self] slow in append("slow \(slow.service)") },
      interval: FactoryIntervals(
        begin: { [self] service in
          append("begin \(service)")
          return service.typeName as AnyObject
        },
        end: { [self] marked in append("end \(marked)") }))
  }
}

// The signposts are the process's: these tests set them one at a time.
@Suite("Slow resolves: factories timed and reported", .serialized)
struct SlowResolveTests {
  private func withSignposts<T>(
    _ signposts: ResolutionSignposts?, _ body: () throws -> T
  ) rethrows -> T {
    let previous = Container.signposts
    Container.signposts = signposts
    defer { Container.signposts = previous }
    return try body()
  }

  private func container() -> Container {
    let container = Container()
    container.register(SlowStore.self, scope: .singleton) { _ in SlowStore() }
    container.register(SlowScreenModel.self) { resolver in
      SlowScreenModel(store: try resolver.resolve(SlowStore.self))
    }
    return container
  }

  @Test func eachFactoryIsAnIntervalNestedAsItsResolvesAre() throws {
    let log = SignpostLog()
    try withSignposts(log.signposts(threshold: .seconds(3600))) {
      let container = container()
      _ = try container.resolve(SlowScreenModel.self)
      _ = try container.resolve(SlowScreenModel.self)
    }
    #expect(
      log.all == [
        "begin SlowScreenModel", "begin SlowStore", "end SlowStore", "end SlowScreenModel",
        // NB: the singleton is made once; the second resolve runs one factory.
        "begin SlowScreenModel", "end SlowScreenModel",
      ])
  }

  @Test func aFactoryOverTheThresholdIsReportedWithItsServiceAndScope() throws {
    let reported = Lock<[SlowResolve]>([])
    let signposts = ResolutionSignposts(threshold: .zero) { slow in
      guard "\(slow.service)".hasPrefix("Slow") else { return }
      reported.withLock { $0.append(slow) }
    }
    try withSignposts(signposts) {
      _ = try container().resolve(SlowScreenModel.self)
    }
    let all = reported.withLock { $0 }
    // NB: reported as each factory returns: the inner one first.
    #expect(
      all.map { "\($0.service) \($0.scope)" } == [
        "SlowStore singleton", "SlowScreenModel transient",
      ])
    #expect(all.allSatisfy { $0.duration >= .zero })
  }

  @Test func factoriesUnderTheThresholdAreNotReported() throws {
    let log = SignpostLog()
    let signposts = ResolutionSignposts(threshold: .seconds(3600)) { slow in
      log.append("slow \(slow.service)")
    }
    try withSignposts(signposts) {
      _ = try container().resolve(SlowScreenModel.self)
    }
    #expect(log.all.isEmpty)
  }

  @Test func aFactoryThatThrowsEndsItsIntervalAndIsTimed() {
    let log = SignpostLog()
    withSignposts(log.signposts(threshold: .zero)) {
      let container = Container()
      container.register(SlowStore.self) { _ in throw SlowFailure() }
      #expect(throws: ResolutionError.self) { try container.resolve(SlowStore.self) }
    }
    #expect(log.all == ["begin SlowStore", "end SlowStore", "slow SlowStore"])
  }

  @Test func withoutSignpostsNothingIsTimed() throws {
    let log = SignpostLog()
    try withSignposts(nil) {
      _ = try container().resolve(SlowScreenModel.self)
    }
    #expect(log.all.isEmpty)
    #expect(!FactoryTiming.isOn)
  }

  @Test func aSlowResolveSaysWhatTookHowLong() {
    let slow = SlowResolve(
      service: ServiceDescriptor(SlowStore.self, name: nil), scope: .singleton,
      duration: .milliseconds(42) + .microseconds(130))
    #expect(slow.description == "SlowStore (singleton) took 42.1 ms")
  }
}
