import Foundation
import WayfinderDI

/// The owner of a navigation tree: it starts the root flow and sees the whole tree.
///
/// ```swift
/// let navigator = Navigator(root: AppCoordinator(session: session))
/// navigator.start()
/// print(navigator.tree.text)
/// ```
///
/// The navigator publishes every change as a ``NavigationEvent``, groups changes into
/// transactions, opens deep links and saves and restores the tree.
@MainActor
public final class Navigator {
  /// The root flow.
  public let root: Flow
  /// The container flows inherit from, unless a flow's parent gives it another.
  public let container: Container

  let hub = EventHub()
  var pendingLink: (link: String, intents: [NavigationIntent])?

  /// The deep links ``open(_:)-(String)`` understands.
  public var deepLinks: DeepLinkMap?

  /// Why the last held deep link failed when it was resumed, if it did.
  public internal(set) var lastDeepLinkError: DeepLinkError?

  /// The data of the last snapshot that ``restore(from:)-(Data)`` rejected, kept for reports.
  public internal(set) var rejectedSnapshot: Data?

  /// Creates a navigator for `root`, whose flows resolve from `container`.
  public init(root: Flow, container: Container = Container.current) {
    self.root = root
    self.container = container
  }

  /// Starts the root flow; does nothing when it has started before.
  public func start() {
    root.navigator = self
    root.start()
  }

  /// Stops the root flow and with it every flow, and ends the event streams.
  public func stop() {
    root.stop()
    hub.finishStreams()
  }

  /// The whole tree as it is now.
  public var tree: NavigationTree { root.node(position: .top) }

  /// Runs `body` as one transaction: its changes, on any routers, are shown as one change.
  ///
  /// Each renderer receives one list of steps; observers receive the events after `body`
  /// returns. When `body` throws, every router returns to its state before the transaction and
  /// flows created in it end: nothing changed. Use the routers' ``Router/checked`` calls for a
  /// transaction that must happen whole: they throw where an ordinary call reports the mistake
  /// and goes on.
  ///
  /// ```swift
  /// try navigator.transaction { () throws(NavigationError) in
  ///   try chats.router.checked.dismissAll()
  ///   try main.router.checked.select(.chats)
  ///   try chats.router.checked.popToRoot()
  ///   try chats.router.checked.push(.thread(id: 3))
  /// }
  /// ```
  public func transaction<T, E: Error>(
    animated: Bool = true, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try Transaction.run(origin: .code, animated: animated) { _ throws(E) in try body() }
  }

  var hasObservers: Bool { hub.hasObservers }

  func publish(_ event: NavigationEvent) { hub.publish(event) }

  /// Calls `handler` on the main actor with every event, until the observation is cancelled
  /// or released.
  public func observe(_ handler: @escaping @MainActor @Sendable (NavigationEvent) -> Void)
    -> ObserverToken
  {
    ObserverToken(onCancel: { [hub, id = hub.add(handler)] in hub.remove(id) })
  }

  /// A new stream of every event from now on; it ends when the navigator stops.
  public func events() -> AsyncStream<NavigationEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent.self)
    let id = hub.add(continuation)
    continuation.onTermination = { [hub] _ in hub.remove(id) }
    return stream
  }
}
