import Observation

/// The navigation state of one flow, and the calls that change it: the seed's `Routable`.
///
/// A router is `@Observable` and main-actor bound, so SwiftUI views read ``state`` directly;
/// UIKit draws it through a ``NavigationRenderer``. Every call checks the change first: a call
/// that makes no sense throws a ``NavigationError`` and changes nothing.
///
/// ```swift
/// try router.push(.thread(id: 7))
/// try router.present(.newChat, style: .sheet) { print("on screen") }
/// try await router.dismiss()  // returns when the sheet is gone
/// ```
///
/// Each call has an `async` form that returns once the renderer has shown the change (at once
/// when there is no renderer). Inside `async` code Swift picks that form, so write
/// `try await router.push(…)` there. Several calls, on one router or many, become one change
/// with ``Navigator/transaction(animated:_:)``.
@MainActor
public final class Router<Route: Hashable & Codable & Sendable>: Observable {
  /// The current state; reading it inside an observation tracks it.
  public internal(set) var state: FlowState<Route> {
    get {
      registrar.access(self, keyPath: stateKeyPath)
      return storage
    }
    set {
      registrar.withMutation(of: self, keyPath: stateKeyPath) { storage = newValue }
    }
  }

  /// Draws the changes; `nil` in tests and in SwiftUI, which reads ``state`` itself.
  ///
  /// The router keeps its renderer alive; a renderer should refer back to the router weakly.
  public var renderer: (any NavigationRenderer<Route>)?

  weak var host: (any RouterHost<Route>)?

  /// The state, read without tracking.
  private(set) var storage: FlowState<Route>
  private let registrar = ObservationRegistrar()
  // NB: a key path into a generic class is built anew at each use, which costs microseconds;
  // making it once keeps reads and changes cheap (written by hand instead of `@Observable`).
  private let stateKeyPath: KeyPath<Router, FlowState<Route>>

  /// Creates a router with `state`.
  public init(_ state: FlowState<Route>) {
    storage = state
    stateKeyPath = \.state
  }

  /// The first screen of the stack, or the selected tab of a tab flow.
  public var root: Route { state.root }
  /// The routes pushed above the root, bottom first.
  public var path: [Route] { state.path }
  /// The routes presented modally, bottom first.
  public var presented: [Presentation<Route>] { state.presented }
  /// The route on screen.
  public var top: Route { state.top }
  /// Whether `pop()` has a route to remove.
  public var canPop: Bool { state.canPop }
  /// Whether anything is presented.
  public var isPresenting: Bool { state.isPresenting }
  /// The selected tab of a tab flow, `nil` for a stack flow.
  public var selectedTab: Route? { state.selectedTab }

  var flowName: String { host?.flowName ?? "Router<\(Route.self)>" }

  /// How far down a change can reach, which bounds the work of computing its steps.
  enum Reach {
    /// Only the ends of the path and of the presentations changed.
    case tail
    /// Anything may have changed.
    case anywhere
  }

  /// Applies `mutate` to a copy of the state, checks it, and makes it the state.
  func change(
    animated: Bool, origin: NavigationOrigin = .code, reach: Reach = .tail,
    guarded: Bool = true, completion: (@MainActor () -> Void)?,
    _ mutate: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    if let status = host?.endedStatus {
      throw NavigationError(.flowEnded(status: status.description), flow: flowName)
    }
    var new = storage
    do { try mutate(&new) } catch { throw error.inFlow(flowName) }
    if new == storage {
      completion?()
      return
    }
    if guarded {
      do {
        try host?.checkLeave(from: storage, to: new, consumingConfirmation: true)
      } catch {
        throw error.inFlow(flowName)
      }
    }
    Transaction.run(origin: origin, animated: animated) { transaction in
      let old = storage
      let participant = participant(in: transaction)
      let stable = reach == .tail ? (old.path.count, old.presented.count) : (0, 0)
      participant.lower(
        path: min(stable.0, new.path.count), presented: min(stable.1, new.presented.count))
      state = new
      let steps = NavigationStep.steps(
        from: old, to: new, knownStablePath: min(stable.0, new.path.count),
        knownStablePresented: min(stable.1, new.presented.count))
      host?.routerDidChange(from: old, to: new, steps: steps, in: transaction)
      transaction.onRendered(completion)
    }
  }

  /// Makes this router part of `transaction`, so a rollback restores it.
  func enlist(in transaction: Transaction) {
    _ = participant(in: transaction)
  }

  private func participant(in transaction: Transaction) -> RouterParticipant<Route> {
    let made = transaction.join(ObjectIdentifier(self)) {
      RouterParticipant(router: self, restoreHost: host?.checkpoint())
    }
    return made as? RouterParticipant<Route> ?? RouterParticipant(router: self, restoreHost: nil)
  }

  /// Waits until a change started by `start` has been rendered.
  func rendered(
    _ start: (@escaping @MainActor () -> Void) throws(NavigationError) -> Void
  ) async throws(NavigationError) {
    let signal = RenderSignal()
    try start { signal.fire() }
    await signal.wait()
  }
}

/// The coordinator behind a router: it guards, records and reacts to the router's changes.
@MainActor
protocol RouterHost<Route>: AnyObject {
  associatedtype Route: Hashable & Codable & Sendable
  var flowName: String { get }
  var endedStatus: FlowStatus? { get }
  func checkLeave(
    from old: FlowState<Route>, to new: FlowState<Route>, consumingConfirmation: Bool
  ) throws(NavigationError)
  func checkpoint() -> @MainActor () -> Void
  func userReselected(_ tab: Route) throws(NavigationError)
  func routerDidChange(
    from old: FlowState<Route>, to new: FlowState<Route>, steps: [NavigationStep<Route>],
    in transaction: Transaction)
}

/// A router's part in a transaction: its state before it, and how deep its changes reached.
@MainActor
final class RouterParticipant<Route: Hashable & Codable & Sendable>: TransactionParticipant {
  let router: Router<Route>
  let original: FlowState<Route>
  private let restoreHost: (@MainActor () -> Void)?
  private var stablePath: Int
  private var stablePresented: Int

  init(router: Router<Route>, restoreHost: (@MainActor () -> Void)?) {
    self.router = router
    self.original = router.state
    self.restoreHost = restoreHost
    self.stablePath = router.state.path.count
    self.stablePresented = router.state.presented.count
  }

  var id: ObjectIdentifier { ObjectIdentifier(router) }

  func lower(path: Int, presented: Int) {
    stablePath = min(stablePath, path)
    stablePresented = min(stablePresented, presented)
  }

  func rollback() {
    router.state = original
    restoreHost?()
  }

  func render(animated: Bool, done: @escaping @MainActor () -> Void) {
    let steps = NavigationStep.steps(
      from: original, to: router.state, knownStablePath: stablePath,
      knownStablePresented: stablePresented)
    guard !steps.isEmpty, let renderer = router.renderer else { return done() }
    var called = false
    renderer.render(steps, animated: animated) {
      guard !called else { return }
      called = true
      done()
    }
  }
}

/// A one-shot signal from a completion handler to an awaiting task.
@MainActor
final class RenderSignal {
  private var fired = false
  private var waiter: CheckedContinuation<Void, Never>?

  func fire() {
    fired = true
    waiter?.resume()
    waiter = nil
  }

  func wait() async {
    if fired { return }
    await withCheckedContinuation { continuation in
      if fired { continuation.resume() } else { waiter = continuation }
    }
  }
}
