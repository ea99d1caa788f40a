import Observation

/// The key path to each router type's state (see `Router.stateKeyPath()`).
@MainActor private var routerStateKeyPaths: [ObjectIdentifier: AnyKeyPath] = [:]

/// The navigation state of one flow, and the calls that change it.
///
/// A router is `@Observable` and main-actor bound, so a view model or a view reads ``state``
/// directly; the SwiftUI and UIKit adapters draw it (<doc:WritingARenderer>). Every call checks the
/// change first: a call that makes no sense (`pop()` at the root) changes nothing and is
/// reported as an issue, a runtime warning in an app and a test failure under
/// WayfinderTesting. Code that handles a
/// mistake itself changes the state in ``update(animated:completion:fileID:filePath:line:column:_:)``,
/// whose body's errors reach the caller.
///
/// ```swift
/// router.push(.thread(id: 7))
/// router.present(.newChat, style: .sheet) { print("on screen") }
/// await router.dismiss().onScreen()  // returns when the sheet is gone
/// try router.update { try $0.pop(to: .inbox) }  // throws when .inbox is not in the stack
/// ```
///
/// The calls read the same in synchronous and `async` code. Each returns a
/// ``NavigationChange``: await its ``NavigationChange/onScreen()`` to continue once the
/// renderer has shown the change. Several calls, on one router or many, become one change with
/// ``Navigator/transaction(animated:_:)``.
@MainActor
public final class Router<Route: Hashable & Codable & Sendable>: Observable {
  /// The current state; reading it inside an observation tracks it.
  public internal(set) var state: FlowState<Route> {
    get {
      stateWasRead = true
      registrar.access(self, keyPath: stateKeyPath)
      return storage
    }
    set {
      changeStorage { $0 = newValue }
      host?.hostFlow.stackContainer.screensNeedRebuilding()
    }
  }

  /// Draws the changes; `nil` in tests and in SwiftUI, which reads ``state`` itself.
  ///
  /// The router keeps its renderer alive until its flow ends, then lets it go; a renderer
  /// should refer back to the router weakly.
  /// The renderer of a navigation container (a flow at a root, a tab or a presentation) also
  /// draws the screens of the child flows pushed onto its stack; a pushed flow's own router
  /// needs none.
  @_spi(Rendering)
  public var renderer: (any NavigationRenderer<Route>)? {
    didSet {
      if let renderer, let oldValue, renderer === oldValue { return }
      // NB: the queue's completions wait on the renderer that was removed; nothing it was
      // drawing will show more, so they run now instead of never. A new renderer starts from
      // the screens it reads as it is attached.
      let abandoned = screenQueue
      screenQueue = renderer.map(makeQueue)
      abandoned?.abandon()
    }
  }

  /// The screens of the navigation container this router's flow is shown in: its stack with
  /// the screens of pushed child flows in place, and every presentation over it.
  ///
  /// For a flow without pushed children these are its own ``state``'s routes. Reading it
  /// inside an observation tracks the screens of this one container: a change in another
  /// container (another tab, a flow presented over this one) does not reach it.
  ///
  /// ```swift
  /// try await shop.run(CheckoutFlow(), pushing: .checkout)
  /// shop.router.screens.stack  // [catalog, cart] : cart is CheckoutFlow's root
  /// ```
  @_spi(Rendering)
  public var screens: FlowState<ScreenRoute> {
    host?.hostFlow.stackContainer.trackedContainerScreens ?? state.screens(of: nil)
  }

  /// ``screens``, read without tracking: what the render queue draws, and what a view asks
  /// without drawing again at every change.
  @_spi(Rendering)
  public var untrackedScreens: FlowState<ScreenRoute> {
    host?.hostFlow.stackContainer.containerScreens ?? storage.screens(of: nil)
  }

  /// How long the renderer may take to show a change before the router goes on without it;
  /// `nil` waits for ever.
  ///
  /// Changes reach a renderer one at a time: while it shows one, later changes wait and then
  /// go out together. When it has not called its completion after this long, the change is
  /// taken as shown, the waiting completions and `async` calls return, and the navigator
  /// reports ``NavigationEvent/Kind/renderTimedOut(steps:)`` for the container's flow.
  public var renderTimeout: Duration? = .seconds(5)

  weak var host: (any RouterHost<Route>)?
  /// The queue to the renderer; `nil` without one.
  private(set) var screenQueue: RenderQueue?

  /// The state, read without tracking.
  ///
  /// NB: changed only through `changeStorage`, whose changes call nothing that could read it,
  /// so the run-time exclusivity check (on every push and pop) is left out.
  @usableFromInline @exclusivity(unchecked) var storage: FlowState<Route>
  @usableFromInline let registrar = ObservationRegistrar()
  // NB: a key path into a generic class is built anew at each use, which costs microseconds;
  // making it once per route type keeps reads, changes and new flows cheap (written by hand
  // instead of `@Observable`).
  @usableFromInline let stateKeyPath: KeyPath<Router, FlowState<Route>>

  /// Whether the state was ever read through ``state`` (see `changeStorage`).
  @usableFromInline @exclusivity(unchecked) var stateWasRead = false
  /// The flow heading the container whose drawing, under way, the change being made joined
  /// (see `startDrawingInPlace`); `nil` otherwise.
  // NB: set and cleared within one push or pop; only assigned whole.
  @usableFromInline @exclusivity(unchecked) var joinedDrawing: Flow?

  /// Changes the state, telling its observers.
  ///
  /// NB: an observation starts by reading the state through ``state``; while nothing ever has,
  /// nobody can observe it, and telling the registrar (a lock and a lookup, twice) is skipped.
  /// A UIKit app whose code reads neither the state nor its parts (`path`, `top`…) through
  /// the router, only the renderer's `screens`, pays nothing for observation it does not use.
  /// The registrar is called directly rather than through its `withMutation`, whose closure
  /// has its isolation checked at run time on every change.
  @inlinable
  func changeStorage(_ change: (inout FlowState<Route>) -> Void) {
    guard stateWasRead else { return change(&storage) }
    registrar.willSet(self, keyPath: stateKeyPath)
    change(&storage)
    registrar.didSet(self, keyPath: stateKeyPath)
  }

  // NB: a render in flight holds its queue until it ends (see `RenderQueue`): the queue is
  // abandoned here, so that what waits for it runs instead of never.
  isolated deinit {
    screenQueue?.abandon()
  }

  /// Creates a router with `state`. A flow makes its own; the package's tests make one alone.
  package init(_ state: FlowState<Route>) {
    storage = state
    stateKeyPath = Self.stateKeyPath()
  }

  /// The key path to ``state``, made once for each route type.
  private static func stateKeyPath() -> KeyPath<Router, FlowState<Route>> {
    let type = ObjectIdentifier(Router.self)
    if let made = routerStateKeyPaths[type] as? KeyPath<Router, FlowState<Route>> { return made }
    let keyPath = \Router.state
    routerStateKeyPaths[type] = keyPath
    return keyPath
  }

  /// The first screen of the stack, or the selected tab of a tab flow.
  var root: Route { state.root }
  /// The routes pushed above the root, bottom first.
  var path: [Route] { state.path }
  /// The routes presented modally, bottom first.
  var presented: [Presentation<Route>] { state.presented }
  /// The route on screen.
  var top: Route { state.top }
  /// Whether `pop()` has a route to remove.
  var canPop: Bool { state.canPop }
  /// Whether anything is presented.
  var isPresenting: Bool { state.isPresenting }
  /// The selected tab of a tab flow, `nil` for a stack flow.
  var selectedTab: Route? { state.selectedTab }

  var flowName: String { host?.flowName ?? "Router<\(Route.self)>" }

  /// How far down a change can reach, which bounds the work of comparing the paths.
  enum Reach {
    /// Only the ends of the path and of the presentations changed.
    case tail
    /// Anything may have changed.
    case anywhere
  }

  /// Applies `mutate` to a copy of the state, checks it, and makes it the state.
  @discardableResult
  func change(
    animated: Bool, origin: NavigationOrigin = .code, reach: Reach = .tail,
    guarded: Bool = true, completion: (@MainActor () -> Void)?,
    _ mutate: (inout FlowState<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) -> NavigationChange {
    // NB: after one change of a navigator's transaction was refused, the rest change nothing.
    if let refusal = Transaction.current?.refusal { throw refusal }
    if let status = host?.endedStatus {
      throw NavigationError(.flowEnded(status: status), flow: flowName)
    }
    if host?.hasStarted == false { throw NavigationError(.flowNotStarted, flow: flowName) }
    var new = storage
    do {
      try mutate(&new)
      if new.presented != storage.presented {
        for presentation in new.presented { try presentation.style.check() }
      }
    } catch {
      throw error.inFlow(flowName)
    }
    if new == storage {
      completion?()
      return NavigationChange(transaction: nil)
    }
    let old = storage
    let stable = reach == .tail ? min(old.path.count, new.path.count) : 0
    let keptPath = new.sharedPathCount(with: old, from: stable)
    if guarded {
      do {
        try host?.checkLeave(from: old, to: new, keptPath: keptPath, consumingConfirmation: true)
      } catch {
        throw error.inFlow(flowName)
      }
    }
    let transaction = Transaction.run(origin: origin, animated: animated) { transaction in
      enlist(in: transaction)
      changeStorage { $0 = new }
      host?.routerScreensDidChange(from: old, keptPath: keptPath)
      host?.routerDidChange(from: old, to: new, keptPath: keptPath, in: transaction)
      transaction.onRendered(completion)
      return transaction
    }
    return NavigationChange(transaction: transaction)
  }

  /// Runs a throwing change; when it throws, reports the mistake as an issue (a guard's
  /// refusal is an answer, not a mistake) and returns the refusal.
  @usableFromInline
  func reporting(
    _ call: () throws(NavigationError) -> NavigationChange,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> NavigationChange {
    do {
      return try call()
    } catch {
      return NavigationChange(
        reporting: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Makes this router part of `transaction`, so a rollback restores it and its container's
  /// renderer receives the change.
  func enlist(in transaction: Transaction) {
    transaction.join(ObjectIdentifier(self)) {
      RouterParticipant(router: self, restoreHost: host?.checkpoint())
    }
    enlistScreens(in: transaction)
  }

  /// Makes the screens this router draws part of `transaction`, so its container's renderer
  /// receives the change; nothing is computed when no renderer draws them.
  private func enlistScreens(in transaction: Transaction) {
    let container = host?.hostFlow.stackContainer
    guard let queue = container?.screenQueue ?? (host == nil ? screenQueue : nil) else { return }
    transaction.join(ObjectIdentifier(queue)) {
      ScreensParticipant(queue: queue, container: container, screens: screens)
    }
  }

  /// A queue to `renderer`.
  private func makeQueue(to renderer: any NavigationRenderer<Route>) -> RenderQueue {
    RenderQueue(
      current: { [weak self] in self?.untrackedScreens },
      timeout: { [weak self] in self?.renderTimeout },
      timedOut: { [weak self] count in self?.host?.hostFlow.publish(.renderTimedOut(steps: count))
      },
      draw: { steps, animated, done in
        renderer.render(steps, animated: animated, completion: done)
      })
  }
}

/// The coordinator behind a router: it guards, records and reacts to the router's changes.
@MainActor
protocol RouterHost<Route>: AnyObject {
  associatedtype Route: Hashable & Codable & Sendable
  var flowName: String { get }
  var hostFlow: Flow { get }
  var endedStatus: FlowStatus? { get }
  var hasStarted: Bool { get }
  func checkLeave(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    consumingConfirmation: Bool
  ) throws(NavigationError)
  func checkpoint() -> @MainActor () -> Void
  func userReselected(_ tab: Route) throws(NavigationError)
  /// Whether a push or pop may be made in place: the flow has started (or is a child waiting
  /// for its parent's start to end) and has not ended.
  var changesInPlace: Bool { get }
  /// The push of `route` at `index` was made in place: starts the child flow there, if any,
  /// and tells observers.
  func didPushInPlace(_ route: Route, at index: Int)
  func canPopInPlace(_ route: Route, at index: Int) -> Bool
  /// The pop of `route` from `index` was made in place: frees its place and tells observers.
  func didPopInPlace(_ route: Route, at index: Int)
  func routerScreensDidChange(from old: FlowState<Route>, keptPath: Int)
  func routerDidChange(
    from old: FlowState<Route>, to new: FlowState<Route>, keptPath: Int,
    in transaction: Transaction)
}

extension FlowState where Route: Codable {
  /// This state's routes as screens of the flow `flow`.
  func screens(of flow: FlowID?) -> FlowState<ScreenRoute> {
    var screens = FlowState<ScreenRoute>(
      root: ScreenRoute(root, flow: flow), isBarHidden: isBarHidden)
    screens.path = path.enumerated().map { index, route in
      pathTransition(at: index).map { ScreenRoute(route, flow: flow, transition: $0) }
        ?? ScreenRoute(route, flow: flow)
    }
    screens.presented = presented.map { $0.map { ScreenRoute($0, flow: flow) } }
    screens.shape = shape.map { ScreenRoute($0, flow: flow) }
    return screens
  }
}

extension FlowState.Shape {
  /// This shape with each tab as `transform` makes it.
  func map<Other: Hashable & Sendable>(
    _ transform: (Route) -> Other
  ) -> FlowState<Other>.Shape {
    switch self {
    case .stack: return .stack
    case .split(let layout): return .split(layout)
    case .tabs(let layout): return .tabs(layout.map(transform))
    }
  }
}
