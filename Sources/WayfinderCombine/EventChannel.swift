import WayfinderDI

#if canImport(Combine)
  import Combine
#else
  import OpenCombine
#endif

/// A view model's typed events: a Combine publisher and, for Swift concurrency, an
/// `AsyncStream`.
///
/// ```swift
/// model.events.publisher.sink { event in … }     // Combine
/// for await event in model.events.values { … }   // async/await
/// ```
///
/// Both end when the events object is released with its view model.
@MainActor
public final class EventChannel<Event: Sendable> {
  private let subject = PassthroughSubject<Event, Never>()
  private let streams = Streams()
  private var subscriptions: [AnyCancellable] = []

  /// Creates an event channel.
  public init() {}

  /// The events as a publisher that never fails.
  public var publisher: AnyPublisher<Event, Never> { subject.eraseToAnyPublisher() }

  /// A new stream of every later event; it ends when the view model is released.
  public var values: AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
    let id = streams.add(continuation)
    continuation.onTermination = { [streams] _ in streams.remove(id) }
    return stream
  }

  /// Sends `event` to every subscriber and stream.
  public func send(_ event: Event) {
    subject.send(event)
    streams.yield(event)
  }

  /// Keeps `subscription` as long as these events exist, so it ends with its view model.
  func retain(_ subscription: AnyCancellable) {
    subscriptions.append(subscription)
  }

  // NB: not an isolated deinit, which needs iOS 18.4 / macOS 15.4; releasing `subscriptions`
  // cancels the bindings, and the streams are thread-safe.
  deinit {
    streams.finish()
  }

  /// The open streams; thread-safe, because a stream can end on any thread.
  private final class Streams: Sendable {
    private let continuations = Lock<(next: Int, open: [Int: AsyncStream<Event>.Continuation])>(
      (0, [:]))

    func add(_ continuation: AsyncStream<Event>.Continuation) -> Int {
      continuations.withLock { state in
        state.next += 1
        state.open[state.next] = continuation
        return state.next
      }
    }

    func remove(_ id: Int) {
      _ = continuations.withLock { $0.open.removeValue(forKey: id) }
    }

    func yield(_ event: Event) {
      let open = continuations.withLock { Array($0.open.values) }
      for continuation in open { continuation.yield(event) }
    }

    func finish() {
      let open = continuations.withLock { state in
        defer { state.open.removeAll() }
        return Array(state.open.values)
      }
      for continuation in open { continuation.finish() }
    }
  }
}
