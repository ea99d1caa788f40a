/// A flow with typed routes and a typed result: subclass it for every flow of your app.
///
/// A coordinator owns a ``Router`` with its navigation state, and the child flows shown in
/// that state. Override ``Flow/didStart()`` to show the first screens, ``makeChild(for:)`` to name
/// the flow shown at a route, and finish with ``finish(with:)``.
///
/// ```swift
/// final class LoginFlow: Coordinator<LoginRoute, User> {
///   init() { super.init(root: .form) }
///
///   func didLogIn(_ user: User) { finish(with: user) }
///   func forgotPassword() { router.push(.forgotEmail) }
/// }
///
/// final class AppFlow: Coordinator<AppRoute, Never> {
///   override func makeChild(for route: AppRoute) -> Flow? {
///     switch route {
///     case .login: LoginFlow()
///     case .main: MainFlow()
///     }
///   }
/// }
/// ```
open class Coordinator<Route: Hashable & Codable & Sendable, Result: Sendable>: Flow {
  /// The router with this flow's navigation state.
  public let router: Router<Route>

  /// The child flows at this flow's places, and what became of each place. A change of the
  /// flows shown is an observable change of ``child(at:)``.
  var places = ChildPlaces<Route>() {
    didSet {
      pushedPlacesAreFree = places.pushedPlacesAreFree
      guard places.generation != shownGeneration else { return }
      shownGeneration = places.generation
      shownChildrenDidChange()
      pushedChildrenMayHaveChanged()
    }
  }
  /// The generation of ``places`` whose shown flows observers were told of.
  private var shownGeneration = 0
  /// `places.pushedPlacesAreFree`, kept beside it: pushes and pops read it without looking up
  /// the generic record's type metadata, which costs more than the push itself.
  private(set) var pushedPlacesAreFree = true
  /// Whether a child flow may be pushed onto this flow's stack (see `ContainerScreens.swift`).
  var mayHavePushedChildren = false
  var result: Result?
  /// Tasks waiting for the outcome, each with the flow task it paused (see `FlowTasks`).
  var waiters: [(CheckedContinuation<FlowOutcome<Result>, Never>, FlowTaskActivity?)] = []
  var endHandlers: [@MainActor (FlowOutcome<Result>) -> Void] = []

  /// How the flow ended; `nil` while it runs.
  public internal(set) var outcome: FlowOutcome<Result>?

  /// Creates a flow whose stack starts at `root`, with the navigation bar hidden when
  /// `isBarHidden`, as ``FlowState/init(root:isBarHidden:)`` does.
  public init(root: Route, isBarHidden: Bool = false) {
    router = Router(FlowState(root: root, isBarHidden: isBarHidden))
    super.init()
    router.host = self
  }

  /// Creates a tab flow from its tabs, each with the flow it shows, selecting the first.
  ///
  /// A tab bar built from a list of flows, without a ``makeChild(for:)`` switch. A tab given
  /// twice keeps its first flow.
  ///
  /// ```swift
  /// final class MainFlow: Coordinator<MainTab, Void> {
  ///   init() {
  ///     super.init(tabs: (.chats, ChatsFlow()), (.library, LibraryFlow()), (.profile, ProfileFlow()))
  ///   }
  /// }
  /// ```
  public init(tabs first: (Route, Flow), _ more: (Route, Flow)...) {
    var seen: Set<Route> = [first.0]
    let tabs = [first.0] + more.map(\.0).filter { seen.insert($0).inserted }
    var state = FlowState(tabs: first.0)
    state.shape = .tabs(FlowState.TabLayout(tabs))
    router = Router(state)
    super.init()
    router.host = self
    for (tab, flow) in ([first] + more).reversed() { places.give(flow, for: .tab(tab)) }
    // NB: an initialiser's assignments run no `didSet`.
    pushedPlacesAreFree = places.pushedPlacesAreFree
  }

  /// Creates a flow with `state`: a stack, tabs or a split.
  public init(state: FlowState<Route>) {
    router = Router(state)
    super.init()
    router.host = self
  }

  /// The child flow to show at `route`, or `nil` for a plain screen.
  ///
  /// Asked when `route` becomes the root, a tab, a presentation or a pushed route of this
  /// flow: by your own router calls, by a deep link, or when a snapshot is restored. The flow
  /// starts at once and ends when `route` leaves that place. A flow made for a pushed route
  /// continues on this flow's navigation stack (see ``run(_:pushing:animated:fileID:filePath:line:column:)``).
  open func makeChild(for route: Route) -> Flow? { nil }

  /// The child flow shown at `route` (the root, a tab, a presentation or a pushed route), if
  /// any.
  ///
  /// Reading it inside an observation (a SwiftUI view's body) tracks it: the view is drawn
  /// again when a flow starts or ends there, or another flow takes the place.
  public func child(at route: Route) -> Flow? {
    accessShownChildren()
    return places.flow(showing: route)
  }

  /// Finishes the flow with `result`: its screens go away, its children end, and whoever runs
  /// it receives the result. Does nothing when the flow has already ended.
  public final func finish(with result: Result) {
    guard !status.hasEnded else { return }
    self.result = result
    Transaction.run { transaction in
      parent?.release(self, in: transaction)
      transaction.end(self, .finished)
    }
  }

  /// Waits until the flow ends and returns how.
  final func waitForOutcome() async -> FlowOutcome<Result> {
    if let outcome { return outcome }
    // NB: a flow task waiting for a child does no work until the child ends; it works again
    // from the moment the outcome is delivered, not from when it next runs, so a test
    // waiting for the navigator to settle sees it.
    let paused = FlowTaskActivity.current?.pauseToWait()
    return await withCheckedContinuation { waiters.append(($0, paused)) }
  }

  /// Calls `handler` once when the flow ends (at once when it has ended).
  public final func onEnd(_ handler: @escaping @MainActor (FlowOutcome<Result>) -> Void) {
    if let outcome {
      withContainerCurrent { handler(outcome) }
    } else {
      endHandlers.append(handler)
    }
  }

  /// Returns this flow to its first screen, nothing presented and nothing pushed; in a tab
  /// flow, every tab's flow too.
  ///
  /// When a flow on the way out refuses to leave, nothing changes and the refusal is in
  /// ``NavigationChange/error``.
  @discardableResult
  public final func resetToRoot(
    animated: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> NavigationChange {
    router.reporting(
      { () throws(NavigationError) in try resetAll(animated: animated) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func resetAll(animated: Bool) throws(NavigationError) -> NavigationChange {
    try Transaction.run(animated: animated) { transaction throws(NavigationError) in
      if router.storage.isTabFlow {
        try router.change(animated: animated, completion: nil) { state in state.dismissAll() }
        for slot in Slot.all(in: router.storage) {
          try places.flow(at: slot)?.reset(animated: animated)
        }
      } else {
        try reset(animated: animated)
      }
      return NavigationChange(transaction: transaction)
    }
  }

  // MARK: - Flow

  override var resultDescription: String {
    result.map { describe($0) } ?? ""
  }

  override func prepare() {
    Transaction.run { transaction in
      attach(Slot.all(in: router.storage), in: transaction)
    }
  }

  override func reset(animated: Bool) throws(NavigationError) {
    try router.change(animated: animated, reach: .anywhere, completion: nil) {
      (state) throws(NavigationError) in
      state.dismissAll()
      if !state.isTabFlow { try state.popToRoot() }
    }
  }

  override func tearDown() {
    super.tearDown()
    places.removeAll()
    // NB: an ended flow draws nothing more; its renderer often refers back to the flow (its
    // screens' view models do), which would keep both alive.
    router.renderer = nil
  }

  override func deliver(_ ending: Ending) {
    let outcome: FlowOutcome<Result> =
      switch (ending, result) {
      case (.finished, let result?): .finished(result)
      case (.finished, nil): .cancelled(.stopped)
      case (.cancelled(let reason), _): .cancelled(reason)
      }
    self.outcome = outcome
    let waiters = self.waiters
    let handlers = endHandlers
    self.waiters.removeAll()
    endHandlers.removeAll()
    for (waiter, paused) in waiters {
      paused?.resumeAfterWait()
      waiter.resume(returning: outcome)
    }
    for handler in handlers { withContainerCurrent { handler(outcome) } }
  }

  override func release(_ child: Flow, in transaction: Transaction) {
    releaseSlotted(child, in: transaction)
  }

  override func forget(_ child: Flow) {
    super.forget(child)
    forgetSlotted(child)
  }

  override func accepts(_ intent: DeepLinkStep) -> Bool { acceptsIntent(intent) }

  override var shownChildren: [Flow] { slottedShownChildren }

  override func child(showing route: AnyRoute) -> Flow? {
    route.as(Route.self).flatMap { places.flow(showing: $0) }
  }

  override func updateTabItem(
    of child: Flow, _ body: (inout TabItem) -> Void,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> NavigationChange? {
    guard case .tab(let tab)? = places.slot(of: child) else { return nil }
    return router.updateTabItem(
      for: tab, body, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  override func apply(_ intent: DeepLinkStep) throws(NavigationError) {
    try applyIntent(intent)
  }

  override func dismissPresentations(above child: Flow?) throws(NavigationError) {
    try dismissIntentPresentations(above: child)
  }

  // NB: read untracked: a recording is not a view, and a tracked read marks the state read.
  override var recordableState: (any RecordableState)? { router.storage }

  override func captured(at position: (any CapturedPosition)?, withUnplaced: Bool = false)
    -> CapturedNode
  {
    captureNode(at: position, withUnplaced: withUnplaced)
  }

  override func capturedPosition(of child: Flow) -> (any CapturedPosition)? {
    places.slot(of: child)
  }

  override func restore(_ node: NavigationSnapshot.Node, leftOut: inout [String])
    throws(RestorationError) -> [(Flow, NavigationSnapshot.Node)]
  {
    try restoreNode(node, leftOut: &leftOut)
  }

  override func buildScreens() -> FlowState<ScreenRoute>? { flattenedScreens }

  override var screenQueue: RenderQueue? { router.screenQueue }

  override func appendPushedScreens(
    arriving transition: ScreenTransition, path: inout [ScreenRoute],
    presented: inout [Presentation<ScreenRoute>]
  ) {
    let state = router.storage
    if case .standard = transition {
      path.append(ScreenRoute(state.root, flow: id))
    } else {
      path.append(ScreenRoute(state.root, flow: id, transition: transition))
    }
    appendScreens(above: state, path: &path, presented: &presented)
  }

  override func planPop(keeping depth: inout Int, into plan: inout [UserPlanStep]) -> Bool {
    planPathPop(keeping: &depth, into: &plan)
  }

  override func planDismiss(keeping count: inout Int, into plan: inout [UserPlanStep]) {
    planPresentedDismiss(keeping: &count, into: &plan)
  }

  override func planPresented(
    _ action: UserPresentationAction, level: inout Int, into plan: inout [UserPlanStep]
  ) -> Bool {
    planOwnPresented(action, level: &level, into: &plan)
  }

  override func node(position: NavigationTree.Position, withDependencies: Bool) -> NavigationTree {
    // Children shown in the state come in the order of their places, so that a restored tree
    // reads the same as the saved one; children added with `addChild` follow.
    var nodes: [NavigationTree] = []
    for slot in Slot.all(in: router.state) {
      if let child = places.flow(at: slot) {
        nodes.append(child.node(position: slot.position(), withDependencies: withDependencies))
      }
    }
    let shown = Set(places.shownFlows.map { ObjectIdentifier($0.flow) })
    for child in children where !shown.contains(ObjectIdentifier(child)) {
      nodes.append(child.node(position: .detached, withDependencies: withDependencies))
    }
    return NavigationTree(
      flowName: flowName, id: id, position: position, status: status, state: router.state.erased(),
      children: nodes, dependencies: withDependencies ? ownContainerContents : nil)
  }
}

extension Coordinator where Result == Void {
  /// Finishes the flow: its screens go away and whoever runs it returns.
  public func finish() { finish(with: ()) }
}
