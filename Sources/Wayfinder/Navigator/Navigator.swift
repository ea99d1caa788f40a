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
  let container: Container

  let hub = EventHub()
  /// The flow tasks of this navigator's tree that are working, for tests to wait on.
  package let activity = FlowActivity()
  var pendingLink: PendingLink?

  /// The deep links ``open(_:)-(String)`` understands.
  public var deepLinks: DeepLinkMap?

  /// The version of the app's saved navigation, which ``snapshotData()`` writes, and the
  /// migrations ``restore(from:)`` runs on older snapshots; version 1 with none by default.
  /// Set it before restoring.
  public var snapshotSchema = SnapshotSchema(version: 1)

  /// Why the last deep link opened with no caller to tell failed, if it did: a held link when
  /// it was resumed, or a link a window was connected with
  /// (``AppWindows/connect(_:restoring:opening:)``).
  public internal(set) var lastDeepLinkError: DeepLinkError?

  /// Creates a navigator for `root`, whose flows resolve from `container`.
  ///
  /// While a flow's code runs (its lifecycle methods, `makeChild(for:)`, the handlers it binds,
  /// its tasks), `container` is `Container.current`, so `@Injected` in the view
  /// models it makes reads it; code the library does not call reads `Container.shared`.
  ///
  /// `Container` is WayfinderDI's: a file that names it imports `WayfinderDI` beside
  /// `Wayfinder` (otherwise the compiler says it cannot find `Container` in scope).
  public init(root: Flow, container: Container = Container.current) {
    self.root = root
    self.container = container
    #if DEBUG
      hub.signposts = NavigationSignposts.instruments
      recorder = NavigationRecorder()
    #endif
  }

  deinit {
    // NB: the flows hold the observers; a flow that outlives its navigator tells nobody.
    hub.close()
  }

  /// Starts the root flow; does nothing when it has started before.
  public func start() {
    root.navigator = self
    if root.status == .idle, container !== Container.shared { root.injectionContainer = container }
    root.start()
  }

  /// Stops the root flow and with it every flow.
  public func stop() {
    root.stop()
  }

  /// Where each navigation change is marked as an interval, from the moment it is made until
  /// it is on screen (``NavigationInterval``): ``NavigationSignposts/instruments`` by default in debug builds on Apple
  /// platforms, `nil` (nothing) otherwise.
  ///
  /// ```swift
  /// navigator.signposts = .instruments  // in a release build, to measure it
  /// ```
  public var signposts: NavigationSignposts? {
    get { hub.signposts }
    set { hub.signposts = newValue }
  }

  /// What keeps this navigator's recent navigation for a bug report (``NavigationRecording``):
  /// a ``NavigationRecorder`` by default in debug builds, `nil` (nothing) otherwise.
  ///
  /// ```swift
  /// navigator.recorder = NavigationRecorder(limit: 200)  // in a release build too
  /// let recording = try navigator.recorder?.recording()
  /// ```
  ///
  /// A recorder given to a navigator starts from its tree as it is then, and records only
  /// that navigator's changes: giving it to another navigator starts it again there.
  public var recorder: NavigationRecorder? {
    get { hub.recorder }
    set {
      // NB: a recorder records one navigator: the one it recorded before stops telling it.
      if let newValue, let previous = newValue.navigator, previous !== self,
        previous.hub.recorder === newValue
      {
        previous.hub.recorder = nil
      }
      newValue?.attach(to: self)
      hub.recorder = newValue
    }
  }

  /// The whole tree as it is now.
  public var tree: NavigationTree { root.node(position: .top) }

  /// The whole tree as it is now, with what each flow's own container holds
  /// (``NavigationTree/dependencies``): one picture of the navigation and the services it
  /// keeps, for debugging and for the docs.
  ///
  /// ```swift
  /// print(navigator.treeWithDependencies.text)
  /// // AppFlow [main]
  /// // └─ CheckoutFlow (root main) [cart, payment]
  /// //      services: CheckoutSession: cached, held; PaymentSheetModel: transient
  /// ```
  ///
  /// Its ``NavigationTree/mermaid`` draws each container beside its flow. The root flow also
  /// shows what the navigator's container and those above it hold (a window's, then the
  /// app's): the services every flow reads unless one of its own overrides them.
  public var treeWithDependencies: NavigationTree {
    var tree = root.node(position: .top, withDependencies: true)
    var held = tree.dependencies ?? []
    var scope: Container? = container
    while let current = scope {
      held += current.contents
      scope = current.parent
    }
    tree.dependencies = held.isEmpty ? nil : held
    return tree
  }

  /// Runs `body` as one transaction: all of its changes, on any routers, or none of them.
  ///
  /// The changes take effect at once, so a later one sees an earlier one. Each renderer
  /// receives one list of steps, and observers receive the events after `body` returns. When
  /// one change is refused (a mistake, reported as an issue, or a flow on the way out that
  /// refuses to leave), the changes after it are skipped, every router returns to its state
  /// before the transaction, flows created in it end, and the returned change's
  /// ``NavigationChange/error`` says why; when `body` can throw a ``NavigationError`` (it
  /// throws `NavigationError` or `any Error`), that refusal is thrown instead (an ordinary call
  /// in the body still reports its own mistake). When `body` throws, the same happens and the
  /// error reaches the caller. A transaction made inside another, or inside a change (a flow's
  /// `didStart()`), is all or nothing on its own: when it is refused, its own changes are undone
  /// and the enclosing one goes on.
  ///
  /// ```swift
  /// let change = navigator.transaction {
  ///   chats.router.dismissAll()
  ///   main.router.select(.chats)
  ///   chats.router.popToRoot()
  ///   chats.router.push(.thread(id: 3))
  /// }
  /// await change.onScreen()  // returns when all four are on screen, or at once when refused
  /// ```
  @discardableResult
  public func transaction<Failure: Error>(
    animated: Bool = true, _ body: () throws(Failure) -> Void
  ) throws(Failure) -> NavigationChange {
    try Transaction.run(origin: .code, animated: animated, isAllOrNothing: true) {
      (transaction) throws(Failure) in
      try body()
      guard let refusal = transaction.refusal else {
        return NavigationChange(transaction: transaction)
      }
      // NB: the throwing form (a body that can throw a NavigationError) throws the refusal.
      if let thrown = refusal as? Failure { throw thrown }
      return NavigationChange(refused: refusal)
    }
  }

  /// Calls `handler` on the main actor with every event as it happens, until the observation
  /// is cancelled or released: logs, analytics, debugging.
  ///
  /// ```swift
  /// let observation = navigator.observe { event in analytics.track(event.description) }
  /// ```
  ///
  /// Events reach `handler` in the order they happen, before the call that made them returns
  /// (a transaction's, once it has ended). Keep the returned token as long as you observe.
  public func observe(_ handler: @escaping @MainActor @Sendable (NavigationEvent) -> Void)
    -> ObserverToken
  {
    ObserverToken(onCancel: { [hub, id = hub.add(handler)] in hub.remove(id) })
  }

}
