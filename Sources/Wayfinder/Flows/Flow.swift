import Observation
import WayfinderDI

/// A flow in the tree: what every ``Coordinator`` shares, whatever its route and result types.
///
/// Flows form a tree. A parent holds its children strongly and each child links back weakly,
/// so releasing a flow releases its whole subtree. Subclass ``Coordinator``, not `Flow`.
@MainActor
open class Flow: Identifiable {
  /// This flow's identity.
  public let id: FlowID

  /// The flow that shows this one, held weakly; `nil` for the root and after the flow ends.
  public internal(set) weak var parent: Flow?

  /// The child flows, in the order they were added.
  public internal(set) var children: [Flow] = []

  // NB: read on every push and pop; only assigned whole, so the run-time exclusivity check is
  // left out.
  /// Where the flow is in its life.
  @exclusivity(unchecked) public internal(set) var status: FlowStatus = .idle

  weak var navigator: Navigator? {
    didSet { eventHub = navigator?.hub }
  }
  /// The observers of the navigator's events, held strongly: asked on every change whether
  /// anyone observes, which a weak reference makes slower.
  // NB: read on every push and pop; only assigned whole, so the run-time exclusivity check is
  // left out.
  @exclusivity(unchecked) private(set) var eventHub: EventHub?

  /// Whether anyone observes the navigator's events; events are made only then.
  var isObserved: Bool { eventHub?.hasObservers == true }

  /// Whether this flow's screens are pushed onto its parent's stack.
  // NB: read on every push and pop; only assigned whole, so the run-time exclusivity check is
  // left out.
  @exclusivity(unchecked) var isPushed = false
  private var ownContainer: Container?
  /// The container `@Injected` reads while this flow's code runs (`withContainerCurrent`):
  /// its own once made, else its parent's when the flow started, else the navigator's; `nil`
  /// when that is `Container.shared`, so nothing needs setting.
  @exclusivity(unchecked) var injectionContainer: Container?
  private var keptUntilEnd: [AnyObject] = []
  /// The tasks of this flow's `async` binding handlers, cancelled when it ends.
  var tasks = FlowTasks()
  var leaveConfirmed = false
  /// Tracks reads of the child flows shown at this flow's places (``Coordinator/child(at:)``)
  /// and of the screens of the container it heads (`Router.screens`).
  let childRegistrar = ObservationRegistrar()
  // NB: the properties below are read and written on every push and pop of a drawn flow;
  // none is changed in place across a call that could reach it again, so the run-time
  // exclusivity check (a thread-local lookup at each access) is left out.
  /// The screens of the navigation container this flow heads, kept up to date as its routers
  /// change; `nil` when they must be built again (see `ContainerScreens.swift`).
  @exclusivity(unchecked) var keptScreens: KeptScreens?
  /// What the kept screens were before the changes being made, while a renderer waits for
  /// them.
  @exclusivity(unchecked) var screensRecord: ScreensRecord?
  /// The push or pop made in place that the renderer is to draw, while no record is needed.
  @exclusivity(unchecked) var inPlaceDrawing: InPlaceDrawing?
  /// The screen a pop made in place took away, until it is drawn.
  @exclusivity(unchecked) var poppedInPlace: ScreenRoute?
  /// The steps of a push or pop made in place, while they are handed to the renderer; empty
  /// otherwise, its storage kept for the next.
  @exclusivity(unchecked) var inPlaceSteps: [NavigationStep<ScreenRoute>] = []
  /// What waits for a push or pop in place being drawn, which draws the changes made during it
  /// with its own: the completions of transactions and of in-place changes that joined it, and
  /// the waiters of the changes those calls returned. They run once it is on screen.
  @exclusivity(unchecked) var screensWaiting: [@MainActor () -> Void] = []

  init() {
    id = FlowID.next()
  }

  /// The type name, made once: every event an observer hears carries it.
  // NB: written once, on the main actor, by `flowName` alone, which reaches nothing that reads it.
  @exclusivity(unchecked) private var madeName: String?

  /// The flow's type name, as error messages, events and tree pictures give it.
  ///
  /// Named `flowName` so that an app flow can have a `name` of its own.
  public var flowName: String {
    if let madeName { return madeName }
    let made = String(describing: type(of: self))
    madeName = made
    return made
  }

  /// The container this flow registers flow-scoped services in, for itself and the flows
  /// below it.
  ///
  /// Once the flow has a parent (or a navigator), its container is a child of its parent's and
  /// lives exactly as long as the flow: override a declared dependency here and its instance
  /// is released when the flow ends. A flow's own view models and services come in its
  /// initializer instead, so it has them before it starts and needs no `try` to reach them.
  ///
  /// ```swift
  /// override func didStart() {
  ///   container.register(Container.checkoutSession) { _ in CheckoutSession() }
  /// }
  /// ```
  public var container: Container {
    // NB: walks up without recursion, so a flow thousands of levels deep can make its
    // container and those of its ancestors that have none yet.
    var chain: [Flow] = []
    var current: Flow? = self
    var base = Container.current
    while let flow = current {
      if let own = flow.ownContainer {
        base = own
        break
      }
      guard !flow.status.hasEnded, flow.parent != nil || flow.navigator != nil else {
        base = flow.navigator?.container ?? Container.current
        break
      }
      chain.append(flow)
      if flow.parent == nil { base = flow.navigator?.container ?? Container.current }
      current = flow.parent
    }
    for flow in chain.reversed() {
      let made = Container(parent: base)
      flow.ownContainer = made
      // NB: only the flow that asks: an ancestor made on the way keeps reading its parent's,
      // rather than resolving everything through an empty container of its own.
      if flow === self { flow.injectionContainer = made }
      base = made
    }
    return base
  }

  /// Called once when the flow starts: show the first screens, add children, and register
  /// what the flow shares with the flows below it in its ``container`` here. Bind the view
  /// models the flow makes in its initializer instead, so that they are bound from the moment
  /// they exist.
  ///
  /// Child flows started from `didStart` start after it returns, in order, so a tree of any
  /// depth starts without deep recursion.
  open func didStart() {}

  /// Called once when the flow has ended, after its children ended and before it is released.
  open func didEnd() {}

  /// Whether navigation may take this flow's screens away; asked before a parent dismisses,
  /// replaces or removes it, and before the user's interactive dismissal is applied.
  ///
  /// Finishing or stopping the flow from code does not ask. The SwiftUI adapter asks as it
  /// draws, to hide or replace the back button and to stop the swipe-down: read state SwiftUI
  /// observes here (a property of an `@Observable` model), so the screen follows when the
  /// answer changes. A refusal SwiftUI was not told of comes after SwiftUI took the screen away,
  /// which then comes back as a new view without its state, and is reported.
  open func shouldLeave() -> LeaveDecision { .allow }

  /// Lets the next navigation that would take this flow away pass a
  /// ``LeaveDecision/confirm(_:)`` answer, after the user confirmed.
  public final func confirmLeave() { leaveConfirmed = true }

  /// Starts the flow; does nothing when it has started before.
  public final func start() {
    guard status == .idle else { return }
    Flow.startQueue.append(self)
    guard !Flow.isStarting else { return }
    Flow.isStarting = true
    // NB: flows that start together, and what they do as they start, are one change of the
    // recording; a held link they let open is one of its own.
    let recorder = Transaction.current == nil && isObserved ? eventHub?.recorder : nil
    recorder?.begin(.code)
    var next = 0
    while next < Flow.startQueue.count {
      let flow = Flow.startQueue[next]
      next += 1
      flow.begin()
    }
    Flow.startQueue.removeAll()
    Flow.isStarting = false
    recorder?.end()
    guard let navigator else { return }
    if let transaction = Transaction.current {
      transaction.onCommit { navigator.resumePendingDeepLink() }
    } else {
      navigator.resumePendingDeepLink()
    }
  }

  /// Ends the flow and its children with ``CancellationReason/stopped``; its screens go away.
  ///
  /// Does nothing when the flow has already ended.
  public final func stop() {
    cancel(.stopped)
  }

  /// Adds `child` as a child that has no screens of its own here, and starts it.
  ///
  /// Adding a child twice does nothing. Use it for flows that do work without a place in this
  /// flow's state; flows with screens come from ``Coordinator/run(_:presenting:style:animated:fileID:filePath:line:column:)``
  /// and ``Coordinator/makeChild(for:)``.
  ///
  /// A child that cannot be added changes nothing and is reported as an issue: one that has
  /// another parent or has run (``NavigationError/Reason/childAlreadyStarted(flow:)``), or
  /// any child once this flow has ended (``NavigationError/Reason/parentEnded``). The returned
  /// change's ``NavigationChange/error`` says why.
  @discardableResult
  public final func addChild(
    _ child: Flow, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> NavigationChange {
    if child.parent === self { return NavigationChange(transaction: nil) }
    do throws(NavigationError) {
      try checkCanAdopt(child)
    } catch {
      return NavigationChange(
        reporting: error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    Transaction.run { transaction in adopt(child, pushed: false, in: transaction) }
    return NavigationChange(transaction: nil)
  }

  func checkCanAdopt(_ child: Flow) throws(NavigationError) {
    guard !status.hasEnded else { throw NavigationError(.parentEnded, flow: flowName) }
    guard child.parent == nil, child.status == .idle, child !== self else {
      throw NavigationError(.childAlreadyStarted(flow: child.flowName), flow: flowName)
    }
  }

  func adopt(_ child: Flow, pushed: Bool, in transaction: Transaction) {
    child.parent = self
    child.isPushed = pushed
    child.navigator = navigator
    child.injectionContainer = injectionContainer
    children.append(child)
    transaction.didCreate(child)
    child.start()
  }

  private func begin() {
    guard status == .idle, !(parent?.status.hasEnded ?? false) else { return }
    status = .active
    publish(.flowStarted)
    // NB: the start and what the flow does as it starts are one change of the recording.
    let recorder = recordStart()
    prepare()
    withContainerCurrent { didStart() }
    recorder?.end()
  }

  // MARK: - What Coordinator provides

  /// Removes `child` from this flow's state because it is leaving by itself.
  func release(_ child: Flow, in transaction: Transaction) {
    children.removeAll { $0 === child }
  }

  /// Forgets `child`, which has ended.
  func forget(_ child: Flow) {
    children.removeAll { $0 === child }
  }

  /// Drops every child, the flow's own container and what it kept; the flow has ended.
  func tearDown() {
    children.removeAll()
    if let own = ownContainer, injectionContainer === own {
      // NB: what the flow's end handlers see: its parent's, or the navigator's for the root.
      let navigatorContainer = navigator?.container
      let fromNavigator = navigatorContainer === Container.shared ? nil : navigatorContainer
      injectionContainer = parent?.injectionContainer ?? fromNavigator
    }
    ownContainer = nil
    keptUntilEnd.removeAll()
    tasks.cancelAll()
  }

  /// Keeps `object` (a subscription, a token) alive until this flow ends, then releases it.
  ///
  /// An ended flow keeps nothing: `object` is released at once.
  package func keepUntilEnd(_ object: AnyObject) {
    guard !status.hasEnded else { return }
    keptUntilEnd.append(object)
  }

  /// The flow whose navigation container shows this flow's screens: this flow, or for a
  /// pushed child the nearest ancestor that is not pushed.
  var stackContainer: Flow {
    var flow = self
    while flow.isPushed, let parent = flow.parent { flow = parent }
    return flow
  }

  /// The screens of the navigation container this flow heads, built from the states of its
  /// flows; `nil` when it draws none (a flow without a router).
  func buildScreens() -> FlowState<ScreenRoute>? { nil }

  /// The queue that hands the steps of the container this flow heads to its renderer; `nil`
  /// when no renderer draws it.
  var screenQueue: RenderQueue? { nil }

  /// Appends this pushed flow's screens (its root, which arrived with `transition`, and its
  /// path) and presentations to a container's, in order.
  func appendPushedScreens(
    arriving transition: ScreenTransition, path: inout [ScreenRoute],
    presented: inout [Presentation<ScreenRoute>]
  ) {}

  /// The changes that leave `depth` of this flow's pushed screens (root included) on its
  /// container's stack; `depth` is used up as screens are kept.
  func planPop(keeping depth: inout Int, into plan: inout [UserPlanStep]) -> Bool { false }

  /// The changes that leave `count` of the presentations this flow adds to its container's.
  func planDismiss(keeping count: inout Int, into plan: inout [UserPlanStep]) {}

  /// The change that makes `action` on the presentation `level` levels above the first one
  /// this flow adds to its container's, keeping those above it; `level` is used up as
  /// presentations are passed. `false` when the level is above this flow's.
  func planPresented(
    _ action: UserPresentationAction, level: inout Int, into plan: inout [UserPlanStep]
  ) -> Bool { false }

  /// The stored result, described for events.
  var resultDescription: String { "" }

  /// Shows the first screens of the initial state, before ``didStart()``.
  func prepare() {}

  /// Returns this flow to its first screen: nothing presented, nothing pushed.
  func reset(animated: Bool) throws(NavigationError) {}

  /// Whether `intent`'s routes are of this flow's route type.
  func accepts(_ intent: DeepLinkStep) -> Bool { false }

  /// The children on screen: at the root, the selected tab and the presentations.
  var shownChildren: [Flow] { [] }

  /// The child flow this flow shows at `route`, one of its own routes; `nil` for a plain screen.
  func child(showing route: AnyRoute) -> Flow? { nil }

  /// Changes the item of the tab that shows `child`; `nil` when `child` is not in a tab.
  func updateTabItem(
    of child: Flow, _ body: (inout TabItem) -> Void,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> NavigationChange? { nil }

  /// Carries out one step of a deep link.
  func apply(_ intent: DeepLinkStep) throws(NavigationError) {}

  /// Dismisses what this flow presents above `child`: all of it when `child` is in the stack
  /// or a tab or is `nil`, the levels above it when `child` is presented.
  func dismissPresentations(above child: Flow?) throws(NavigationError) {}

  /// This flow's state, typed, for a recording; `nil` for a flow without one.
  var recordableState: (any RecordableState)? { nil }

  /// This flow and the children shown in its state as they are now, at `position` in its
  /// parent, typed (`CapturedNode`); `withUnplaced`, with the children its state shows
  /// nowhere too (added with ``addChild(_:fileID:filePath:line:column:)``), at no position.
  func captured(at position: (any CapturedPosition)?, withUnplaced: Bool = false)
    -> CapturedNode
  {
    CapturedNode(
      id: id, flow: flowName, position: position, state: nil, children: [], vacated: [])
  }

  /// Restores this flow's state from `node` and pairs its children with their nodes; what
  /// cannot be made again is left out and said in `leftOut`.
  func restore(_ node: NavigationSnapshot.Node, leftOut: inout [String]) throws(RestorationError)
    -> [(Flow, NavigationSnapshot.Node)]
  {
    []
  }

  /// Where `child` is shown in this flow's state, typed; `nil` when it is shown nowhere.
  func capturedPosition(of child: Flow) -> (any CapturedPosition)? { nil }

  /// Delivers the outcome to whoever waits for it.
  func deliver(_ ending: Ending) {}

  /// This flow's node in the navigation tree, with what its own container holds when
  /// `withDependencies` (``NavigationTree/dependencies``).
  func node(position: NavigationTree.Position, withDependencies: Bool = false) -> NavigationTree {
    NavigationTree(
      flowName: flowName, id: id, position: position, status: status, state: nil, children: [],
      dependencies: withDependencies ? ownContainerContents : nil)
  }

  /// What this flow's own container holds, `nil` when it has none (it reads its parent's) or
  /// its own holds nothing (one made on the way for a flow below).
  var ownContainerContents: [ContainedService]? {
    guard let contents = ownContainer?.contents, !contents.isEmpty else { return nil }
    return contents
  }

  /// While the user's confirmation is being given, the flows asking for one that it reached.
  static var confirming: [Flow]?
  static var startQueue: [Flow] = []
  static var isStarting = false
}
